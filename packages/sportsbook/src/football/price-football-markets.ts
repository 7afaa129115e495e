import { lineMarkets, type LinePlan } from '../pricing/lines.ts';
import {
  offerMarket,
  offerOptions,
  type MarketPricing,
  type OfferOptions,
  type SportMarketSet,
  type PricedMarket,
} from '../pricing/offer.ts';
import { correctScore, type Period, type Score, type Selection } from '../settle/markets.ts';
import { summariseGrid, type GridSummary } from './grid-summary.ts';
import { oddEven, threeWay } from '../pricing/distribution.ts';
import { inPlayGrid } from './in-play-grid.ts';
import { poissonCutoff, scoreGrid } from './score-matrix.ts';
import { firstHalfRemainingShare, FIRST_HALF_GOAL_SHARE, remainingGoalShare } from './time-split.ts';

export interface FootballPricingInput extends MarketPricing {
  /** Expected goals over the full match (pre-match means; in play they are scaled by the time left). */
  readonly homeGoals: number;
  readonly awayGoals: number;
  /** Dixon–Coles rho (typically small and negative: more 0-0 and 1-1 than independent Poisson). */
  readonly rho: number;
  /** In play: clock minute (0-90; stoppage time given as 45 or 90) and the score now. */
  readonly inPlay?: { readonly minute: number; readonly score: Score };
}

export interface FootballMarketSet extends SportMarketSet {
  /** Expected goals still to come (the full match's before kick-off). */
  readonly remaining: { readonly home: number; readonly away: number };
}

const FT_LINES: LinePlan = { step: 0.25, alternatives: 4 };
const HT_LINES: LinePlan = { step: 0.25, alternatives: 2 };
/** Correct-score grids list 0..4 (full time) and 0..3 (half time) goals a side, plus "other". */
const FT_CS_MAX = 4;
const HT_CS_MAX = 3;
/** Grids at least this big so listed correct scores exist; bigger when the means need it. */
const MIN_GRID_GOALS = 10;

const gridBuffer = new Float64Array(64 * 64);

const push = (out: PricedMarket[], market: PricedMarket | null): void => {
  if (market) out.push(market);
};

/** Correct score from the grid of goals to come: listed final scores (impossible ones left out) + other. */
const correctScoreMarket = (
  grid: Float64Array,
  size: number,
  current: Score,
  period: Period,
  baseMax: number,
  options: OfferOptions,
): PricedMarket | null => {
  // In play the list grows so at least one more goal for either side is still listed.
  const max = Math.max(baseMax, current.home + 1, current.away + 1);
  const selections: Selection[] = [];
  const probabilities: number[] = [];
  let listed = 0;
  for (let h = current.home; h <= max; h += 1) {
    for (let a = current.away; a <= max; a += 1) {
      const rh = h - current.home;
      const ra = a - current.away;
      const p = rh < size && ra < size ? grid[rh * size + ra]! : 0;
      selections.push(correctScore(h, a));
      probabilities.push(p);
      listed += p;
    }
  }
  selections.push('other');
  probabilities.push(Math.max(0, 1 - listed));
  return offerMarket({ kind: 'cs', period, max }, true, selections, probabilities, options, true);
};

/** Every market of one period from its grid of goals to come. */
const periodMarkets = (
  input: FootballPricingInput,
  period: Period,
  grid: Float64Array,
  size: number,
  current: Score,
  out: PricedMarket[],
): GridSummary => {
  const s = summariseGrid(grid, size, current);
  push(
    out,
    offerMarket(
      { kind: '1x2', period },
      true,
      ['home', 'draw', 'away'],
      threeWay(s.margin),
      offerOptions(input, '1x2'),
    ),
  );
  const plan = period === 'FT' ? FT_LINES : HT_LINES;
  lineMarkets(s.margin, 'ah', period, undefined, plan, offerOptions(input, 'ah'), out);
  lineMarkets(s.total, 'ou', period, undefined, plan, offerOptions(input, 'ou'), out);
  const csMax = period === 'FT' ? FT_CS_MAX : HT_CS_MAX;
  push(out, correctScoreMarket(grid, size, current, period, csMax, offerOptions(input, 'cs')));
  return s;
};

const gridGoals = (l: number, m: number): number =>
  Math.max(MIN_GRID_GOALS, poissonCutoff(l), poissonCutoff(m));

const gridFor = (l: number, m: number, rho: number): { grid: Float64Array; size: number } => {
  const n = gridGoals(l, m);
  return { grid: scoreGrid(l, m, rho, n, gridBuffer), size: n + 1 };
};

/**
 * The full football market set for one match: 1X2, Asian handicap main + 4 alternative quarter lines each
 * side, over/under main + 4 alternatives, odd/even, both teams to score, correct score; half-time 1X2,
 * handicap (main +- 2), over/under (main +- 2), correct score.
 *
 * In play the goals still to come are Poisson with the pre-match means times the share of goals left
 * (time-split.ts); handicap and totals settle on the FULL score, so their distributions are the goals to
 * come shifted by the score now and the main lines move with the score (at 1-0 home, the balanced home
 * handicap is about -1 minus the supremacy still to come). The full-time grid keeps the Dixon–Coles
 * weights of the pre-match final-score distribution while a low final score is still possible
 * (in-play-grid.ts); the half-time grid keeps the correction at 0-0 only. Half-time markets close at
 * minute 45.
 */
export const priceFootballMarkets = (input: FootballPricingInput): FootballMarketSet => {
  const minute = input.inPlay?.minute ?? 0;
  const current = input.inPlay?.score ?? { home: 0, away: 0 };
  const goalless = current.home === 0 && current.away === 0;
  const rho = goalless ? input.rho : 0;
  const share = input.inPlay ? remainingGoalShare(minute) : 1;
  const l = input.homeGoals * share;
  const m = input.awayGoals * share;
  const markets: PricedMarket[] = [];

  // Half time first: the full-time grid reuses the same buffer afterwards.
  const htShare = input.inPlay ? firstHalfRemainingShare(minute) : FIRST_HALF_GOAL_SHARE;
  if (htShare > 0) {
    const ht = gridFor(input.homeGoals * htShare, input.awayGoals * htShare, rho);
    periodMarkets(input, 'HT', ht.grid, ht.size, current, markets);
  }

  // At kick-off the in-play grid is the pre-match one; it is built as such so the two agree to the bit.
  const ft =
    input.inPlay && !(goalless && minute === 0)
      ? { grid: inPlayGrid(l, m, input, current, gridGoals(l, m), gridBuffer), size: gridGoals(l, m) + 1 }
      : gridFor(l, m, rho);
  const s = periodMarkets(input, 'FT', ft.grid, ft.size, current, markets);
  push(
    markets,
    offerMarket(
      { kind: 'oe', period: 'FT' },
      true,
      ['odd', 'even'],
      oddEven(s.total),
      offerOptions(input, 'oe'),
    ),
  );
  push(
    markets,
    offerMarket(
      { kind: 'btts', period: 'FT' },
      true,
      ['yes', 'no'],
      [s.btts, 1 - s.btts],
      offerOptions(input, 'btts'),
    ),
  );
  return { markets, remaining: { home: l, away: m } };
};
