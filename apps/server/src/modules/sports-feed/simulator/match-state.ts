import type { GameStatus } from '@qilin/contract';
import { inningRuns, walkOffRuns } from './baseball-runs.ts';
import { footballGoals } from './football-goals.ts';
import { overtimeGoal, shootOutWinner } from './ice-hockey-overtime.ts';
import { automaticRunnerOf, maxInningsOf, playsOvertime } from './leagues.ts';
import { possessionPoints } from './nfl-possessions.ts';
import { recordRegulation } from './regulation-score.ts';
import { newNonce, nonceOf, poisson, secretRng, type Rng } from './rng.ts';
import { chancePoints, firstScorePoints, lastChanceScored } from './scoring-chances.ts';
import { isGoalSport, regulationSeconds, type SportDef } from './sports.ts';
import { tennisUnit } from './tennis-games.ts';

/** A fixture: what never changes once scheduled (persisted so a restart keeps ids, teams and times). */
export interface Fixture {
  gameId: string;
  hgid: string;
  sport: SportDef['code'];
  leagueId: string;
  league: string;
  teamH: string;
  teamC: string;
  startTime: Date;
  hot: boolean;
  /** Ratings in [0, 1] of both sides; the strengths the models price from. */
  ratingH: number;
  ratingC: number;
  /**
   * How open this match is expected to be: the sport's mean total times this (1 = the sport's average).
   * Two sides of the same strengths do not always meet in a 2.5-goal game.
   */
  tempo: number;
  /**
   * 'provider': a real data provider's match (feed:push). The simulator neither kicks it off nor plays it:
   * its clock, score and end come from the provider (or an operator) only.
   */
  source?: 'provider';
}

/** The running state of a match (persisted as a snapshot). */
export interface MatchState {
  status: GameStatus;
  /** Current period (half, quarter, inning, set, frame); 0 before the start; > periods is overtime. */
  period: number;
  /** Game seconds into the current period (or the current break). */
  elapsed: number;
  /** Game seconds left of a break; 0 when playing. */
  breakLeft: number;
  /** Stoppage time of the current half (football), in game seconds. */
  stoppage: number;
  score: [number, number];
  ht: [number, number] | null;
  /**
   * The score when regulation ended, where the win settles on it (ice hockey: regulation-score.ts); absent
   * before, and in other sports.
   */
  regulation?: [number, number];
  /** Finished sets (games or points per set). */
  sets: [number, number][];
  /** Games or points in the current set (sets sports); the half-inning (0 top, 1 bottom) in baseball. */
  current: [number, number];
  /**
   * Baseball: runs the batting side has scored in the half-inning being played (absent: none). In an extra
   * inning with the automatic runner it says whether he is still on second (baseball-runs.ts inningRuns),
   * which the in-play price needs too.
   */
  halfRuns?: number;
  /**
   * Sports priced on their scoring chances (SportDef.pricedOnChances): when regulation's last score came
   * (the regulation second of the chance that scored) and whose it was. A watcher of the score knows it,
   * and since the chances come at regular gaps and alternate it tells when the chances left come and whose
   * the next one likely is, which the book prices (timed-in-play.ts). Absent: no score yet, or a state saved
   * before it (priced as if unseen).
   */
  lastScore?: { at: number; side: 0 | 1 };
  /** Total game seconds since kick-off; suspension windows are measured on it. */
  clock: number;
  suspendedUntil: number;
  /** Football red cards lower a side's scoring rate. */
  redCards: [number, number];
  voidCode: string | null;
  voidReason: string | null;
  /** What a voided match was before its void, so a restore (matches:restore) takes it back there. */
  voidedFrom?: GameStatus;
  /** Random stream position, so a resumed match keeps drawing new events. */
  draws: number;
  /**
   * The match's secret: every draw of its events is keyed by it (rng.ts secretRng), so its results cannot
   * be computed from its game id. Persisted with the state, so a restart replays the same match; a state
   * saved before there was one gets one at its next draw.
   */
  nonce?: string;
}

export const newState = (nonce: string = newNonce()): MatchState => ({
  status: 'pre',
  period: 0,
  elapsed: 0,
  breakLeft: 0,
  stoppage: 0,
  score: [0, 0],
  ht: null,
  sets: [],
  current: [0, 0],
  clock: 0,
  suspendedUntil: 0,
  redCards: [0, 0],
  voidCode: null,
  voidReason: null,
  draws: 0,
  nonce,
});

/** Expected goals/points of each side over a whole match, from the ratings. */
export const expectedScores = (
  sport: SportDef,
  f: Pick<Fixture, 'ratingH' | 'ratingC' | 'tempo'>,
): [number, number] => {
  const gap = f.ratingH - f.ratingC;
  const total = sport.meanTotal * f.tempo;
  if (isGoalSport(sport)) {
    // Home advantage ~ 0.25 goals in football; the gap shifts the split multiplicatively.
    const share = 1 / (1 + Math.exp(-(gap * sport.ratingSpread + 0.2)));
    return [total * share, total * (1 - share)];
  }
  const margin = gap * sport.ratingSpread + (sport.kind === 'timed' ? total * 0.012 : 0);
  return [(total + margin) / 2, (total - margin) / 2];
};

/** The probability the home side wins one unit (set, game, point, frame) in a sets sport. */
export const unitWinProbability = (sport: SportDef, f: Pick<Fixture, 'ratingH' | 'ratingC'>): number =>
  Math.min(0.9, Math.max(0.1, 0.5 + (f.ratingH - f.ratingC) * sport.ratingSpread));

/** Volleyball and table tennis: the probability the home side wins a rally (priced the same, pricing.ts). */
export const rallyWinProbability = (unitP: number): number => 0.5 + (unitP - 0.5) * 0.35;

/** Points, games or frames a set needs (win by two where the sport says so). */
export const unitsPerSet = (sport: SportDef, setIndex: number): { need: number; byTwo: boolean } => {
  switch (sport.code) {
    case 'TN':
      return { need: 6, byTwo: true };
    case 'VB':
      return { need: setIndex === 5 ? 15 : 25, byTwo: true };
    case 'TT':
      return { need: 11, byTwo: true };
    default:
      return { need: 1, byTwo: false };
  }
};

/** What happened in one step, for suspension and persistence. */
export interface StepEvents {
  scored: boolean;
  periodChanged: boolean;
  finished: boolean;
  redCard: boolean;
}

const rngFor = (fixture: Fixture, state: MatchState): Rng => {
  // SHA-256 per step also keeps the steps' draws independent ("id:n" seeds through FNV-1a were correlated:
  // a match that had scored went on scoring above its rate).
  const rng = secretRng(nonceOf(state), fixture.gameId, state.draws);
  state.draws += 1;
  return rng;
};

/** Starts a match at 0' (or at the given score, for the operator's matches:score on a pre-match game). */
export const kickOff = (state: MatchState, sport: SportDef, fixture: Fixture, score?: [number, number]) => {
  state.status = 'live';
  state.period = 1;
  state.elapsed = 0;
  state.breakLeft = 0;
  state.stoppage = sport.code === 'FT' || sport.code === 'VF' ? stoppageFor(fixture, state, 1) : 0;
  if (score) state.score = score;
};

const stoppageFor = (fixture: Fixture, state: MatchState, half: number) =>
  rngFor(fixture, state).int(half === 1 ? 0 : 1, half === 1 ? 3 : 6) * 60;

const periodLength = (sport: SportDef, state: MatchState) =>
  state.period > sport.periods ? sport.overtimeSeconds : sport.periodSeconds + state.stoppage;

/** Ends the match now (the operator's finish, or the clock). */
export const finish = (state: MatchState) => {
  if (state.status === 'finished' || state.status === 'void') return;
  if (!state.ht && state.period <= 1) state.ht = [...state.score];
  state.status = 'finished';
  state.breakLeft = 0;
};

/** Overtime periods played while level before a decider (a guard: the book prices no limit). */
const MAX_OVERTIMES = 20;

const endPeriod = (sport: SportDef, fixture: Fixture, state: MatchState, ev: StepEvents) => {
  ev.periodChanged = true;
  const [h, c] = state.score;
  if (sport.periods === 2 && state.period === 1) state.ht = [h, c];
  if (sport.periods === 4 && state.period === 2) state.ht = [h, c];
  if (state.period === sport.periods) recordRegulation(sport, state);
  const regulationOver = state.period >= sport.periods;
  // Decided, or level where the draw stands (no golden point in this league).
  if (regulationOver && (h !== c || (sport.draws && !playsOvertime(sport, fixture.leagueId)))) {
    finish(state);
    ev.finished = true;
    return;
  }
  if (regulationOver && sport.overtimeSeconds === 0) {
    // No overtime defined (should not happen for no-draw sports): a deciding score.
    state.score[rngFor(fixture, state).next() < 0.5 ? 0 : 1] += 1;
    finish(state);
    ev.finished = true;
    return;
  }
  if (sport.shootOut && state.period > sport.periods) {
    // Ice hockey's overtime passed without a goal: the shoot-out's winner gets the deciding goal, as priced.
    state.score[shootOutWinner(expectedScores(sport, fixture), rngFor(fixture, state))] += 1;
    finish(state);
    ev.finished = true;
    return;
  }
  if (sport.decidingOvertime && state.period > sport.periods) {
    // The one deciding period (NFL overtime, golden point) ended level: the tie stands, as priced.
    finish(state);
    ev.finished = true;
    return;
  }
  if (state.period >= sport.periods + MAX_OVERTIMES) {
    // Still level after this many overtimes (never seen: below 1e-20 in basketball): a decider keeps the
    // simulation finite. Real games play on, as the book prices, so it must not come earlier (it
    // used to after the third overtime, where four-overtime NBA games do happen).
    state.score[rngFor(fixture, state).next() < 0.5 ? 0 : 1] += sport.scoreValues[0]?.[0] ?? 1;
    finish(state);
    ev.finished = true;
    return;
  }
  const half = sport.periods === 2 ? 1 : sport.periods === 4 ? 2 : 0;
  state.breakLeft = regulationOver
    ? sport.overtimeBreakSeconds
    : state.period === half
      ? sport.halfTimeSeconds
      : sport.breakSeconds;
  state.status = state.breakLeft > 0 ? 'break' : 'live';
  state.period += 1;
  state.elapsed = 0;
  state.stoppage =
    (sport.code === 'FT' || sport.code === 'VF') && state.period === 2 ? stoppageFor(fixture, state, 2) : 0;
};

const isFootball = (sport: SportDef) => sport.code === 'FT' || sport.code === 'VF';

/** Each side's score in `span` game seconds of the current period, as the book prices the sport. */
const timedScores = (
  sport: SportDef,
  fixture: Fixture,
  state: MatchState,
  span: number,
  rng: Rng,
): [number, number] => {
  const means = expectedScores(sport, fixture);
  if (isFootball(sport)) return footballGoals(sport, means, state, span, rng);
  const overtime = state.period > sport.periods;
  if (overtime && sport.decidingOvertime?.kind === 'first-score')
    return firstScorePoints(sport, means, span, rng);
  if (sport.shootOut && overtime) return overtimeGoal(sport, means, span, rng);
  if (isGoalSport(sport)) {
    // Ice hockey: independent Poisson goals at a constant rate over regulation (its model exactly).
    const rate = (side: 0 | 1) => (means[side] / regulationSeconds(sport)) * span;
    return [poisson(rng, rate(0)), poisson(rng, rate(1))];
  }
  return chancePoints(
    sport,
    fixture,
    nonceOf(state),
    means,
    state.period,
    state.elapsed,
    state.elapsed + span,
  );
};

const stepTimed = (sport: SportDef, fixture: Fixture, state: MatchState, dt: number, ev: StepEvents) => {
  const rng = rngFor(fixture, state);
  const length = periodLength(sport, state);
  // A slice running past the end of the period scores only up to it.
  const span = Math.max(0, Math.min(dt, length - state.elapsed));
  const overtime = state.period > sport.periods;
  // NFL overtime: its possessions say when it is over (a lead after the first does not end it).
  const possessions =
    overtime && sport.decidingOvertime?.kind === 'possessions'
      ? possessionPoints(
          sport,
          fixture,
          nonceOf(state),
          expectedScores(sport, fixture),
          state.score,
          state.elapsed,
          state.elapsed + span,
        )
      : null;
  const scores = possessions?.points ?? timedScores(sport, fixture, state, span, rng);
  for (const side of [0, 1] as const) {
    if (scores[side] === 0) continue;
    state.score[side] += scores[side];
    ev.scored = true;
  }
  if (ev.scored && !overtime && sport.pricedOnChances) {
    const upTo = (state.period - 1) * sport.periodSeconds + state.elapsed + span;
    const last = lastChanceScored(sport, fixture, nonceOf(state), expectedScores(sport, fixture), upTo);
    if (last) state.lastScore = { at: last.at, side: last.side };
  }
  if (isFootball(sport) && rng.next() < (0.12 / 5400) * dt) {
    state.redCards[rng.next() < 0.5 ? 0 : 1] += 1;
    ev.redCard = true;
  }
  state.elapsed += dt;
  const firstScoreWins = overtime && (sport.shootOut || sport.decidingOvertime?.kind === 'first-score');
  if (possessions?.over || (firstScoreWins && state.score[0] !== state.score[1])) {
    // Sudden death (ice hockey, golden point): the overtime's first score ends the game at once, an
    // operator's lead set in it too; NFL overtime ends when its possessions say so.
    ev.periodChanged = true;
    finish(state);
    ev.finished = true;
    return;
  }
  if (state.elapsed >= length) endPeriod(sport, fixture, state, ev);
};

const stepInnings = (sport: SportDef, fixture: Fixture, state: MatchState, dt: number, ev: StepEvents) => {
  const means = expectedScores(sport, fixture);
  const rng = rngFor(fixture, state);
  const batting = state.current[0] === 0 ? 1 : 0; // top: away bats
  const scored = inningRuns(sport, means, state, dt, rng, automaticRunnerOf(fixture.leagueId));
  const runs = walkOffRuns(sport, state, scored, rng);
  if (runs > 0) {
    state.score[batting] += runs;
    state.halfRuns = (state.halfRuns ?? 0) + runs;
    ev.scored = true;
  }
  // The real rules, as the book prices them (baseball-runs.ts): a walk-off ends the game at once, the
  // home side does not bat in the 9th when it leads, and a tie plays whole extra innings (up to the
  // league's last, NPB's 12th, after which it stands).
  const regulationLeft = state.period < sport.periods;
  if (!regulationLeft && batting === 0 && state.score[0] > state.score[1]) {
    ev.periodChanged = true;
    finish(state);
    ev.finished = true;
    return;
  }
  state.elapsed += dt;
  if (state.elapsed < sport.periodSeconds / 2) return;
  state.elapsed = 0;
  state.halfRuns = 0;
  // Saved like a new period: the page shows which half of the inning is being played.
  ev.periodChanged = true;
  const decided = !regulationLeft && state.score[0] !== state.score[1];
  if (state.current[0] === 0 && !(decided && state.score[0] > state.score[1])) {
    state.current = [1, 0];
    return;
  }
  if (decided) {
    finish(state);
    ev.finished = true;
    return;
  }
  const limit = regulationLeft ? undefined : maxInningsOf(fixture.leagueId);
  if (limit !== undefined && state.period >= limit) {
    // Level after the league's last inning (NPB: the 12th): the tie stands, as priced.
    finish(state);
    ev.finished = true;
    return;
  }
  state.period += 1;
  state.current = [0, 0];
};

const stepSets = (sport: SportDef, fixture: Fixture, state: MatchState, dt: number, ev: StepEvents) => {
  state.elapsed += dt;
  const p = unitWinProbability(sport, fixture);
  // Within a set the unit is a game (tennis, played point by point on serve), a point (volleyball, table
  // tennis: the rally probability the book prices, pricing.ts) or the frame (snooker).
  const unitP = sport.code === 'SK' ? p : rallyWinProbability(p);
  while (state.elapsed >= sport.periodSeconds && state.status === 'live') {
    state.elapsed -= sport.periodSeconds;
    const rng = rngFor(fixture, state);
    const winner = sport.code === 'TN' ? tennisUnit(rng, p, fixture, state) : rng.next() < unitP ? 0 : 1;
    state.current[winner] += 1;
    const [a, b] = state.current;
    const { need, byTwo } = unitsPerSet(sport, state.period);
    const tiebreak = sport.code === 'TN' && a + b === 13;
    const won = tiebreak || ((a >= need || b >= need) && (!byTwo || Math.abs(a - b) >= 2));
    if (!won) continue;
    ev.scored = true;
    ev.periodChanged = true;
    state.sets.push([a, b]);
    state.score[a > b ? 0 : 1] += 1;
    state.current = [0, 0];
    if (state.score[0] >= sport.setsToWin || state.score[1] >= sport.setsToWin) {
      finish(state);
      ev.finished = true;
      return;
    }
    state.period += 1;
    if (sport.breakSeconds > 0) {
      state.status = 'break';
      state.breakLeft = sport.breakSeconds;
      state.elapsed = 0;
    }
  }
};

/** Advances a live match by `dt` game seconds (the caller steps in small slices). */
export const step = (sport: SportDef, fixture: Fixture, state: MatchState, dt: number): StepEvents => {
  const ev: StepEvents = { scored: false, periodChanged: false, finished: false, redCard: false };
  if (state.status !== 'live' && state.status !== 'break') return ev;
  state.clock += dt;
  if (state.status === 'break') {
    state.breakLeft -= dt;
    if (state.breakLeft <= 0) {
      state.breakLeft = 0;
      state.status = 'live';
      ev.periodChanged = true;
    }
    return ev;
  }
  if (sport.kind === 'timed') stepTimed(sport, fixture, state, dt, ev);
  else if (sport.kind === 'innings') stepInnings(sport, fixture, state, dt, ev);
  else stepSets(sport, fixture, state, dt, ev);
  if ((ev.scored || ev.redCard) && sport.suspendSeconds > 0)
    state.suspendedUntil = state.clock + sport.suspendSeconds;
  return ev;
};

/** Fraction of regulation still to play (what in-play prices scale the expected scores by). */
export const remainingFraction = (sport: SportDef, state: MatchState): number => {
  if (state.status === 'pre') return 1;
  if (state.status === 'finished' || state.status === 'void') return 0;
  if (sport.kind === 'sets') return 1;
  const total = regulationSeconds(sport);
  if (sport.kind === 'innings') {
    const done =
      (state.period - 1) * sport.periodSeconds + state.current[0] * (sport.periodSeconds / 2) + state.elapsed;
    return Math.max(0.02, (total - done) / total);
  }
  if (state.period > sport.periods) {
    return Math.max(0.01, (sport.overtimeSeconds - state.elapsed) / total);
  }
  const done = (state.period - 1) * sport.periodSeconds + Math.min(state.elapsed, sport.periodSeconds);
  return Math.max(0.005, (total - done) / total);
};

const pad = (n: number) => String(Math.max(0, Math.floor(n))).padStart(2, '0');

/** Crown-style clock (contract MatchSchema.re_time). */
export const clockLabel = (sport: SportDef, state: MatchState): string => {
  if (state.status === 'pre' || state.status === 'finished' || state.status === 'void') return '';
  const p = state.period;
  switch (sport.clock) {
    case 'minutes': {
      // Golden point (rugby): the ten minutes left, as the other overtimes show them; while the teams rest
      // before it, the board stands at the end of the second half.
      if (p > sport.periods && state.status === 'break')
        return `${sport.periods}H^${sport.periods * (sport.periodSeconds / 60)}'`;
      if (p > sport.periods) {
        const left = sport.overtimeSeconds - state.elapsed;
        return `OT^${pad(left / 60)}:${pad(left % 60)}`;
      }
      if (state.status === 'break') return 'HT';
      const minute = Math.floor(state.elapsed / 60);
      if (p === 1 && minute === 0 && state.score[0] + state.score[1] === 0) return "LIVE^0'";
      const half = sport.periodSeconds / 60;
      const offset = (p - 1) * half;
      const shown = minute + 1 > half ? `${offset + half}+${minute + 1 - half}` : String(offset + minute + 1);
      return `${p}H^${shown}'`;
    }
    case 'countdown': {
      const overtime = p > sport.periods;
      // A break shows the period just ended at 00:00 (half time in a four-quarter game); an overtime
      // period that ended is OT, not a fifth quarter.
      if (state.status === 'break') {
        if (sport.periods === 4 && p === 3) return 'HT';
        return p - 1 > sport.periods ? 'OT^00:00' : `${sport.prefix}${p - 1}^00:00`;
      }
      const left = (overtime ? sport.overtimeSeconds : sport.periodSeconds) - state.elapsed;
      const mmss = `${pad(left / 60)}:${pad(left % 60)}`;
      return overtime ? `OT^${mmss}` : `${sport.prefix}${p}^${mmss}`;
    }
    case 'inning':
      // The half-inning as a scoreboard shows it: T(op), the away side batting, or B(ottom).
      return `B${p}^${state.current[0] === 0 ? 'T' : 'B'}`;
    default:
      // Between sets the board still shows the set just won; the next one starts when play resumes.
      return `S${state.status === 'break' ? p - 1 : p}^`;
  }
};
