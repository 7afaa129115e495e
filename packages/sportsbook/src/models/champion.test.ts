import { describe, expect, it } from 'vitest';
import { priceOutright } from './champion.ts';

describe('outright pricing', () => {
  const priced = priceOutright(
    [
      { id: 'A', strength: 5 },
      { id: 'B', strength: 3 },
      { id: 'C', strength: 1 },
      { id: 'D', strength: 1 },
    ],
    10,
    3,
  );

  it("takes each entrant's share of the total strength", () => {
    expect(priced.map((p) => p.probability)).toEqual([0.5, 0.3, 0.1, 0.1]);
  });

  it('offers odds > 1 with about the margin, more of it on long shots', () => {
    const implied = priced.reduce((s, p) => s + 1 / p.odds, 0);
    expect(implied).toBeGreaterThanOrEqual(1.1 - 1e-9);
    expect(implied).toBeLessThan(1.101);
    expect(priced[2]!.odds).toBe(priced[3]!.odds);
    expect(1 / priced[2]!.odds / 0.1).toBeGreaterThan(1 / priced[0]!.odds / 0.5);
  });

  it('refuses a one-horse race and non-positive strengths', () => {
    expect(() => priceOutright([{ id: 'A', strength: 1 }], 5)).toThrow(RangeError);
    expect(() =>
      priceOutright(
        [
          { id: 'A', strength: 1 },
          { id: 'B', strength: 0 },
        ],
        5,
      ),
    ).toThrow(RangeError);
  });
});
