import { describe, expect, it } from 'vitest';
import { shownOdds, slipAmounts, ticketReturn } from './ticket-amounts.ts';

const single = (odds: number, format: 'E' | 'H' | 'M' | 'I', stakeFen = 10_000) => {
  const a = slipAmounts('single', stakeFen, [odds], format);
  return { ...a, type: 'single', stake: stakeFen };
};

describe('slip amounts and returns (@qilin/sportsbook)', () => {
  it('shows the price as the page does and books the stake or stake x |odds| at a negative price', () => {
    expect(shownOdds(2.2, 'M')).toBe(-0.83);
    expect(shownOdds(1.95, 'H')).toBe(0.95);
    // Malay -0.80 (decimal 2.25): 100 yuan to win puts 80 at risk
    expect(slipAmounts('single', 10_000, [2.25], 'M')).toMatchObject({ risk: 8_000, win: 10_000 });
    expect(slipAmounts('single', 10_000, [1.95], 'H')).toMatchObject({ risk: 10_000, win: 9_500 });
    // 100 fen at 1.15 wins 15 fen exactly (no float loss)
    expect(slipAmounts('single', 100, [1.15], 'E')).toMatchObject({ risk: 100, win: 15 });
  });

  it('pays singles by result and caps the winnings, not the stake', () => {
    const t = single(1.95, 'H');
    const pay = (result: 'W' | 'LW' | 'LL' | 'D' | 'L', cap = 1e9) =>
      ticketReturn(t, [{ result, odds: 1.95 }], cap);
    expect([pay('W'), pay('LW'), pay('LL'), pay('D'), pay('L')]).toEqual([19_500, 14_750, 5_000, 10_000, 0]);
    expect(pay('W', 1_000)).toBe(11_000);
    // a half win's winnings (4,750) are under a 6,000 cap: paid in full
    expect(pay('LW', 6_000)).toBe(14_750);
  });

  it('pays a negative Malay single its typed win', () => {
    const t = single(2.25, 'M');
    expect(ticketReturn(t, [{ result: 'W', odds: 2.25 }], 1e9)).toBe(18_000);
    expect(ticketReturn(t, [{ result: 'LW', odds: 2.25 }], 1e9)).toBe(13_000);
    expect(ticketReturn(t, [{ result: 'LL', odds: 2.25 }], 1e9)).toBe(4_000);
  });

  it('multiplies parlay legs exactly, a void leg counting 1, and records the odds in thousandths', () => {
    const p = slipAmounts('parlay', 10_000, [2.1, 1.85, 8.5], 'H');
    expect(p).toMatchObject({ odds: 33.022, oddsType: 'E', risk: 10_000, win: 320_225 });
    const t = { ...p, type: 'parlay', stake: 10_000 };
    const legs = [
      { result: 'W' as const, odds: 2 },
      { result: 'D' as const, odds: 3 },
      { result: 'LW' as const, odds: 1.9 },
    ];
    expect(ticketReturn(t, legs, 1e9)).toBe(29_000);
    expect(ticketReturn(t, legs, 5_000)).toBe(15_000);
  });

  it('books and pays ten long-priced legs at the ticket cap instead of failing', () => {
    const legOdds = Array.from({ length: 10 }, () => 51);
    const p = slipAmounts('parlay', 5_000_000, legOdds, 'H');
    expect(p.risk).toBe(5_000_000);
    expect(p.win).toBe(Number.MAX_SAFE_INTEGER - 5_000_000);
    const t = { ...p, type: 'parlay', stake: 5_000_000 };
    const won = legOdds.map((odds) => ({ result: 'W' as const, odds }));
    expect(ticketReturn(t, won, 30_000_000)).toBe(35_000_000);
  });
});
