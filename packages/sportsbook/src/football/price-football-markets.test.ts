import { describe, expect, it } from 'vitest';
import type { PricedMarket } from '../pricing/offer.ts';
import { fair1x2 } from './fair-odds.ts';
import { priceFootballMarkets, type FootballPricingInput } from './price-football-markets.ts';
import { scoreMatrix } from './score-matrix.ts';

const input: FootballPricingInput = { homeGoals: 1.6, awayGoals: 1.1, rho: -0.1, marginPct: 5 };
const implied = (m: PricedMarket) => m.outcomes.reduce((s, o) => s + 1 / o.odds, 0);
const find = (markets: PricedMarket[], kind: string, period: string, main = true) =>
  markets.filter((m) => m.market.kind === kind && m.market.period === period && m.main === main);
const lineOf = (m: PricedMarket) => ('line' in m.market ? m.market.line : Number.NaN);

describe('priceFootballMarkets (pre-match)', () => {
  const { markets } = priceFootballMarkets(input);

  it('offers the full set', () => {
    const count = (kind: string, period: string) =>
      markets.filter((m) => m.market.kind === kind && m.market.period === period).length;
    expect(count('1x2', 'FT')).toBe(1);
    expect(count('ah', 'FT')).toBe(9);
    expect(count('ou', 'FT')).toBe(9);
    expect(count('oe', 'FT')).toBe(1);
    expect(count('btts', 'FT')).toBe(1);
    expect(count('cs', 'FT')).toBe(1);
    expect(count('1x2', 'HT')).toBe(1);
    expect(count('ah', 'HT')).toBe(5);
    expect(count('ou', 'HT')).toBe(5);
    expect(count('cs', 'HT')).toBe(1);
    expect(find(markets, 'cs', 'FT')[0]!.outcomes).toHaveLength(26); // 0-0..4-4 and other
    expect(find(markets, 'cs', 'HT')[0]!.outcomes).toHaveLength(17); // 0-0..3-3 and other
  });

  it('prices 1X2 from the Dixon–Coles matrix', () => {
    const fair = fair1x2(scoreMatrix(1.6, 1.1, -0.1));
    const [home, draw, away] = find(markets, '1x2', 'FT')[0]!.outcomes;
    expect(home!.probability).toBeCloseTo(fair.home, 9);
    expect(draw!.probability).toBeCloseTo(fair.draw, 9);
    expect(away!.probability).toBeCloseTo(fair.away, 9);
  });

  it('picks the most balanced quarter line as the main handicap and total', () => {
    const ah = find(markets, 'ah', 'FT')[0]!;
    const ou = find(markets, 'ou', 'FT')[0]!;
    expect(lineOf(ah)).toBe(-0.5); // home supremacy 0.5 goal
    expect(lineOf(ou)).toBe(2.5); // 2.7 goals expected
    for (const kind of ['ah', 'ou']) {
      const all = markets.filter((m) => m.market.kind === kind && m.market.period === 'FT');
      const gap = (m: PricedMarket) => Math.abs(m.outcomes[0]!.probability - 0.5);
      const mainGap = gap(all.find((m) => m.main)!);
      for (const m of all) expect(gap(m)).toBeGreaterThanOrEqual(mainGap);
    }
  });

  it('offers prices > 1 carrying at least the margin (prices are rounded down)', () => {
    for (const m of markets) {
      for (const o of m.outcomes) expect(o.odds).toBeGreaterThanOrEqual(1.01);
      expect(implied(m)).toBeGreaterThanOrEqual(1.05 - 1e-9);
      if (m.market.kind !== 'cs') expect(implied(m)).toBeLessThan(1.08);
    }
  });

  it('keeps fair probabilities of every market summing to 1', () => {
    for (const m of markets) expect(m.outcomes.reduce((s, o) => s + o.probability, 0)).toBeCloseTo(1, 9);
  });

  it('takes a margin per kind and 3-decimal prices', () => {
    const priced = priceFootballMarkets({ ...input, marginByKind: { cs: 20 }, oddsDecimals: 3 }).markets;
    expect(implied(find(priced, 'cs', 'FT')[0]!)).toBeGreaterThanOrEqual(1.2 - 1e-9);
    expect(implied(find(priced, '1x2', 'FT')[0]!)).toBeLessThan(1.06);
    const odds = priced.flatMap((m) => m.outcomes.map((o) => o.odds));
    expect(odds.some((o) => Math.round(o * 1000) % 10 !== 0)).toBe(true);
  });
});

describe('priceFootballMarkets (in play)', () => {
  it('is the pre-match set at minute 0 and 0-0', () => {
    expect(priceFootballMarkets({ ...input, inPlay: { minute: 0, score: { home: 0, away: 0 } } })).toEqual(
      priceFootballMarkets(input),
    );
  });

  it('moves the lines with the score, since handicap and total settle on the full score', () => {
    const live = priceFootballMarkets({ ...input, inPlay: { minute: 60, score: { home: 1, away: 0 } } });
    // 30 minutes left: 0.56 x 30/45 of the goals, supremacy still to come 0.5 x 0.3733 = 0.19.
    expect(live.remaining.home).toBeCloseTo(1.6 * 0.56 * (30 / 45), 12);
    expect(lineOf(find(live.markets, 'ah', 'FT')[0]!)).toBe(-1.25);
    // One goal in, about one to come: P(none) is 0.365 under Poisson, but the Dixon–Coles weight of a 1-0
    // finish (1 + m rho = 0.89) and of 1-1 (1.1) make it 0.333: over 1.75 is 58/42, over 2 45/55.
    expect(lineOf(find(live.markets, 'ou', 'FT')[0]!)).toBe(2);
    const [home] = find(live.markets, '1x2', 'FT')[0]!.outcomes;
    expect(home!.probability).toBeGreaterThan(0.75);
    expect(find(live.markets, '1x2', 'HT')).toHaveLength(0); // half time is over
    const cs = find(live.markets, 'cs', 'FT')[0]!;
    expect(cs.outcomes.some((o) => o.selection === '0-0')).toBe(false); // impossible now
    expect(cs.outcomes[0]!.selection).toBe('1-0');
  });

  it('prices half-time markets from the first half still to play', () => {
    const live = priceFootballMarkets({ ...input, inPlay: { minute: 30, score: { home: 0, away: 1 } } });
    const [home, draw, away] = find(live.markets, '1x2', 'HT')[0]!.outcomes;
    expect(away!.probability).toBeGreaterThan(home!.probability + draw!.probability);
    expect(lineOf(find(live.markets, 'ah', 'HT')[0]!)).toBeGreaterThan(0.5);
  });

  it('closes BTTS once both sides have scored and offers nothing at the final whistle', () => {
    const both = priceFootballMarkets({ ...input, inPlay: { minute: 50, score: { home: 1, away: 1 } } });
    expect(find(both.markets, 'btts', 'FT')).toHaveLength(0);
    expect(
      priceFootballMarkets({ ...input, inPlay: { minute: 90, score: { home: 2, away: 1 } } }).markets,
    ).toEqual([]);
  });
});
