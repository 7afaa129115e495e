import { describe, expect, it } from 'vitest';
import { discreteNormal, distributionMean, massAt, type IntDistribution } from '../pricing/distribution.ts';
import { AMERICAN_FOOTBALL_SCORE_VALUES } from './american-football.ts';
import { suddenDeathFor } from './overtime.ts';
import { priceRugbyUnion, RUGBY_UNION_SCORE_VALUES, RUGBY_UNION_SCORING_PLAYS } from './rugby-union.ts';
import { chanceScores } from './chance-scores.ts';
import { chanceCount, chancePlanFor, type ChancePlan } from './scoring-chances.ts';

const variance = (d: IntDistribution) => {
  const mean = distributionMean(d);
  return d.p.reduce((s, p, i) => s + p * (d.min + i - mean) ** 2, 0);
};

/** A rugby game quoted 50 points, home 0.6 better (the simulator's even game): 25.3 v 24.7. */
const QUOTE = { supremacy: 0.6, total: 50, sdMargin: 14, sdTotal: 12, marginPct: 5 };
const plan = chancePlanFor([25.3, 24.7], 14, 12, RUGBY_UNION_SCORE_VALUES);

/** The 1X2 of a rugby game at `minute` and a score, without golden point. */
const oneXTwo = (minute: number, home: number, away: number) =>
  priceRugbyUnion({
    ...QUOTE,
    goldenPoint: false,
    inPlay: { elapsedMinutes: minute, score: { home, away } },
  }).markets.find((m) => m.market.kind === '1x2')!.outcomes;

/** A small seeded generator (mulberry32) for the independent plays below: the same draws every run. */
const seededRandom = (start: number) => {
  let seed = start;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/**
 * The games the independent plays check: rugby's plan, and an American football game of the simulator's
 * spreads (regulation's total spread, its overtime's part taken out): 24 v 21 points.
 */
const PLAYED = [
  ['rugby', plan, RUGBY_UNION_SCORE_VALUES],
  [
    'American football',
    chancePlanFor([24, 21], 13, 12.9, AMERICAN_FOOTBALL_SCORE_VALUES),
    AMERICAN_FOOTBALL_SCORE_VALUES,
  ],
] as const;

describe('scoring chances (the points rugby and American football games are priced on)', () => {
  it('keeps the quoted means exactly and the spreads to 1 %', () => {
    const whole = chanceScores(plan, RUGBY_UNION_SCORE_VALUES, 1);
    expect(distributionMean(whole.margin)).toBeCloseTo(0.6, 9);
    expect(distributionMean(whole.total)).toBeCloseTo(50, 9);
    // The plan's order of sides and count are solved from the long-run variances; over ~17 chances the
    // Markov start and the count's two values leave the spreads ~1 % wide of the quote.
    for (const [d, sd] of [
      [whole.margin, 14],
      [whole.total, 12],
    ] as const) {
      expect(Math.sqrt(variance(d)) / sd).toBeGreaterThan(0.995);
      expect(Math.sqrt(variance(d)) / sd).toBeLessThan(1.015);
    }
    expect(whole.margin.p.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 12);
  });

  it.each(PLAYED)(
    "is %s's chances played one by one: a regular clock at an unseen phase, a Markov order (4 SE)",
    (_, plan, values) => {
      // An independent play of the plan over the last 40 % of a game: chances at (phase + j) x gap, the side
      // keeping the ball with `keep`, each scoring one of the values in their shares with its side's
      // probability.
      const random = seededRandom(2024);
      const gap = 1 / (2 * plan.perSide);
      const n = 200_000;
      const margins = new Map<number, number>();
      const totals = new Map<number, number>();
      for (let k = 0; k < n; k += 1) {
        let side = random() < 0.5 ? 0 : 1;
        let margin = 0;
        let total = 0;
        for (let at = gap * random(); at <= 1; at += gap) {
          if (at > 0.6 && random() < plan.convert[side]!) {
            let u = random();
            const value = (values.find(([, w]) => (u -= w) < 0) ?? values[values.length - 1]!)[0];
            margin += side === 0 ? value : -value;
            total += value;
          }
          if (random() >= plan.keep) side = 1 - side;
        }
        margins.set(margin, (margins.get(margin) ?? 0) + 1);
        totals.set(total, (totals.get(total) ?? 0) + 1);
      }
      const exact = chanceScores(plan, values, 0.4);
      const close = (d: IntDistribution, seen: Map<number, number>, x: number) => {
        const p = massAt(d, x);
        expect(Math.abs((seen.get(x) ?? 0) / n - p), `${x}`).toBeLessThan(
          4 * Math.sqrt((p * (1 - p)) / n) + 1e-6,
        );
      };
      for (let x = -10; x <= 10; x += 1) close(exact.margin, margins, x);
      for (let x = 0; x <= 30; x += 1) close(exact.total, totals, x);
    },
  );

  it.each(PLAYED)(
    "after a seen score is %s's chances played on from it, given the ones since came to nothing (4 SE)",
    (_, plan, values) => {
      // Home scored 2.4 gaps ago: two chances since, neither scored; 3.5 gaps left hold three more, a gap
      // apart from it. Played one by one from the scoring chance, a play rejected where one of the two scores.
      const random = seededRandom(7);
      const gap = 1 / (2 * plan.perSide);
      const seen = { ago: 2.4 * gap, side: 0 as const };
      const fraction = 3.5 * gap;
      const value = () => {
        let u = random();
        return (values.find(([, w]) => (u -= w) < 0) ?? values[values.length - 1]!)[0];
      };
      const n = 200_000;
      const margins = new Map<number, number>();
      const totals = new Map<number, number>();
      const levels = new Map<number, number>();
      for (let k = 0; k < n;) {
        let side = 0;
        let margin = 0;
        let total = 0;
        let rejected = false;
        for (let j = 1; j * gap <= seen.ago + fraction; j += 1) {
          if (random() >= plan.keep) side = 1 - side;
          if (random() >= plan.convert[side]!) continue;
          if (j * gap <= seen.ago) {
            rejected = true;
            break;
          }
          const v = value();
          margin += side === 0 ? v : -v;
          total += v;
        }
        if (rejected) continue;
        k += 1;
        margins.set(margin, (margins.get(margin) ?? 0) + 1);
        totals.set(total, (totals.get(total) ?? 0) + 1);
        if (margin === -3) levels.set(total, (levels.get(total) ?? 0) + 1);
      }
      // Three chances left, whatever the phase a stationary count would have mixed.
      const exact = chanceScores(plan, values, fraction, -3, seen);
      const close = (d: IntDistribution, seenCounts: Map<number, number>, x: number) => {
        const p = massAt(d, x);
        expect(Math.abs((seenCounts.get(x) ?? 0) / n - p), `${x}`).toBeLessThan(
          4 * Math.sqrt((p * (1 - p)) / n) + 1e-6,
        );
      };
      for (let x = -21; x <= 21; x += 1) close(exact.margin, margins, x);
      for (let x = 0; x <= 21; x += 1) close(exact.total, totals, x);
      // The total where the chances left add -3 (a home lead of 3 made level).
      for (let x = 0; x <= 21; x += 1) close(exact.totalAtLevel!, levels, x);
    },
  );

  it('brings a level game back to level as often as 3, 5 and 7 allow, and a one-point lead less often', () => {
    // At 60 % of the match, level: the rest ends level 6.8 % of the time where a normal margin says 4.5 %,
    // the residual the simulator showed (z 5.5). One point up, level needs the rest to end -1: rarer.
    const normal = discreteNormal(0.6 * 0.4, 14 * Math.sqrt(0.4));
    const level = oneXTwo(48, 13, 13)[1]!.probability;
    expect(level).toBeCloseTo(massAt(chanceScores(plan, RUGBY_UNION_SCORE_VALUES, 0.4).margin, 0), 9);
    expect(level).toBeGreaterThan(0.066);
    expect(massAt(normal, 0)).toBeLessThan(0.046);
    expect(oneXTwo(48, 13, 12)[1]!.probability).toBeLessThan(0.03);
    expect(massAt(normal, -1)).toBeGreaterThan(0.044);
  });

  it("adds golden point's score to exactly the totals a level 80 minutes ends on", () => {
    // Level at 80 minutes with no chance left: 40 points stand, or golden point's one score (3, or a try
    // worth 5 with no conversion) ends it.
    const { markets } = priceRugbyUnion({
      ...QUOTE,
      goldenPoint: true,
      inPlay: { elapsedMinutes: 79.999, score: { home: 20, away: 20 } },
    });
    const sd = suddenDeathFor(QUOTE, 10 / 80, RUGBY_UNION_SCORING_PLAYS);
    const over = (line: number) =>
      markets.find((m) => m.market.kind === 'ou' && m.market.line === line)?.outcomes[0]!.probability;
    // Over 41.5 wins exactly when golden point sees a score; over 43.5 when it is a try.
    expect(over(41.5)).toBeCloseTo(sd.decided, 3);
    expect(over(43.5)).toBeCloseTo(sd.decided * 0.7, 3);
  });

  it('counts the chances left: floor or ceiling of the expected on a regular clock, a renewal count else', () => {
    const regular = chanceCount(plan, 0.4);
    const expected = 2 * plan.perSide * 0.4;
    expect(regular.min).toBe(Math.floor(expected));
    expect(distributionMean(regular)).toBeCloseTo(expected, 12);
    const gamma: ChancePlan = { ...plan, shape: 4 };
    expect(distributionMean(chanceCount(gamma, 0.4))).toBeCloseTo(expected, 2);
    // The normal's variance L / shape, plus the 1/12 its whole numbers add (Sheppard).
    expect(variance(chanceCount(gamma, 0.4))).toBeCloseTo(expected / 4 + 1 / 12, 2);
  });
});
