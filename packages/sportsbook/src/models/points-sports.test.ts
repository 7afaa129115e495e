import { describe, expect, it } from 'vitest';
import { normalCdf } from '../pricing/normal.ts';
import type { PricedMarket } from '../pricing/offer.ts';
import {
  AMERICAN_FOOTBALL_DEFAULTS,
  AMERICAN_FOOTBALL_SCORE_VALUES,
  AMERICAN_FOOTBALL_SCORING_PLAYS,
  priceAmericanFootball,
} from './american-football.ts';
import { priceBasketball } from './basketball.ts';
import { priceOtherSport } from './other-sport.ts';
import { nflOvertimeFor } from './nfl-overtime.ts';
import { levelProbability, overtimePoints, regulationFor } from './overtime.ts';
import { pointsDistributions } from './points-sport.ts';
import { distributionMean, massAt, type IntDistribution } from '../pricing/distribution.ts';

const main = (markets: PricedMarket[], kind: string) =>
  markets.find((m) => m.market.kind === kind && m.main)!;
const lineOf = (m: PricedMarket) => (m.market as { line: number }).line;

describe('basketball (normal margin, sd 12)', () => {
  const { markets } = priceBasketball({ supremacy: 5, total: 220, marginPct: 5 });

  it('wins the moneyline with about Phi(5 / 12)', () => {
    // A level regulation's overtime leans a little to the better side too (0.6627 against 0.6615).
    expect(main(markets, 'ml').outcomes[0]!.probability).toBeCloseTo(normalCdf(5 / 12), 2);
  });

  it('centres the spread and total on the expectations', () => {
    expect(lineOf(main(markets, 'ah'))).toBe(-5);
    expect(lineOf(main(markets, 'ou'))).toBe(220);
    expect(main(markets, 'ah').outcomes[0]!.probability).toBeCloseTo(0.5, 2);
  });

  it('shrinks the uncertainty with the time left (Brownian motion, Stern 1994)', () => {
    const live = priceBasketball({
      supremacy: 5,
      total: 220,
      marginPct: 5,
      inPlay: { elapsedMinutes: 44, score: { home: 100, away: 94 } },
    });
    // 4 minutes left: margin still to come ~ normal(5/12, 12 sqrt(1/12)); home leads by 6.
    const expected = normalCdf((6 + 5 / 12) / (12 * Math.sqrt(4 / 48)));
    expect(main(live.markets, 'ml').outcomes[0]!.probability).toBeCloseTo(expected, 2);
    expect(lineOf(main(live.markets, 'ou'))).toBeCloseTo(194 + 220 / 12, -0.5);
    const over = priceBasketball({
      supremacy: 5,
      total: 220,
      marginPct: 5,
      inPlay: { elapsedMinutes: 48, score: { home: 100, away: 94 } },
    });
    expect(over.markets).toEqual([]);
  });
});

describe('overtime (basketball, American football)', () => {
  const game = { supremacy: 0, total: 220, marginPct: 5 };
  const basketballModel = {
    gameMinutes: 48,
    overtimeMinutes: 5,
    sdMargin: 12,
    sdTotal: 18,
    draws: false,
    tieBreakMargin: 3,
    handicapLines: { step: 0.5, alternatives: 0 },
    totalLines: { step: 0.5, alternatives: 0 },
  };

  it("keeps the quoted total as the whole game's expectation, overtime included", () => {
    const d = pointsDistributions(game, basketballModel)!;
    expect(distributionMean(d.total)).toBeCloseTo(220, 1);
    expect(d.margin.p[-d.margin.min]).toBe(0);
  });

  it('prices a level game late to go on: more points to come than in a decided game on the same score', () => {
    const mean = (home: number, away: number) =>
      distributionMean(
        pointsDistributions(
          { ...game, inPlay: { elapsedMinutes: 46, score: { home, away } } },
          basketballModel,
        )!.total,
      );
    // Same 200 points and 2 minutes left: only the level game may play 5 more minutes (~23 points, about
    // one time in eight). Before, both expected the same.
    expect(mean(100, 100) - mean(110, 90)).toBeGreaterThan(2);
  });

  it('splits regulation and overtime so that their means add up to the quote', () => {
    const r = regulationFor({ supremacy: 3, total: 200, sdMargin: 12, sdTotal: 18 }, 5 / 48);
    const level = levelProbability(3, 12);
    expect(200 * r.scale + level * overtimePoints(r).mean).toBeCloseTo(200, 9);
    expect(r.sdTotal).toBeLessThan(18);
  });
});

describe("American football (Stern 1991's margin sd 13.86, on scoring chances)", () => {
  it('makes a 3-point favourite win about Phi(3 / 13.86) = 0.586', () => {
    const { markets } = priceAmericanFootball({ supremacy: 3, total: 45, marginPct: 5 });
    expect(main(markets, 'ml').outcomes[0]!.probability).toBeCloseTo(normalCdf(3 / 13.86), 2);
    // The main line is the one nearest even money: a level regulation's overtime margin is spread about
    // zero (not the old +-3 coin flip), which moves it half a point.
    expect(lineOf(main(markets, 'ah'))).toBeGreaterThanOrEqual(-3.5);
    expect(lineOf(main(markets, 'ah'))).toBeLessThanOrEqual(-3);
  });
});

describe('American football overtime (NFL regular season since 2025: both teams have the ball)', () => {
  // Overtime composed with a normal regulation, where the split of the quote is exact; with the scoring
  // chances priceAmericanFootball prices regulation on, below.
  const model = {
    ...AMERICAN_FOOTBALL_DEFAULTS,
    draws: false,
    decidingOvertime: { kind: 'possessions' as const, plays: AMERICAN_FOOTBALL_SCORING_PLAYS },
    handicapLines: { step: 0.5, alternatives: 0 },
    totalLines: { step: 0.5, alternatives: 0 },
  };
  const quote = { supremacy: 3, total: 45, sdMargin: 13.86, sdTotal: 13.5 };
  const overtime = nflOvertimeFor(quote, 3600, 600, AMERICAN_FOOTBALL_SCORING_PLAYS);

  it('prices a level game late on the overtime: a tie when it ends level, an answered touchdown by 7', () => {
    // Level with seconds left: the game is all but sure to reach overtime.
    const late = pointsDistributions(
      { ...quote, marginPct: 5, inPlay: { elapsedMinutes: 59.99, score: { home: 20, away: 20 } } },
      model,
    )!;
    expect(massAt(late.margin, 0)).toBeCloseTo(massAt(overtime.margin, 0), 2);
    // A touchdown and try on the first possession no longer ends the game; when the answer fails the game
    // is won by 7, which sudden death (a touchdown without a try: 6) never gives.
    expect(massAt(late.margin, 7)).toBeGreaterThan(0.03);
    expect(massAt(late.margin, 7)).toBeCloseTo(massAt(overtime.margin, 7), 2);
    const ml = main(
      priceAmericanFootball({
        ...quote,
        marginPct: 5,
        inPlay: { elapsedMinutes: 59.99, score: { home: 20, away: 20 } },
      }).markets,
      'ml',
    );
    // The moneyline pushes on a tie: its prices are push-free.
    const tie = massAt(overtime.margin, 0);
    let home = 0;
    overtime.margin.p.forEach((p, i) => (home += overtime.margin.min + i > 0 ? p : 0));
    expect(ml.outcomes[0]!.probability).toBeCloseTo(home / (1 - tie), 2);
  });

  it("keeps the quoted total as the whole game's expectation, the overtime's points included", () => {
    const d = pointsDistributions({ ...quote, marginPct: 5 }, model)!;
    expect(distributionMean(d.total)).toBeCloseTo(45, 2);
    expect(overtime.scale).toBeLessThan(1);
    // A tie before kick-off: about 0.3 %, as the NFL's 8 in 2,384 games of the 2017-2025 seasons (0.34 %);
    // at regulation's scoring rate in overtime it was 0.7 %.
    expect(massAt(d.margin, 0)).toBeGreaterThan(0.002);
    expect(massAt(d.margin, 0)).toBeLessThan(0.0045);
  });
});

describe("American football's regulation on scoring chances of 7, 3, 2 and 6 (the simulator's)", () => {
  // priceAmericanFootball's own model, with the lines out of the way.
  const model = {
    ...AMERICAN_FOOTBALL_DEFAULTS,
    draws: false,
    decidingOvertime: { kind: 'possessions' as const, plays: AMERICAN_FOOTBALL_SCORING_PLAYS },
    chances: AMERICAN_FOOTBALL_SCORE_VALUES,
    handicapLines: { step: 0.5, alternatives: 0 },
    totalLines: { step: 0.5, alternatives: 0 },
  };
  const normal = { ...model, chances: undefined };
  const quote = { supremacy: 3, total: 45, marginPct: 5 };
  const overtime = nflOvertimeFor(
    { ...quote, sdMargin: model.sdMargin, sdTotal: model.sdTotal },
    3600,
    600,
    AMERICAN_FOOTBALL_SCORING_PLAYS,
  );
  const at = (elapsedMinutes: number, home: number, away: number) => ({
    ...quote,
    inPlay: { elapsedMinutes, score: { home, away } },
  });
  const keyNumbers = (d: { margin: IntDistribution }) =>
    [-7, -3, 3, 7].reduce((s, k) => s + massAt(d.margin, k), 0);
  const homeWins = (d: { margin: IntDistribution }) =>
    d.margin.p.reduce((s, p, i) => (d.margin.min + i > 0 ? s + p : s), 0);

  it('keeps the mean margin and total, and puts more games on 3 and 7 than the normal margin', () => {
    const lumpy = pointsDistributions(quote, model)!;
    const smooth = pointsDistributions(quote, normal)!;
    expect(distributionMean(lumpy.margin)).toBeCloseTo(3, 1);
    // The split of the quote into regulation and overtime takes the chance of a level regulation from the
    // normal margin, as the simulator's does: the chances' likelier level regulation adds ~0.04 points.
    expect(distributionMean(lumpy.total)).toBeCloseTo(45, 1);
    expect(keyNumbers(lumpy)).toBeGreaterThan(keyNumbers(smooth) + 0.01);
    // More regulations end level (3.3 % against 2.8 %), and so more games tie: about 1 in 300.
    expect(massAt(lumpy.regulation, 0)).toBeGreaterThan(massAt(smooth.regulation, 0));
    expect(massAt(lumpy.margin, 0)).toBeGreaterThan(0.003);
    expect(massAt(lumpy.margin, 0)).toBeLessThan(0.0045);
  });

  it('prices 17-14 in the 4th quarter: the lead likelier to hold as the clock runs, often by 3', () => {
    const at50 = pointsDistributions(at(50, 17, 14), model)!;
    const at56 = pointsDistributions(at(56, 17, 14), model)!;
    expect(homeWins(at50)).toBeGreaterThan(0.7);
    expect(homeWins(at56)).toBeGreaterThan(homeWins(at50));
    // With ten minutes left (about four chances) the 3-point lead often stands: 27 % where the normal
    // says 8 %; with four minutes left, more than half the time.
    expect(massAt(at50.margin, 3)).toBeGreaterThan(0.25);
    expect(massAt(pointsDistributions(at(50, 17, 14), normal)!.margin, 3)).toBeLessThan(0.1);
    expect(massAt(at56.margin, 3)).toBeGreaterThan(0.5);
    // A field goal ties it: the regulation may still end level, then overtime decides or ties.
    expect(massAt(at50.regulation, 0)).toBeGreaterThan(0.05);
    expect(massAt(at50.margin, 0)).toBeCloseTo(massAt(at50.regulation, 0) * massAt(overtime.margin, 0), 9);
    const { markets } = priceAmericanFootball(at(50, 17, 14));
    expect(lineOf(main(markets, 'ah'))).toBe(-3.5);
    expect(lineOf(main(markets, 'ou'))).toBe(38.5);
    expect(main(markets, 'ml').outcomes[0]!.probability).toBeCloseTo(
      homeWins(at50) / (1 - massAt(at50.margin, 0)),
      9,
    );
  });

  it('adds overtime to a level regulation and to nothing else', () => {
    // Level with seconds left: the final margin is the overtime's; a 7-point lead keeps its 7.
    const late = pointsDistributions(at(59.99, 20, 20), model)!;
    expect(massAt(late.margin, 0)).toBeCloseTo(massAt(overtime.margin, 0), 2);
    expect(massAt(late.margin, 7)).toBeCloseTo(massAt(overtime.margin, 7), 2);
    expect(distributionMean(late.total)).toBeCloseTo(40 + distributionMean(overtime.points), 1);
    const decided = pointsDistributions(at(59.99, 27, 20), model)!;
    expect(massAt(decided.margin, 7)).toBeGreaterThan(0.98);
    expect(massAt(decided.margin, 0)).toBeLessThan(0.001);
  });
});

describe('other sports', () => {
  it('offers 1X2 and a draw-no-bet moneyline where draws stand', () => {
    const { markets } = priceOtherSport({
      supremacy: 0,
      total: 50,
      sdMargin: 10,
      sdTotal: 10,
      gameMinutes: 60,
      draws: true,
      marginPct: 5,
    });
    const [home, draw, away] = main(markets, '1x2').outcomes;
    expect(home!.probability).toBeCloseTo(away!.probability, 12);
    expect(draw!.probability).toBeCloseTo(normalCdf(0.05) - normalCdf(-0.05), 6);
    expect(main(markets, 'ml').outcomes[0]!.probability).toBeCloseTo(0.5, 12);
  });

  it('refuses a model without spread', () => {
    expect(() =>
      priceOtherSport({
        supremacy: 0,
        total: 50,
        sdMargin: 0,
        sdTotal: 10,
        gameMinutes: 60,
        draws: false,
        marginPct: 5,
      }),
    ).toThrow(RangeError);
  });
});
