import type { Market, MarketStatus, PlayCode } from '@qilin/contract';
import {
  bestOfMargin,
  bestOfWin,
  discreteNormal,
  handicapHome,
  mainLine,
  matrixDists,
  offer,
  scoreMatrix,
  totalOver,
  type Dist,
} from './pricing-math.ts';
import {
  expectedScores,
  remainingFraction,
  unitWinProbability,
  type Fixture,
  type MatchState,
} from './simulator/match-state.ts';
import { isGoalSport, SPORTS, type SportDef } from './simulator/sports.ts';

/** Dixon–Coles rho for football (the 1997 paper's fitted values are around -0.1). */
const RHO = -0.08;
/** Outrights and correct scores carry a larger margin than the main lines. */
const PD_MARGIN = 0.15;
/** Plays offered before kick-off only (they close at kick-off). */
export const PRE_MATCH_ONLY: readonly PlayCode[] = ['EO'];

export const marketId = (eventId: string, w: PlayCode, line: number | null) =>
  `${eventId}:${w}:${line ?? ''}`;

interface Ctx {
  fixture: Fixture;
  status: MarketStatus;
  out: Market[];
}

const push = (
  c: Ctx,
  eventId: string,
  w: PlayCode,
  line: number | null,
  main: boolean,
  sel: [string, number][],
) => {
  const odds = offer(
    sel.map(([, p]) => p),
    w === 'PD' || w === 'HPD' ? PD_MARGIN : undefined,
  );
  c.out.push({
    id: marketId(eventId, w, line),
    w,
    line,
    main,
    status: c.status,
    selections: sel.map(([r], i) => ({ r, odds: odds[i] ?? 1.01 })),
  });
};

const round = (x: number) => Math.round(x * 100) / 100;
const mean = (d: Dist) => {
  let s = 0;
  for (const [v, p] of d) s += v * p;
  return s;
};
const prob = (d: Dist, test: (v: number) => boolean) => {
  let s = 0;
  for (const [v, p] of d) if (test(v)) s += p;
  return s;
};

/** Handicap main line plus alternatives (`steps` on the `step` grid each side); lines near certain are dropped. */
const handicaps = (c: Ctx, eventId: string, w: PlayCode, margin: Dist, step: number, alts: number) => {
  const main = mainLine((l) => handicapHome(margin, l), -mean(margin), step);
  for (let i = -alts; i <= alts; i += 1) {
    const line = round(main + i * step);
    const pH = handicapHome(margin, line);
    if (i !== 0 && (pH < 0.04 || pH > 0.96)) continue;
    push(c, eventId, w, line, i === 0, [
      ['H', pH],
      ['C', 1 - pH],
    ]);
  }
};

const totals = (
  c: Ctx,
  eventId: string,
  w: PlayCode,
  total: Dist,
  step: number,
  alts: number,
  floor: number,
) => {
  const main = Math.max(
    floor + 0.5,
    mainLine((l) => totalOver(total, l), mean(total), step),
  );
  for (let i = -alts; i <= alts; i += 1) {
    const line = round(main + i * step);
    if (line <= floor) continue;
    const pO = totalOver(total, line);
    if (i !== 0 && (pO < 0.04 || pO > 0.96)) continue;
    push(c, eventId, w, line, i === 0, [
      ['O', pO],
      ['U', 1 - pO],
    ]);
  }
};

const winDrawWin = (c: Ctx, eventId: string, w: PlayCode, margin: Dist, draws: boolean) => {
  const pH = prob(margin, (v) => v > 0);
  const pC = prob(margin, (v) => v < 0);
  const pN = 1 - pH - pC;
  if (draws)
    push(c, eventId, w, null, true, [
      ['H', pH],
      ['N', pN],
      ['C', pC],
    ]);
  else {
    // No draw: a level score goes to overtime, split by the sides' chances.
    const share = pH + pC > 0 ? pH / (pH + pC) : 0.5;
    push(c, eventId, w, null, true, [
      ['H', pH + pN * share],
      ['C', pC + pN * (1 - share)],
    ]);
  }
};

const oddEven = (c: Ctx, eventId: string, total: Dist) => {
  const odd = prob(total, (v) => Math.abs(v % 2) === 1);
  push(c, eventId, 'EO', null, true, [
    ['ODD', odd],
    ['EVEN', 1 - odd],
  ]);
};

const correctScore = (c: Ctx, eventId: string, w: PlayCode, m: number[][], sh: number, sa: number) => {
  const sel: [string, number][] = [];
  let listed = 0;
  const top = Math.max(4, sh, sa);
  for (let h = sh; h <= top; h += 1)
    for (let a = sa; a <= top; a += 1) {
      const p = m[h - sh]?.[a - sa] ?? 0;
      if (h - sh > 4 || a - sa > 4) continue;
      sel.push([`${h}-${a}`, p]);
      listed += p;
    }
  sel.push(['OTH', Math.max(0.0005, 1 - listed)]);
  push(c, eventId, w, null, true, sel);
};

const football = (c: Ctx, sport: SportDef, state: MatchState, pre: boolean) => {
  const f = c.fixture;
  const [eh, ec] = expectedScores(sport, f);
  const rest = remainingFraction(sport, state);
  const cut = (side: 0 | 1) => Math.pow(0.7, state.redCards[side]);
  const m = scoreMatrix(eh * rest * cut(0), ec * rest * cut(1), RHO);
  const [sh, sa] = state.score;
  const { margin, total } = matrixDists(m, sh, sa);
  winDrawWin(c, f.gameId, 'M', margin, true);
  handicaps(c, f.gameId, 'R', margin, 0.25, 2);
  totals(c, f.gameId, 'OU', total, 0.25, 2, sh + sa);
  if (pre) oddEven(c, f.gameId, total);
  const ts = m.reduce(
    (s, row, h) => s + row.reduce((t, p, a) => t + (h + sh > 0 && a + sa > 0 ? p : 0), 0),
    0,
  );
  push(c, f.gameId, 'TS', null, true, [
    ['Y', ts],
    ['NO', 1 - ts],
  ]);
  correctScore(c, f.gameId, 'PD', m, sh, sa);
  // Half-time plays, booked on the hgid, while the first half is still to be played.
  if (state.period <= 1 && state.status !== 'break') {
    const half = sport.periodSeconds;
    const left = pre ? half : Math.max(0, half - state.elapsed);
    const share = (0.45 * left) / half;
    const hm = scoreMatrix(eh * share * cut(0), ec * share * cut(1), RHO, 8);
    const hd = matrixDists(hm, sh, sa);
    winDrawWin(c, f.hgid, 'HM', hd.margin, true);
    handicaps(c, f.hgid, 'HR', hd.margin, 0.25, 0);
    totals(c, f.hgid, 'HOU', hd.total, 0.25, 0, sh + sa);
    correctScore(c, f.hgid, 'HPD', hm, sh, sa);
  }
};

const goalsOther = (c: Ctx, sport: SportDef, state: MatchState, pre: boolean) => {
  const f = c.fixture;
  const [eh, ec] = expectedScores(sport, f);
  const rest = remainingFraction(sport, state);
  const m = scoreMatrix(eh * rest, ec * rest, 0, sport.code === 'BS' ? 25 : 15);
  const [sh, sa] = state.score;
  const { margin, total } = matrixDists(m, sh, sa);
  winDrawWin(c, f.gameId, 'M', margin, sport.draws);
  handicaps(c, f.gameId, 'R', margin, sport.draws ? 0.25 : 1, sport.draws ? 2 : 1);
  totals(c, f.gameId, 'OU', total, sport.draws ? 0.25 : 1, 2, sh + sa);
  if (pre) oddEven(c, f.gameId, total);
};

const points = (c: Ctx, sport: SportDef, state: MatchState, pre: boolean) => {
  const f = c.fixture;
  const [eh, ec] = expectedScores(sport, f);
  const rest = remainingFraction(sport, state);
  const [sh, sa] = state.score;
  const margin = discreteNormal(sh - sa + (eh - ec) * rest, sport.sdMargin * Math.sqrt(rest));
  const total = discreteNormal(sh + sa + (eh + ec) * rest, sport.sdTotal * Math.sqrt(rest));
  winDrawWin(c, f.gameId, 'M', margin, sport.draws);
  handicaps(c, f.gameId, 'R', margin, 1, 2);
  totals(c, f.gameId, 'OU', total, 1, 2, sh + sa);
  if (pre) oddEven(c, f.gameId, total);
};

/** Average units (games, points, frames) per set, for the games/points total. */
const UNITS_PER_SET: Partial<Record<SportDef['code'], [number, number]>> = {
  TN: [9.7, 2.5],
  VB: [45, 5],
  TT: [19, 3],
  SK: [1, 0],
};

const sets = (c: Ctx, sport: SportDef, state: MatchState, pre: boolean) => {
  const f = c.fixture;
  const p = unitWinProbability(sport, f);
  const need = sport.setsToWin;
  const [sh, sa] = state.score;
  const [gh, ga] = state.current;
  const pNow = Math.min(0.97, Math.max(0.03, p + 0.05 * (gh - ga)));
  const pWin = pNow * bestOfWin(p, need, sh + 1, sa) + (1 - pNow) * bestOfWin(p, need, sh, sa + 1);
  push(c, f.gameId, 'M', null, true, [
    ['H', pWin],
    ['C', 1 - pWin],
  ]);
  const margin = new Map<number, number>();
  const setCount = new Map<number, number>();
  for (const [first, w] of [
    [[sh + 1, sa], pNow],
    [[sh, sa + 1], 1 - pNow],
  ] as const) {
    const [a, b] = first;
    for (const [v, q] of bestOfMargin(p, need, a, b)) {
      margin.set(v, (margin.get(v) ?? 0) + q * w);
      const played = need + (need - Math.abs(v));
      setCount.set(played, (setCount.get(played) ?? 0) + q * w);
    }
  }
  handicaps(c, f.gameId, 'SR', margin, 1, need > 2 ? 1 : 0);
  const [avg, sd] = UNITS_PER_SET[sport.code] ?? [1, 0];
  const done = state.sets.reduce((s, [a, b]) => s + a + b, 0);
  const expectedSets = [...setCount].reduce((s, [n, q]) => s + n * q, 0);
  const remainingSets = Math.max(0, expectedSets - state.sets.length);
  const total =
    sd === 0
      ? setCount
      : discreteNormal(done + remainingSets * avg, sd * Math.sqrt(Math.max(0.3, remainingSets)));
  totals(c, f.gameId, 'SOU', total, 1, 1, done + gh + ga);
  if (pre) oddEven(c, f.gameId, total);
};

/** Every market of a match in its current state (empty once it is over). */
export const priceMatch = (fixture: Fixture, state: MatchState): Market[] => {
  if (state.status === 'finished' || state.status === 'void') return [];
  const sport = SPORTS[fixture.sport];
  const pre = state.status === 'pre';
  const suspended = !pre && state.clock < state.suspendedUntil;
  const c: Ctx = { fixture, status: suspended ? 'suspended' : 'open', out: [] };
  if (sport.code === 'FT' || sport.code === 'VF') football(c, sport, state, pre);
  else if (isGoalSport(sport)) goalsOther(c, sport, state, pre);
  else if (sport.kind === 'sets') sets(c, sport, state, pre);
  else points(c, sport, state, pre);
  return c.out;
};
