import { describe, expect, it } from 'vitest';
import { fair1x2 } from '../football/fair-odds.ts';
import { scoreMatrix } from '../football/score-matrix.ts';
import { playOffShare, priceIceHockey } from './ice-hockey.ts';

describe('ice hockey (Poisson, sudden-death overtime)', () => {
  const [l, m] = [3.2, 2.7];
  const { markets } = priceIceHockey({ homeGoals: l, awayGoals: m, marginPct: 5 });

  it('prices regulation 1X2 from independent Poisson goals', () => {
    const fair = fair1x2(scoreMatrix(l, m, 0, 40));
    const reg = markets.find((x) => x.market.kind === '1x2')!;
    expect(reg.market.period).toBe('REG');
    expect(reg.outcomes.map((o) => o.probability)).toEqual([
      expect.closeTo(fair.home, 9),
      expect.closeTo(fair.draw, 9),
      expect.closeTo(fair.away, 9),
    ]);
  });

  it('gives a regulation tie to the home side with its share of the scoring rate', () => {
    const fair = fair1x2(scoreMatrix(l, m, 0, 40));
    const ml = markets.find((x) => x.market.kind === 'ml')!;
    expect(ml.outcomes[0]!.probability).toBeCloseTo(fair.home + (fair.draw * l) / (l + m), 9);
  });

  it('offers the puck line at +-1.5, never the moneyline twice', () => {
    const lines = markets
      .filter((x) => x.market.kind === 'ah')
      .map((x) => (x.market as { line: number }).line);
    expect(lines).toContain(-1.5);
    expect(lines.every((line) => Math.abs(line) >= 1.5)).toBe(true);
  });

  it('prices the final lines on regulation when ties are not played off (a draw stands)', () => {
    const regulationOnly = priceIceHockey({ homeGoals: l, awayGoals: m, marginPct: 5, overtime: false });
    const totals = regulationOnly.markets.filter(
      (x) => x.market.kind === 'ou' && !Number.isInteger((x.market as { line: number }).line),
    );
    expect(totals.length).toBeGreaterThan(0);
    const matrix = scoreMatrix(l, m, 0, 40);
    for (const t of totals) {
      const line = (t.market as { line: number }).line;
      let over = 0;
      matrix.forEach((row, h) => row.forEach((p, a) => (over += h + a > line ? p : 0)));
      // Over wins only on regulation goals: a 3-3 tie adds no seventh goal.
      expect(t.outcomes[0]!.probability).toBeCloseTo(over, 6);
    }
  });

  it('follows time and score in play', () => {
    const live = priceIceHockey({
      homeGoals: l,
      awayGoals: m,
      marginPct: 5,
      inPlay: { elapsedMinutes: 55, score: { home: 2, away: 2 } },
    });
    const reg = live.markets.find((x) => x.market.kind === '1x2')!;
    // 5 minutes left at 2-2: no goal e^-(5.9/12) = 0.61, one each 0.04, so a regulation draw ~0.65.
    expect(reg.outcomes[1]!.probability).toBeCloseTo(0.65, 2);
  });

  it('in overtime prices the play-off alone: the moneyline at the home share, the decided rest not offered', () => {
    const after = (score: { home: number; away: number }, overtime?: boolean) =>
      priceIceHockey({
        homeGoals: l,
        awayGoals: m,
        marginPct: 5,
        inPlay: { elapsedMinutes: 60, score },
        ...(overtime === undefined ? {} : { overtime }),
      }).markets;
    // Level after 60 minutes: the 1X2 is a draw and the total one goal more (the winner's), both decided.
    const level = after({ home: 2, away: 2 });
    expect(level.map((x) => x.market)).toEqual([{ kind: 'ml', period: 'FT' }]);
    expect(level[0]!.outcomes.map((o) => o.probability)).toEqual([
      expect.closeTo(playOffShare(l, m), 12),
      expect.closeTo(m / (l + m), 12),
    ]);
    // Decided in regulation, or a competition where the tie stands: nothing is left to price.
    expect(after({ home: 3, away: 2 })).toEqual([]);
    expect(after({ home: 2, away: 2 }, false)).toEqual([]);
  });
});
