import { FeedPushRequestSchema, type FeedPush } from '@qilin/contract';
import { voidCodeOf, voidReasonText } from '@qilin/sportsbook';
import type { Catalog, Entry } from './catalog.ts';
import { hgidOf } from './simulator/fixtures.ts';
import { leagueById } from './simulator/leagues.ts';
import { newState } from './simulator/match-state.ts';

/**
 * Applies a real data provider's message (the contract's FeedPushRequestSchema, documented in
 * docs/decisions.md, "Sports feed") to the catalogue. Prices come from our own models (pricing.ts) on the
 * strengths it gives, exactly as for the simulator's matches. Answers the matches it added and those whose
 * result must be published (the caller does): those that finished, were voided, or came back from a void
 * (restored, or finished).
 */
export const applyRealFeed = (
  catalog: Catalog,
  input: unknown,
): { added: Entry[]; updated: number; decided: Entry[] } => {
  const feed: FeedPush = FeedPushRequestSchema.parse(input);
  const added: Entry[] = [];
  const decided: Entry[] = [];
  let updated = 0;
  for (const m of feed.matches) {
    let e = catalog.entries.get(m.gameId);
    if (e) updated += 1;
    else {
      e = catalog.add(
        {
          gameId: m.gameId,
          hgid: hgidOf(m.gameId),
          sport: m.sport,
          leagueId: m.leagueId,
          league: m.league ?? leagueById(m.leagueId)?.name ?? m.leagueId,
          teamH: m.teamH,
          teamC: m.teamC,
          startTime: new Date(m.startTime),
          hot: m.hot,
          ratingH: m.ratingH,
          ratingC: m.ratingC,
          tempo: m.tempo,
        },
        newState(),
      );
      added.push(e);
    }
    const s = e.state;
    const was = s.status;
    if (m.score && (m.score[0] !== s.score[0] || m.score[1] !== s.score[1]))
      s.score = [m.score[0], m.score[1]];
    if (m.htScore) s.ht = [m.htScore[0], m.htScore[1]];
    if (m.period !== undefined) s.period = m.period;
    if (m.elapsed !== undefined) s.elapsed = m.elapsed;
    if (m.status !== 'pre' && s.period === 0) s.period = 1;
    s.status = m.status;
    if (m.status === 'void' && was !== 'void') {
      s.voidedFrom = was;
      s.voidCode = voidCodeOf(m.voidReason ?? '');
      s.voidReason = m.voidReason ?? voidReasonText('DZ', 'zh-CN');
      decided.push(e);
    } else if (was === 'void' && m.status !== 'void') {
      delete s.voidedFrom;
      s.voidCode = null;
      s.voidReason = null;
      decided.push(e);
    } else if (was !== 'finished' && was !== 'void' && m.status === 'finished') decided.push(e);
    catalog.reprice(e);
  }
  catalog.commit();
  return { added, updated, decided };
};
