import { Code, FeedPushRequestSchema, type FeedPush } from '@qilin/contract';
import { voidCodeOf, voidReasonText } from '@qilin/sportsbook';
import { AppError } from '../../platform/http/errors.ts';
import type { Catalog, Entry } from './catalog.ts';
import type { FinalResult } from './feed-api.ts';
import { outrightResult, providerOutrightOf, type ProviderOutright } from './provider-outrights.ts';
import { hgidOf } from './simulator/fixtures.ts';
import { leagueById } from './simulator/leagues.ts';
import { newState, type Fixture } from './simulator/match-state.ts';
import { rescore } from './simulator/regulation-score.ts';
import { SPORTS } from './simulator/sports.ts';

type FeedMatch = FeedPush['matches'][number];

const fixtureOf = (m: FeedMatch): Fixture => ({
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
  source: 'provider',
});

/**
 * A known match takes the provider's corrections: names, strengths (its prices follow), openness, the hot
 * flag, and the kick-off while the match has not started (a postponement; once it has, the kick-off is
 * history). Answers whether anything changed.
 */
const correctFixture = (e: Entry, next: Fixture): boolean => {
  const f = e.fixture;
  const kickOffMoves = e.state.status === 'pre' && next.startTime.getTime() !== f.startTime.getTime();
  const changed =
    kickOffMoves ||
    (['league', 'teamH', 'teamC', 'hot', 'ratingH', 'ratingC', 'tempo'] as const).some(
      (k) => f[k] !== next[k],
    );
  if (!changed) return false;
  e.fixture = { ...next, startTime: kickOffMoves ? next.startTime : f.startTime };
  return true;
};

/** The outrights of a message as the catalogue will hold them, and the results their changes publish. */
const applyOutrights = (catalog: Catalog, list: FeedPush['outrights']) => {
  const results: Omit<FinalResult, 'revision'>[] = [];
  // An outright named twice in one message: its second entry follows its first, as for matches.
  const latest = new Map<string, ProviderOutright>();
  let added = 0;
  for (const input of list) {
    const was = latest.get(input.gameId) ?? catalog.outrights.get(input.gameId);
    const next = providerOutrightOf(input);
    if (!was) added += 1;
    const result = outrightResult(was, next);
    if (result) results.push(result);
    latest.set(next.gameId, next);
  }
  const stored = [...latest.values()];
  catalog.putOutrights(stored);
  return { stored, results, added };
};

/**
 * Applies a real data provider's message (the contract's FeedPushRequestSchema, documented in
 * docs/decisions.md, "Sports feed") to the catalogue. Prices come from our own models (pricing.ts) on the
 * strengths it gives, exactly as for the simulator's matches. Answers the matches it added, those whose
 * fixture it corrected (to be stored), and those whose result must be published (the caller does): those
 * that finished, were voided, or came back from a void (restored, or finished), and every match it named;
 * likewise the outrights it named (to be stored) and the results their changes publish. A message that
 * names a simulated match's id, or moves a provider's match or outright to another sport or league, is
 * refused whole, before anything changes.
 */
export const applyRealFeed = (
  catalog: Catalog,
  input: unknown,
): {
  added: Entry[];
  updated: number;
  corrected: Entry[];
  decided: Entry[];
  named: Set<Entry>;
  outrights: { stored: ProviderOutright[]; results: Omit<FinalResult, 'revision'>[]; added: number };
} => {
  const feed: FeedPush = FeedPushRequestSchema.parse(input);
  for (const o of feed.outrights) {
    const was = catalog.outrights.get(o.gameId);
    if (was && (was.sport !== o.sport || was.leagueId !== o.leagueId))
      throw new AppError(
        Code.InvalidParameter,
        `冠军盘 ${o.gameId} 属于 ${was.sport} / ${was.leagueId}，不能改为 ${o.sport} / ${o.leagueId}`,
      );
  }
  for (const m of feed.matches) {
    const f = catalog.entries.get(m.gameId)?.fixture;
    if (f && f.source !== 'provider')
      throw new AppError(Code.InvalidParameter, `赛事 ${m.gameId} 由模拟器生成，数据源不能更新它`);
    if (f && (f.sport !== m.sport || f.leagueId !== m.leagueId))
      throw new AppError(
        Code.InvalidParameter,
        `赛事 ${m.gameId} 属于 ${f.sport} / ${f.leagueId}，不能改为 ${m.sport} / ${m.leagueId}`,
      );
  }
  const added: Entry[] = [];
  const corrected: Entry[] = [];
  const decided: Entry[] = [];
  const named = new Set<Entry>();
  let updated = 0;
  for (const m of feed.matches) {
    let e = catalog.entries.get(m.gameId);
    if (e) {
      updated += 1;
      if (correctFixture(e, fixtureOf(m)) && !added.includes(e) && !corrected.includes(e)) corrected.push(e);
    } else {
      e = catalog.add(fixtureOf(m), newState());
      added.push(e);
    }
    named.add(e);
    const s = e.state;
    const was = s.status;
    if (m.score && (m.score[0] !== s.score[0] || m.score[1] !== s.score[1]))
      rescore(SPORTS[m.sport], s, [m.score[0], m.score[1]]);
    if (m.htScore) s.ht = [m.htScore[0], m.htScore[1]];
    // Ice hockey and rugby: the score regulation ended with, which the win settles on (the contract requires
    // it of a finished game, so a game won in overtime or golden point never settles as a regulation win).
    if (m.regScore) s.regulation = [m.regScore[0], m.regScore[1]];
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
  const outrights = applyOutrights(catalog, feed.outrights);
  return { added, updated, corrected, decided, named, outrights };
};
