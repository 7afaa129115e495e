import { voidCodeOf } from '@qilin/sportsbook';
import { Code, sessionLabel, sessionText, type FeedPushResponse, type SportCode } from '@qilin/contract';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import { createCatalog, type Entry } from './catalog.ts';
import { createChannelLog } from './channels.ts';
import { closedChampions, drawWinner } from './champions.ts';
import type { MatchCommand } from './command-relay.ts';
import type { FinalResult, SportsFeedApi } from './feed-api.ts';
import { quoteLeg } from './quote.ts';
import { applyRealFeed } from './real-feed-adapter.ts';
import { KEEP_FINISHED_MS, type FeedRepo } from './repo.ts';
import { createRunner } from './simulator/runner.ts';
import { SPORTS } from './simulator/sports.ts';
import { newState } from './simulator/match-state.ts';
import { regulationScoreOf, rescore } from './simulator/regulation-score.ts';

/** An operator match command's outcome: the match, and whether the command changed it. */
export interface Commanded {
  entry: Entry;
  changed: boolean;
}

/** How often live snapshots are written besides every score change (real ms). */
const SNAPSHOT_EVERY_MS = 10_000;

/** The feed: catalogue, simulator, persistence and results behind SportsFeedApi. */
export const createFeedService = async (deps: Deps, repo: FeedRepo) => {
  const { config, now } = deps;
  const log = createChannelLog();
  const catalog = createCatalog(log, now);
  const listeners = new Set<(r: FinalResult) => void>();
  const dirtyStates = new Set<string>();
  let queue: Promise<unknown> = Promise.resolve();
  const enqueue = <T>(fn: () => Promise<T>): Promise<T> => {
    const next = queue.then(fn);
    queue = next.catch((err: unknown) => deps.log.error({ err }, 'sports feed persistence'));
    return next;
  };

  const emit = (r: FinalResult) => {
    for (const l of listeners) {
      try {
        l(r);
      } catch (err) {
        deps.log.error({ err }, 'sports result listener');
      }
    }
  };

  const publishResult = (r: Omit<FinalResult, 'revision'>) =>
    enqueue(async () => {
      const stored = await repo.writeResult(r, now());
      emit(stored);
      return stored;
    });

  const resultOfEntry = (e: Entry): Omit<FinalResult, 'revision'> => {
    const s = e.state;
    const sets = SPORTS[e.fixture.sport].kind === 'sets';
    return {
      gameId: e.fixture.gameId,
      hgid: e.fixture.hgid,
      sport: e.fixture.sport,
      // Published only when a match ends, is voided, or comes back from a void: a match neither finished
      // nor void is open again (restored).
      status: s.status === 'void' ? 'void' : s.status === 'finished' ? 'finished' : 'restored',
      ft: [s.score[0], s.score[1]],
      reg: regulationScoreOf(SPORTS[e.fixture.sport], s),
      // A void carries the half-time score only when the first half was completed: its plays then stand.
      ht:
        e.fixture.sport !== 'FT' && e.fixture.sport !== 'VF'
          ? null
          : s.status === 'void'
            ? s.ht && [s.ht[0], s.ht[1]]
            : (s.ht ?? [s.score[0], s.score[1]]),
      sets: sets ? s.sets.map(([a, b]) => [a, b] as const) : [],
      winner: null,
      voidCode: s.voidCode,
      voidReason: s.voidReason,
    };
  };

  const saveNow = (e: Entry) =>
    enqueue(() => repo.saveStates([{ gameId: e.fixture.gameId, state: structuredClone(e.state) }], now()));

  const pendingFixtures: { fixture: Entry['fixture']; state: Entry['state'] }[] = [];
  const runner = createRunner(
    catalog,
    { seed: config.feed.seed, timeScale: config.feed.timeScale, now },
    {
      scheduled: (fixture) => pendingFixtures.push({ fixture, state: newState() }),
      changed: (e) => {
        dirtyStates.add(e.fixture.gameId);
        void saveNow(e);
      },
      finished: (e) => {
        void saveNow(e);
        void publishResult(resultOfEntry(e));
      },
    },
  );

  const flushFixtures = () => {
    const list = pendingFixtures.splice(0);
    return list.length ? enqueue(() => repo.insertFixtures(list, now())) : Promise.resolve();
  };

  // Restore what the database knows first: same ids, teams and kick-offs; live matches resume where the
  // wall clock says they are (only where the simulator runs by itself: tests that drive matches by operator
  // commands expect them where they left them).
  const stored = await repo.loadMatches(now());
  for (const { fixture, state } of stored) catalog.add(fixture, state);
  catalog.putOutrights(await repo.loadOutrights(now()));
  if (config.feed.auto && config.feed.simulator)
    runner.catchUp(new Map(stored.map((m) => [m.fixture.gameId, m.savedAt])));
  const decided = await repo.decidedIds();
  // Another instance's simulator schedules, plays and decides; this catalogue follows its states.
  if (config.feed.simulator) {
    runner.topUp();
    runner.fillLive();
    runner.advance(0);
  }
  await flushFixtures();
  // Results the catch-up published are stored before anyone asks for pending ones (settlement's start).
  await queue;

  const decideOutrights = () => {
    for (const c of closedChampions(now())) {
      if (decided.has(c.gameId)) continue;
      decided.add(c.gameId);
      void publishResult({
        gameId: c.gameId,
        hgid: null,
        sport: c.gameType,
        status: 'finished',
        ft: [0, 0],
        ht: null,
        sets: [],
        winner: drawWinner(c),
        voidCode: null,
        voidReason: null,
      });
    }
  };
  if (config.feed.simulator) decideOutrights();

  let lastTick = now().getTime();
  let lastSnapshot = lastTick;
  const tick = () => {
    const t = now().getTime();
    const dt = Math.max(0, (t - lastTick) / 1000);
    lastTick = t;
    runner.topUp();
    runner.fillLive();
    runner.advance(dt);
    void flushFixtures();
    decideOutrights();
    if (t - lastSnapshot >= SNAPSHOT_EVERY_MS) {
      lastSnapshot = t;
      const live = [...catalog.entries.values()].filter(
        (e) => e.state.status === 'live' || e.state.status === 'break',
      );
      void enqueue(() =>
        repo.saveStates(
          live.map((e) => ({ gameId: e.fixture.gameId, state: structuredClone(e.state) })),
          now(),
        ),
      );
    }
  };

  const entryOrThrow = (gameId: string): Entry => {
    const e = catalog.resolve(gameId);
    if (!e) throw new AppError(Code.NotFound, `赛事 ${gameId} 不存在`);
    return e;
  };

  let openTickets: (gameIds: string[]) => Promise<Map<string, number>> = async () => new Map();

  const api: SportsFeedApi = {
    leagues: (p) => catalog.leagues(p),
    matches: (p) => catalog.matches(p),
    matchDetail: (id) => catalog.matchDetail(id),
    champions: (g, s) => catalog.champions(g, s),
    earlyDates: () => catalog.earlyDates(),
    hotMatches: () => catalog.hotMatches(),
    quote: (leg) => quoteLeg(catalog, leg),
    onResult(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    resultOf: (id) => repo.resultOf(id),
    pendingResults: () => repo.pending(),
    markSettled: (id, rev) => repo.markSettled(id, rev),
    setOpenTicketCounter(counter) {
      openTickets = counter;
    },
  };

  const service = {
    api,
    log,
    catalog,
    tick,
    /** Forgets the matches a restart would not load (catalog.prune); every instance runs it now and then. */
    prune: () => catalog.prune(new Date(now().getTime() - KEEP_FINISHED_MS)),
    /** Waits for every queued database write (tests and shutdown). */
    flushed: () => queue.then(() => undefined),
    async list(filter: { gameType?: SportCode; status?: Entry['state']['status']; limit: number }) {
      const matching = [...catalog.entries.values()].filter(
        (e) =>
          (!filter.gameType || e.fixture.sport === filter.gameType) &&
          (!filter.status || e.state.status === filter.status),
      );
      const rows = matching
        .sort(
          (a, b) =>
            Number(b.state.status === 'live') - Number(a.state.status === 'live') ||
            a.fixture.startTime.getTime() - b.fixture.startTime.getTime(),
        )
        .slice(0, filter.limit);
      const counts = await openTickets(rows.map((e) => e.fixture.gameId));
      const list = rows.map((e) => {
        const m = catalog.view(e, false);
        return {
          gameId: m.gameId,
          hgid: m.hgid,
          gameType: m.gameType,
          league: m.league,
          team_h: m.team_h,
          team_c: m.team_c,
          startTime: m.startTime,
          gameStatus: m.gameStatus,
          re_time: m.re_time,
          session: sessionText(sessionLabel(m)),
          score: `${m.sc_FT_H}-${m.sc_FT_C}`,
          openTickets: counts.get(m.gameId) ?? 0,
        };
      });
      return { list, total: matching.length };
    },
    /**
     * One operator match command (here, or sent by another instance through command-relay.ts): the match
     * and whether the command changed it. A repeat (finishing a finished match, voiding a void one for the
     * same reason, the score it already has) writes and publishes nothing.
     */
    run: (c: MatchCommand): Promise<Commanded> => {
      switch (c.cmd) {
        case 'score':
          return service.setScore(c.gameId, c.home, c.away);
        case 'finish':
          return service.finish(c.gameId);
        case 'void':
          return service.voidMatch(c.gameId, c.reason);
        case 'restore':
          return service.restoreMatch(c.gameId);
      }
    },
    /** A real provider's message (real-feed-adapter.ts): same catalogue, persistence and results paths. */
    async applyRealFeed(input: unknown): Promise<FeedPushResponse> {
      const { added, updated, corrected, decided, named, outrights } = applyRealFeed(catalog, input);
      const fresh = new Set(added);
      const closing = new Set(decided);
      await enqueue(async () => {
        await repo.insertFixtures(
          added.map((e) => ({ fixture: e.fixture, state: e.state })),
          now(),
        );
        await repo.updateFixtures(
          corrected.map((e) => e.fixture),
          now(),
        );
        // What the provider says of a match is its truth now: stored at once, not at the next live snapshot.
        await repo.saveStates(
          [...named]
            .filter((e) => !fresh.has(e) && !closing.has(e))
            .map((e) => ({ gameId: e.fixture.gameId, state: structuredClone(e.state) })),
          now(),
        );
      });
      for (const e of decided) {
        await saveNow(e);
        await publishResult(resultOfEntry(e));
      }
      await enqueue(() => repo.saveOutrights(outrights.stored, now()));
      for (const r of outrights.results) await publishResult(r);
      return {
        added: added.length + outrights.added,
        updated: updated + outrights.stored.length - outrights.added,
        decided: decided.length + outrights.results.length,
      };
    },
    /** matches:score — starts a pre-match game live at the score, moves a live one, corrects a finished one. */
    async setScore(gameId: string, home: number, away: number): Promise<Commanded> {
      const e = entryOrThrow(gameId);
      if (e.state.status === 'void') throw new AppError(Code.ParameterError, '赛事已取消，不能修改比分');
      // Before kick-off any score is a change: it starts the match. After, the same score is a repeat (a
      // live one would suspend its markets for a goal that was not scored, a finished one resettle for
      // nothing).
      const [h, a] = e.state.score;
      if (e.state.status !== 'pre' && h === home && a === away) return { entry: e, changed: false };
      if (e.state.status === 'finished') {
        rescore(SPORTS[e.fixture.sport], e.state, [home, away]);
        catalog.reprice(e);
        catalog.commit();
        await saveNow(e);
        await publishResult(resultOfEntry(e));
      } else {
        runner.setScore(e, home, away);
        await saveNow(e);
      }
      return { entry: e, changed: true };
    },
    /**
     * matches:finish — ends a match in play at its score. A match that never kicked off has no result to
     * settle on: finishing it would have settled every bet on a 0-0 that was never played, so it is refused
     * (void it, or score it first if it was played and the feed missed it).
     */
    async finish(gameId: string): Promise<Commanded> {
      const e = entryOrThrow(gameId);
      if (e.state.status === 'void') throw new AppError(Code.ParameterError, '赛事已取消');
      if (e.state.status === 'pre')
        throw new AppError(
          Code.ParameterError,
          '赛事尚未开赛，不能完场：未进行的赛事请取消（matches:void），已进行的请先设置比分（matches:score）',
        );
      if (e.state.status === 'finished') return { entry: e, changed: false };
      runner.finishNow(e);
      await saveNow(e);
      await publishResult(resultOfEntry(e));
      return { entry: e, changed: true };
    },
    async voidMatch(gameId: string, reason: string): Promise<Commanded> {
      const e = entryOrThrow(gameId);
      // Voided again for another reason is a correction of the reason (published); for the same one, a repeat.
      if (e.state.status === 'void' && e.state.voidReason === reason) return { entry: e, changed: false };
      if (e.state.status !== 'void') e.state.voidedFrom = e.state.status;
      e.state.status = 'void';
      e.state.voidCode = voidCodeOf(reason);
      e.state.voidReason = reason;
      catalog.reprice(e);
      catalog.commit();
      await saveNow(e);
      await publishResult(resultOfEntry(e));
      return { entry: e, changed: true };
    },
    /**
     * matches:restore — undoes a void (SPEC §3 result A): the match goes back to where it was (before
     * kick-off or in play, where the simulator picks it up again; a finished match publishes its result,
     * so its bets resettle on the score). Bets on it are open again until it finishes.
     */
    async restoreMatch(gameId: string): Promise<Commanded> {
      const e = entryOrThrow(gameId);
      // Not void (never voided, or restored already): nothing to undo.
      if (e.state.status !== 'void') return { entry: e, changed: false };
      e.state.status = e.state.voidedFrom ?? 'pre';
      delete e.state.voidedFrom;
      e.state.voidCode = null;
      e.state.voidReason = null;
      catalog.reprice(e);
      catalog.commit();
      await saveNow(e);
      await publishResult(resultOfEntry(e));
      return { entry: e, changed: true };
    },
  };
  return service;
};

export type FeedService = Awaited<ReturnType<typeof createFeedService>>;
