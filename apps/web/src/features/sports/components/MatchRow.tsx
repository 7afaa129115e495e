import { memo } from 'react';
import { Button } from 'antd';
import { ListHalfPlays, listPlays, type Market, type Match, type OddsFormat } from '@qilin/contract';
import { useT } from '../../../shared/i18n/index.ts';
import { SPORTS_NS } from '../i18n.ts';
import { mainMarket } from '../lines.ts';
import { useLiveMatch } from '../live/match-store.ts';
import { MarketCell } from './MarketCell.tsx';
import { MatchClock, TeamScores } from './MatchFace.tsx';

export interface MatchRowProps {
  gameId: string;
  format: OddsFormat;
  withHalf: boolean;
  /** Keys of the selections on the slip (a string so memo compares cheaply). */
  chosenKeys: string;
  onPick: (match: Match, market: Market, r: string) => void;
  onMore: (gameId: string) => void;
}

/**
 * One match row: teams, score, clock, main markets (独赢, 让球, 大小 or a set sport's own, and the half-time ones). It reads its
 * match from the live store, so a delta re-renders this row only.
 */
export const MatchRow = memo(function MatchRow({
  gameId,
  format,
  withHalf,
  chosenKeys,
  onPick,
  onMore,
}: MatchRowProps) {
  const t = useT(SPORTS_NS);
  const match = useLiveMatch(gameId);
  if (!match) return null;
  const chosen = new Set(chosenKeys.split('\n'));
  const full = listPlays(match.gameType);
  const plays = withHalf ? [...full, ...ListHalfPlays] : full;
  const pick = (m: Market, r: string) => onPick(match, m, r);
  return (
    <div className={`qs-grid qs-row${withHalf ? ' qs-half' : ''}`} data-testid={`match-${gameId}`}>
      <div className="qs-teams">
        <MatchClock match={match} />
        <TeamScores match={match} />
      </div>
      {plays.map((w) => (
        <MarketCell
          key={w}
          match={match}
          market={mainMarket(match.markets, w)}
          format={format}
          chosen={chosen}
          onPick={pick}
          compact
          className={ListHalfPlays.includes(w) ? 'qs-half-col' : undefined}
        />
      ))}
      <div className="qs-more">
        <Button type="link" size="small" onClick={() => onMore(gameId)} aria-label={t('detail')}>
          {t('more', { count: match.t_count })}
        </Button>
      </div>
    </div>
  );
});
