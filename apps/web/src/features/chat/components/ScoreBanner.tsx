import { GameStatusSchema } from '@qilin/contract';
import { currentLanguage, useT } from '../../../shared/i18n/index.ts';
import { CHAT_NS } from '../i18n.ts';
import type { ChatScore } from '../store/chat-reducer.ts';
import { teamNamesIn } from '../store/team-names.ts';

const STATUSES = GameStatusSchema.options as readonly string[];

/** The live score of a sport room's match (10014 pushes). */
export function ScoreBanner({ score }: { score: ChatScore }) {
  const t = useT(CHAT_NS);
  const names = teamNamesIn(currentLanguage(), score) ?? score;
  return (
    <div className="qc-score" role="status" aria-label={t('score')} data-testid="chat-score">
      <span className="qc-score-team">{names.team_h}</span>
      <strong>
        {score.sc_FT_H} : {score.sc_FT_C}
      </strong>
      <span className="qc-score-team">{names.team_c}</span>
      {/* The push comes when the score or the status changes: a clock in it would stand still between. */}
      {STATUSES.includes(score.gameStatus) ? (
        <span className="qc-score-time">{t(`matchStatus.${score.gameStatus}`)}</span>
      ) : null}
    </div>
  );
}
