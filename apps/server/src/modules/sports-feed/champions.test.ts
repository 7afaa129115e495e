import { describe, expect, it } from 'vitest';
import { championById, championsAt, drawWinner } from './champions.ts';
import { createRng } from './simulator/rng.ts';

const AT = new Date('2026-11-28T04:00:00Z');
const priceList = (odds: number[]) => odds.join('/');

describe('outrights', () => {
  it('price each league on its own contenders, not on table places alone', () => {
    const markets = championsAt(AT);
    const lists = markets.map((m) => priceList(m.options.map((o) => o.odds)));
    // Before the form, every league of eight or more teams offered the same eight prices.
    expect(new Set(lists).size).toBe(markets.length);
  });

  it('price one competition the same whenever it is asked for, and each of its successors afresh', () => {
    const market = championsAt(AT)[0]!;
    const again = championById(market.gameId, new Date(AT.getTime() + 3_600_000))!;
    expect(again.options).toEqual(market.options);
    const cycle = Number(/\d+$/.exec(market.gameId)?.[0]);
    const next = championById(market.gameId.replace(/\d+$/, String(cycle + 1)), AT)!;
    expect(priceList(next.options.map((o) => o.odds))).not.toBe(priceList(market.options.map((o) => o.odds)));
  });

  it('draw winners in line with the prices offered', () => {
    const first = championsAt(AT)[0]!;
    const stem = first.gameId.replace(/\d+$/, '');
    let favouriteWins = 0;
    let longestShotWins = 0;
    let expectedFavourite = 0;
    const runs = 2_000;
    for (let cycle = 1; cycle <= runs; cycle += 1) {
      const market = championById(`${stem}${cycle}`, AT)!;
      const byOdds = [...market.options].sort((a, b) => a.odds - b.odds);
      const winner = drawWinner(market, createRng(`winner:${cycle}`).next);
      expect(market.options.some((o) => o.rtype === winner)).toBe(true);
      if (winner === byOdds[0]!.rtype) favouriteWins += 1;
      if (winner === byOdds.at(-1)!.rtype) longestShotWins += 1;
      const implied = market.options.reduce((s, o) => s + 1 / o.odds, 0);
      expectedFavourite += 1 / byOdds[0]!.odds / implied;
    }
    // The favourite wins about as often as its margin-free price says (within 4 points over 2,000 runs).
    expect(Math.abs(favouriteWins - expectedFavourite) / runs).toBeLessThan(0.04);
    expect(longestShotWins).toBeLessThan(favouriteWins / 5);
  });
});
