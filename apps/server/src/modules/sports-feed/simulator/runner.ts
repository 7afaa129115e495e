import { addDays, type SportCode } from '@qilin/contract';
import type { Catalog, Entry } from '../catalog.ts';
import { bettingDay, DAYS_AHEAD, dayFixtures, liveFiller, sameFixture, type IdTaken } from './fixtures.ts';
import { LEAGUES } from './leagues.ts';
import { finish, kickOff, newState, step, type Fixture } from './match-state.ts';
import { SPORTS } from './sports.ts';

/** Live matches kept per sport in dev (and in tests), so the in-play page is never empty. */
export const LIVE_MIN = 2;
/** Largest game-time slice one step simulates. */
const SLICE = 10;
/** Draws per missing live match before giving up until the next tick (a league of few teams may be busy). */
const FILLER_DRAWS = 8;

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
   * the same pair kicked off twice side by side).
   */
  const fillLive = () => {
    const at = opts.now();
    const live = new Map<SportCode, number>();
    const playing = new Set<string>();
    const busy = (f: Fixture) => playing.has(`${f.sport}:${f.teamH}`) || playing.has(`${f.sport}:${f.teamC}`);
    for (const e of catalog.entries.values())
      if (e.state.status === 'live' || e.state.status === 'break') {
        live.set(e.fixture.sport, (live.get(e.fixture.sport) ?? 0) + 1);
        playing.add(`${e.fixture.sport}:${e.fixture.teamH}`).add(`${e.fixture.sport}:${e.fixture.teamC}`);
      }
    for (const sport of Object.keys(SPORTS) as SportCode[]) {
      for (let i = live.get(sport) ?? 0; i < LIVE_MIN; i += 1) {
        const minute = Math.floor(at.getTime() / 60_000);
        for (let draw = 0; draw < FILLER_DRAWS; draw += 1) {
          const f = liveFiller(
            opts.seed,
            sport,
            draw === 0 ? `${minute}:${i}` : `${minute}:${i}:${draw}`,
            at,
            taken,
          );
          if (!f) break;
          if (busy(f)) continue;
          schedule(f);
          playing.add(`${sport}:${f.teamH}`).add(`${sport}:${f.teamC}`);
          break;
        }
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
      if (e.state.status === 'pre') kickOff(e.state, SPORTS[e.fixture.sport], e.fixture, [home, away]);
      else e.state.score = [home, away];
      const sport = SPORTS[e.fixture.sport];
      if (sport.suspendSeconds > 0) e.state.suspendedUntil = e.state.clock + sport.suspendSeconds;
      catalog.reprice(e);
      catalog.commit();
    },
    finishNow(e: Entry) {
      finish(e.state);
      catalog.reprice(e);
      catalog.commit();
    },
  };
};

export type Runner = ReturnType<typeof createRunner>;
