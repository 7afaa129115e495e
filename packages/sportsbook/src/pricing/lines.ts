import type { Count, MarketDescriptor, Period } from '../settle/markets.ts';
import {
  distributionMean,
  handicapSplitInto,
  type IntDistribution,
  type StakeSplit,
} from './distribution.ts';
import { offerMarket, type OfferOptions, type PricedMarket } from './offer.ts';

/**
 * Which lines of a handicap or total market to offer: the main line is the one whose two sides are
 * closest to 50/50 (push-free), then `alternatives` lines each side `altStep` apart.
 */
export interface LinePlan {
  /** Main-line granularity: 0.25 (football quarter lines), 0.5 (points sports), 1 (with offset 0.5). */
  readonly step: number;
  /** Lines sit at offset + k x step; 0.5 with step 1 gives half lines only (no pushes). Default 0. */
  readonly offset?: number;
  /** Distance between alternative lines (defaults to step). */
  readonly altStep?: number;
  /** Alternative lines on each side of the main line. */
  readonly alternatives: number;
  /** A line is offered only when both sides' push-free probability is at least this. */
  readonly minSide?: number;
  /** Handicap lines nearer 0 than this are skipped (with no final tie, +-0.5 is just the moneyline). */
  readonly minAbsLine?: number;
}

const DEFAULT_MIN_SIDE = 0.03;

const scratch: StakeSplit = { won: 0, lost: 0 };

/** Push-free probability of the home side (ah) or the over (ou) at a line; NaN when every outcome pushes. */
const firstSideProbability = (d: IntDistribution, kind: 'ah' | 'ou', line: number): number => {
  handicapSplitInto(d, kind === 'ah' ? line : -line, scratch);
  return scratch.won / (scratch.won + scratch.lost);
};

const roundTo = (value: number, step: number, offset: number): number =>
  Math.round((value - offset) / step) * step + offset;

const allowedLine = (line: number, minLine: number, minAbsLine: number): boolean =>
  line >= minLine && Math.abs(line) >= minAbsLine - 1e-9;

/**
 * The main line: the allowed grid line whose first-side probability is nearest 0.5. q is monotone in the
 * line, so the scan goes out from the mean each way until q moves away from 0.5.
 */
export const mainLine = (
  d: IntDistribution,
  kind: 'ah' | 'ou',
  step: number,
  minLine: number,
  offset = 0,
  minAbsLine = 0,
): number => {
  const mean = distributionMean(d);
  const start = roundTo(kind === 'ah' ? -mean : mean, step, offset);
  let best = Number.NaN;
  let bestGap = Number.POSITIVE_INFINITY;
  for (const direction of [1, -1]) {
    let previousGap = Number.POSITIVE_INFINITY;
    for (let k = direction === 1 ? 0 : 1; k <= 400; k += 1) {
      const line = start + direction * k * step;
      if (line < minLine && direction === -1) break;
      if (!allowedLine(line, minLine, minAbsLine)) continue;
      const gap = Math.abs(firstSideProbability(d, kind, line) - 0.5);
      if (Number.isNaN(gap)) continue;
      if (gap < bestGap) {
        best = line;
        bestGap = gap;
      }
      if (gap > previousGap) break;
      previousGap = gap;
    }
  }
  return best;
};

/**
 * Main and alternative lines of a handicap (`d` = home margin) or total (`d` = total) market, margined.
 * Totals never go below 0.5. Appends to `out`.
 */
export const lineMarkets = (
  d: IntDistribution,
  kind: 'ah' | 'ou',
  period: Period,
  count: Count | undefined,
  plan: LinePlan,
  options: OfferOptions,
  out: PricedMarket[],
): void => {
  const minLine = kind === 'ou' ? 0.5 : Number.NEGATIVE_INFINITY;
  const minAbsLine = plan.minAbsLine ?? 0;
  const main = mainLine(d, kind, plan.step, minLine, plan.offset ?? 0, minAbsLine);
  if (Number.isNaN(main)) return;
  const altStep = plan.altStep ?? plan.step;
  const minSide = plan.minSide ?? DEFAULT_MIN_SIDE;
  // Alternatives are the next allowed lines each way (skipping the band a final tie cannot reach).
  const lines = [main];
  for (const direction of [-1, 1]) {
    let line = main;
    for (let found = 0, guard = 0; found < plan.alternatives && guard < 100; guard += 1) {
      line += direction * altStep;
      if (line < minLine && direction === -1) break;
      if (!allowedLine(line, minLine, minAbsLine)) continue;
      if (direction === -1) lines.unshift(line);
      else lines.push(line);
      found += 1;
    }
  }
  for (const line of lines) {
    const q = firstSideProbability(d, kind, line);
    if (!(q >= minSide && q <= 1 - minSide)) continue;
    const market: MarketDescriptor = count ? { kind, period, line, count } : { kind, period, line };
    const priced = offerMarket(
      market,
      line === main,
      kind === 'ah' ? ['home', 'away'] : ['over', 'under'],
      [q, 1 - q],
      options,
    );
    if (priced) out.push(priced);
  }
};
