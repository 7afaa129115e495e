import {
  convolve,
  discreteNormal,
  massAt,
  mixDistributions,
  shiftDistribution,
  threeWay,
  type IntDistribution,
} from '../pricing/distribution.ts';
import type { LinePlan } from '../pricing/lines.ts';
import {
  offerMarket,
  offerOptions,
  type MarketPricing,
  type PricedMarket,
  type SportMarketSet,
} from '../pricing/offer.ts';
import type { Score } from '../settle/markets.ts';
import { pushFinalLines, pushMoneyline } from './shared-markets.ts';
import { decidingOvertimeFor, type DecidingOvertimeRule } from './deciding-overtime.ts';
import { overtimePoints, regulationFor, type DecidingOvertime } from './overtime.ts';
import { chanceScores } from './chance-scores.ts';
import { chancePlanFor, type ScoreValues, type SeenChance } from './scoring-chances.ts';
import { breakMarginTies, playOffMarginTies, settleTiesBy, settleTotalTies } from './ties.ts';

/**
 * High-scoring sports priced from a normal margin and a normal total (Stern 1991 for American football,
 * Stern 1994 "A Brownian motion model for the progress of sports scores", JASA 89:1128-1134, for the
 * in-play form): with a fraction f of the game left, the margin still to come is
 * normal(supremacy x f, sdMargin x sqrt f) and the points still to come normal(total x f, sdTotal x sqrt f),
 * made integer with a continuity correction and shifted by the score now.
 */
export interface PointsSportInput extends MarketPricing {
  /** Expected home margin over the whole game (home minus away points). */
  readonly supremacy: number;
  /** Expected total points over the whole game. */
  readonly total: number;
  readonly inPlay?: {
    readonly elapsedMinutes: number;
    readonly score: Score;
    /**
     * When regulation's last score came (its minute) and whose it was. Read where regulation is priced on
     * scoring chances at regular gaps (`chances`): the chances left then come a gap after it and every gap
     * on, and whose the next one is follows from the scorer (scoring-chances.ts chancesAfter), as a watcher
     * of the score can tell. Absent (no score yet): the chances left at a phase the book cannot see.
     */
    readonly lastScore?: { readonly elapsedMinutes: number; readonly side: 'home' | 'away' };
  };
}

export interface PointsSportModel {
  readonly gameMinutes: number;
  readonly sdMargin: number;
  readonly sdTotal: number;
  /** True when a draw stands as a result (1X2; the moneyline is draw-no-bet); else ties are played off. */
  readonly draws: boolean;
  /** A played-off tie ends +-tieBreakMargin, each side with probability 1/2. */
  readonly tieBreakMargin: number;
  /**
   * Length of an overtime period (minutes, like gameMinutes) played while regulation ends level, its points
   * counting in the total (overtime.ts). 0 or absent: a tie is broken without points (tieBreakMargin only).
   */
  readonly overtimeMinutes?: number;
  /**
   * One deciding overtime period of overtimeMinutes whose tie stands: American football's possessions
   * (nfl-overtime.ts) or rugby's golden point, which the first score wins (overtime.ts suddenDeathFor).
   * Played where draws stand too (rugby: the 1X2 settles on regulation, the lines on the final score).
   * Absent: overtime periods are played in full, again while level (basketball).
   */
  readonly decidingOvertime?: DecidingOvertimeRule;
  /** The 1X2 settles on regulation time (period REG), its draw a result whatever overtime follows. */
  readonly winOnRegulation?: boolean;
  /**
   * Regulation's points come as scoring chances of these values (scoring-chances.ts: the lumps of 3, 5 and
   * 7 that bring a rugby game back to level), solved for the same means and spreads, instead of the normal
   * margin and total. Where draws stand or with a deciding overtime (rugby).
   */
  readonly chances?: ScoreValues;
  readonly handicapLines: LinePlan;
  readonly totalLines: LinePlan;
}

export const remainingFraction = (elapsedMinutes: number, gameMinutes: number): number => {
  if (!Number.isFinite(elapsedMinutes)) throw new RangeError('elapsedMinutes must be a number');
  return Math.min(1, Math.max(0, (gameMinutes - elapsedMinutes) / gameMinutes));
};

/**
 * Final margin and total distributions, and regulation's margin; null once no time is left. A level
 * regulation is played off where the sport has a deciding overtime (its margin and points added as likely
 * as the margin says regulation ends level, a tie standing when it ends level), else without draws: in
 * overtime periods (the margin one period's, given not level) or by +-tieBreakMargin. With `model.chances`
 * regulation's rest is its scoring chances (chanceDistributions) rather than the normal.
 */
export const pointsDistributions = (
  input: PointsSportInput,
  model: PointsSportModel,
): { margin: IntDistribution; total: IntDistribution; regulation: IntDistribution } | null => {
  if (!(input.total > 0) || !Number.isFinite(input.supremacy)) throw new RangeError('bad supremacy or total');
  if (!(model.sdMargin > 0 && model.sdTotal > 0)) throw new RangeError('standard deviations must be > 0');
  const f = input.inPlay ? remainingFraction(input.inPlay.elapsedMinutes, model.gameMinutes) : 1;
  if (f === 0) return null;
  const score = input.inPlay?.score ?? { home: 0, away: 0 };
  const root = Math.sqrt(f);
  const game = { ...input, sdMargin: model.sdMargin, sdTotal: model.sdTotal };
  const minutes = model.overtimeMinutes ?? 0;
  const deciding =
    minutes > 0 && model.decidingOvertime
      ? decidingOvertimeFor(game, model.decidingOvertime, model.gameMinutes, minutes)
      : null;
  const share = model.draws ? 0 : minutes / model.gameMinutes;
  const periods = deciding ? null : regulationFor(game, share);
  const regulation = deciding ?? periods!;
  if (model.chances) {
    if (!deciding && !model.draws) throw new RangeError('scoring chances need draws or a deciding overtime');
    return chanceDistributions(input, model, model.chances, regulation, f, deciding);
  }
  const base = score.home + score.away;
  const mean = input.total * regulation.scale * f;
  const sd = regulation.sdTotal * root;
  const margin = shiftDistribution(
    discreteNormal(input.supremacy * regulation.scale * f, model.sdMargin * root),
    score.home - score.away,
  );
  const total = shiftDistribution(discreteNormal(mean, sd, 0), base);
  const level = massAt(margin, 0);
  if (deciding) {
    // A level regulation adds what the overtime ends with, a level one standing as a tie (the moneyline
    // pushes, offerMarket prices it push-free).
    return {
      regulation: margin,
      margin: settleTiesBy(margin, deciding.margin),
      total: level > 0 ? mixDistributions(total, convolve(total, deciding.points), level) : total,
    };
  }
  if (model.draws) return { regulation: margin, margin, total };
  if (share === 0)
    return { regulation: margin, margin: breakMarginTies(margin, 0.5, model.tieBreakMargin), total };
  const overtime = overtimePoints(periods!);
  const longer = shiftDistribution(
    discreteNormal(mean + overtime.mean, Math.sqrt(sd * sd + overtime.variance), 0),
    base,
  );
  const period = discreteNormal(
    input.supremacy * regulation.scale * share,
    model.sdMargin * Math.sqrt(share),
  );
  return {
    regulation: margin,
    margin: playOffMarginTies(margin, period),
    total: level > 0 ? mixDistributions(total, longer, level) : total,
  };
};

/**
 * The distributions of a game priced on its scoring chances (scoring-chances.ts): regulation's share of each
 * side's quoted points and its total spread solved into the chances the rest of regulation holds, which
 * give the margin and total exactly, lumps and pushes included; a deciding overtime adds its margin to a
 * level regulation and its points to exactly the totals a level regulation ends on.
 */
const chanceDistributions = (
  input: PointsSportInput,
  model: PointsSportModel,
  values: ScoreValues,
  regulation: { readonly scale: number; readonly sdTotal: number },
  fraction: number,
  deciding: DecidingOvertime | null,
): { margin: IntDistribution; total: IntDistribution; regulation: IntDistribution } => {
  const score = input.inPlay?.score ?? { home: 0, away: 0 };
  const lead = score.home - score.away;
  const points = [input.total + input.supremacy, input.total - input.supremacy] as const;
  const plan = chancePlanFor(
    [(points[0] / 2) * regulation.scale, (points[1] / 2) * regulation.scale],
    model.sdMargin,
    regulation.sdTotal,
    values,
  );
  const rest = chanceScores(plan, values, fraction, deciding ? -lead : undefined, seenChance(input, model));
  const margin = shiftDistribution(rest.margin, lead);
  const total = shiftDistribution(rest.total, score.home + score.away);
  if (!deciding || !rest.totalAtLevel) return { regulation: margin, margin, total };
  return {
    regulation: margin,
    margin: settleTiesBy(margin, deciding.margin),
    total: settleTotalTies(
      total,
      shiftDistribution(rest.totalAtLevel, score.home + score.away),
      deciding.points,
    ),
  };
};

/** The last score of regulation as chance-scores.ts takes it: the fraction of regulation since it, whose. */
const seenChance = (input: PointsSportInput, model: PointsSportModel): SeenChance | undefined => {
  const last = input.inPlay?.lastScore;
  if (!last) return undefined;
  const now = input.inPlay!.elapsedMinutes;
  if (!(last.elapsedMinutes >= 0 && last.elapsedMinutes <= now))
    throw new RangeError('the last score must come between kick-off and now');
  return { ago: (now - last.elapsedMinutes) / model.gameMinutes, side: last.side === 'home' ? 0 : 1 };
};

/** Moneyline (and 1X2 where draws stand), handicap and total lines. No markets once time is up. */
export const pricePointsSport = (input: PointsSportInput, model: PointsSportModel): SportMarketSet => {
  const markets: PricedMarket[] = [];
  const d = pointsDistributions(input, model);
  if (!d) return { markets };
  const margin = d.margin;
  if (model.draws) {
    const oneXTwo = offerMarket(
      { kind: '1x2', period: model.winOnRegulation ? 'REG' : 'FT' },
      true,
      ['home', 'draw', 'away'],
      threeWay(model.winOnRegulation ? d.regulation : margin),
      offerOptions(input, '1x2'),
    );
    if (oneXTwo) markets.push(oneXTwo);
    // The moneyline of a sport where draws stand is draw-no-bet on the final score: a tie is refunded.
    const [home, , away] = threeWay(margin);
    pushMoneyline(input, home / (home + away), away / (home + away), markets);
  } else {
    const [home, , away] = threeWay(margin);
    pushMoneyline(input, home, away, markets);
  }
  pushFinalLines(input, margin, d.total, { handicap: model.handicapLines, total: model.totalLines }, markets);
  return { markets };
};
