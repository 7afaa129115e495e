import { addDays, type SportCode } from '@qilin/contract';
import type { Catalog, Entry } from '../catalog.ts';
import { bettingDay, DAYS_AHEAD, dayFixtures, liveFiller, sameFixture, type IdTaken } from './fixtures.ts';
import { LEAGUES } from './leagues.ts';
import { finish, kickOff, newState, step, type Fixture } from './match-state.ts';
import { recordRegulation, rescore } from './regulation-score.ts';
import { SPORTS } from './sports.ts';

/** Live matches kept per sport in dev (and in tests), so the in-play page is never empty. */
export const LIVE_MIN = 2;
/** Largest game-time slice one step simulates. */
const SLICE = 10;
/** Draws per missing live match, searched for rested teams; none free waits for the next tick. */
const FILLER_DRAWS = 24;
/**
 * A live filler prefers teams whose next match on the card is at least this far off: a team in play now and
 * again on today's card a few hours later reads as a mistake to a player.
 */
const REST_MS = 12 * 3_600_000;

export interface RunnerEvents {
  /** A new fixture to persist. */
  scheduled(f: Fixture): void;
  /** A match's state changed in a way worth saving now (score, period, status). */
  changed(e: Entry): void;
  finished(e: Entry): void;
}

/** Moves the simulated world forward: schedules, kicks off, plays and ends matches. */
export const createRunner = (
  catalog: Catalog,
  opts: { seed: string; timeScale: number; now: () => Date },
  events: RunnerEvents,
) => {
  const taken: IdTaken = (id, candidate) => {
    const held = catalog.entries.get(id);
    return held !== undefined && !sameFixture(held.fixture, candidate);
  };
  let scheduledThrough = '';

  const schedule = (f: Fixture) => {
    if (catalog.entries.has(f.gameId)) return;
    // A fixture generated for a kick-off already past is not played (a fresh start would put half of
    // today's schedule live at once); the live fillers keep the in-play market busy instead.
    if (f.startTime.getTime() < opts.now().getTime() - 60_000) return;
    catalog.add(f, newState());
    events.scheduled(f);
  };

  /** Fixtures for today's betting day and the days ahead (idempotent: the same seed gives the same ids). */
  const topUp = () => {
    const today = bettingDay(opts.now());
    const last = addDays(today, DAYS_AHEAD);
    if (scheduledThrough >= last) return;
    for (let d = 0; d <= DAYS_AHEAD; d += 1) {
      const date = addDays(today, d);
      if (date <= scheduledThrough) continue;
      for (const league of LEAGUES) for (const f of dayFixtures(opts.seed, league, date, taken)) schedule(f);
    }
    scheduledThrough = last;
  };

  /**
   * Keeps LIVE_MIN matches in play per sport. A team plays one match at a time: a filler whose teams are
   * already on the pitch is drawn again (two matches ending in one minute drew the same minute's slot, and
   * the same pair kicked off twice side by side). Of the free draws it takes the first whose teams have no
   * match on the card within REST_MS, else the one whose next match is farthest off.
   */
  const fillLive = () => {
    const now = opts.now();
    const at = now.getTime();
    const live = new Map<SportCode, number>();
    const playing = new Set<string>();
    // How soon each team's next match on the card kicks off (finished ones are off the page).
    const nearest = new Map<string, number>();
    const keys = (f: Fixture) => [`${f.sport}:${f.teamH}`, `${f.sport}:${f.teamC}`];
    const note = (f: Fixture) => {
      const gap = Math.max(0, f.startTime.getTime() - at);
      for (const k of keys(f)) nearest.set(k, Math.min(nearest.get(k) ?? Infinity, gap));
    };
    for (const e of catalog.entries.values()) {
      if (e.state.status === 'live' || e.state.status === 'break') {
        live.set(e.fixture.sport, (live.get(e.fixture.sport) ?? 0) + 1);
        for (const k of keys(e.fixture)) playing.add(k);
      }
      if (e.state.status === 'pre') note(e.fixture);
    }
    const rest = (f: Fixture) => Math.min(...keys(f).map((k) => nearest.get(k) ?? Infinity));
    for (const sport of Object.keys(SPORTS) as SportCode[]) {
      for (let i = live.get(sport) ?? 0; i < LIVE_MIN; i += 1) {
        const minute = Math.floor(at / 60_000);
        // The best rested of the draws whose teams are free; a league of few teams may have none rested.
        let pick: Fixture | null = null;
        for (let draw = 0; draw < FILLER_DRAWS; draw += 1) {
          const f = liveFiller(
            opts.seed,
            sport,
            draw === 0 ? `${minute}:${i}` : `${minute}:${i}:${draw}`,
            now,
            taken,
          );
          if (!f) break;
          if (keys(f).some((k) => playing.has(k))) continue;
          if (!pick || rest(f) > rest(pick)) pick = f;
          if (rest(pick) >= REST_MS) break;
        }
        if (!pick) continue;
        schedule(pick);
        for (const k of keys(pick)) playing.add(k);
      }
    }
  };

  /** `persist`: save the state even when nothing a player sees changed (the clock moved far). */
  const play = (e: Entry, gameSeconds: number, persist = false) => {
    const sport = SPORTS[e.fixture.sport];
    let left = gameSeconds * sport.speed;
    let save = false;
    while (left > 0 && (e.state.status === 'live' || e.state.status === 'break')) {
      const dt = Math.min(SLICE, left);
      left -= dt;
      const ev = step(sport, e.fixture, e.state, dt);
      if (ev.scored || ev.periodChanged || ev.redCard) save = true;
      if (ev.finished) break;
    }
    catalog.reprice(e);
    const done = e.state.status === 'finished';
    if (done) events.finished(e);
    else if (save || persist) events.changed(e);
  };

  return {
    topUp,
    fillLive,
    /** Advances every running match by `realSeconds` of wall time (scaled), kicks off due matches. */
    advance(realSeconds: number) {
      const at = opts.now();
      for (const e of catalog.entries.values()) {
        if (e.fixture.source === 'provider') continue;
        if (e.state.status === 'pre' && e.fixture.startTime <= at) {
          kickOff(e.state, SPORTS[e.fixture.sport], e.fixture);
          catalog.reprice(e);
          events.changed(e);
        } else if (e.state.status === 'live' || e.state.status === 'break') {
          play(e, realSeconds * opts.timeScale);
        }
      }
      catalog.commit();
    },
    /**
     * After the process was down: plays every match on to where the wall clock says it is now, as a real
     * feed reports a match after an outage. A live match moves on by the time since its state was saved (it
     * used to resume up to a snapshot interval back, its clock stepping backwards on screen); a match whose
     * kick-off passed meanwhile is played from that kick-off (they all used to start at 0' together). Either
     * may finish here, and its result is published like any other.
     */
    catchUp(savedAt: ReadonlyMap<string, Date>) {
      const at = opts.now().getTime();
      for (const e of catalog.entries.values()) {
        if (e.fixture.source === 'provider') continue;
        let since: number;
        if (e.state.status === 'pre' && e.fixture.startTime.getTime() <= at) {
          kickOff(e.state, SPORTS[e.fixture.sport], e.fixture);
          since = e.fixture.startTime.getTime();
        } else if (e.state.status === 'live' || e.state.status === 'break') {
          since = savedAt.get(e.fixture.gameId)?.getTime() ?? at;
        } else continue;
        play(e, (Math.max(0, at - since) / 1000) * opts.timeScale, true);
      }
      catalog.commit();
    },
    /** The operator's matches:score: a pre-match game starts live at the score; a live one jumps to it. */
    setScore(e: Entry, home: number, away: number) {
      // A kick-off at 0-0 is no news the prices lack (the feed's own kick-offs do not suspend either);
      // any other score is, as a goal is.
      const news = e.state.status !== 'pre' || home !== 0 || away !== 0;
      if (e.state.status === 'pre') kickOff(e.state, SPORTS[e.fixture.sport], e.fixture, [home, away]);
      else rescore(SPORTS[e.fixture.sport], e.state, [home, away]);
      const sport = SPORTS[e.fixture.sport];
      if (news && sport.suspendSeconds > 0) e.state.suspendedUntil = e.state.clock + sport.suspendSeconds;
      catalog.reprice(e);
      catalog.commit();
    },
    /**
     * The operator's matches:finish: the match ends at its score. Ended in regulation, that score is
     * regulation's too (a level one a draw, as basketball's stands as a tie); the play-off's winner is then
     * given by matches:score (one goal more), which keeps the level regulation (regulation-score.ts).
     */
    finishNow(e: Entry) {
      if (!e.state.regulation) recordRegulation(SPORTS[e.fixture.sport], e.state);
      finish(e.state);
      catalog.reprice(e);
      catalog.commit();
    },
  };
};

export type Runner = ReturnType<typeof createRunner>;
