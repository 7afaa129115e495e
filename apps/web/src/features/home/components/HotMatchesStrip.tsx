import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { GamePath, type Match } from '@qilin/contract';
import { apiPost } from '../../../shared/api/client.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { useSession } from '../../../shared/session/index.ts';
import { showLoginPrompt } from '../../../shared/ui/dialogs.ts';
import { TeamScores, useMatchClock } from '../../sports/components/MatchFace.tsx';
import { SPORTS_NS } from '../../sports/i18n.ts';
import '../../sports/sports.css';
import { SectionTitle } from './SectionTitle.tsx';

function HotCard({ match, onOpen }: { match: Match; onOpen: () => void }) {
  const t = useT(SPORTS_NS);
  const clock = useMatchClock(match);
  return (
    <button type="button" className="qs-hot-card" onClick={onOpen} data-testid="hot-match">
      <div style={{ fontSize: 12, opacity: 0.7, marginBottom: 6 }}>
        {t(`sport.${match.gameType}`)} · {match.league}
      </div>
      <TeamScores match={match} />
      <div className="qs-clock" style={{ marginTop: 6 }}>
        {clock.text}
      </div>
    </button>
  );
}

/**
 * The home page's 热门赛事 strip (GamePath.hotLive, public). Loaded lazily after the home page so it costs
 * the home route's first load nothing; hidden when there is nothing hot.
 */
export function HotMatchesStrip() {
  const t = useT(SPORTS_NS);
  const navigate = useNavigate();
  const loggedIn = useSession((s) => Boolean(s.token));
  const hot = useQuery({
    queryKey: ['home', 'hotMatches'],
    queryFn: () => apiPost<{ matches: Match[] }>(GamePath.hotLive, {}, { silent: true }),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
  const matches = hot.data?.matches ?? [];
  if (matches.length === 0) return null;
  const open = () => (loggedIn ? navigate('/game/sport/crty') : showLoginPrompt());
  return (
    <section className="qa-container qh-section" aria-label={t('hot.title')} data-testid="hot-matches">
      <SectionTitle title={t('hot.title')} />
      <div className="qs-hot">
        {matches.slice(0, 12).map((m) => (
          <HotCard key={m.gameId} match={m} onOpen={open} />
        ))}
      </div>
    </section>
  );
}
