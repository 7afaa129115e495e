import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { payoutCapsIn } from '@qilin/sportsbook';
import {
  cappedWin,
  clampStake,
  parlayDecimal,
  parlayWinAmount,
  riskOf,
  sanitizeStake,
  winAmount,
} from './stake.ts';

describe('slip stake (SPEC §5)', () => {
  it('keeps digits and at most 2 decimals', () => {
    expect(sanitizeStake('12.345')).toBe('12.34');
    expect(sanitizeStake('a1b0')).toBe('10');
    expect(sanitizeStake('007')).toBe('7');
    expect(sanitizeStake('.5')).toBe('0.5');
    expect(sanitizeStake('1.2.3')).toBe('1.23');
    expect(sanitizeStake('1234567890.5')).toBe('123456789.5');
  });

  it('takes a stake typed with a Chinese IME, and shows what it wins', () => {
    expect(sanitizeStake('１００．５')).toBe('100.5');
    expect(sanitizeStake('５０。２５')).toBe('50.25');
    expect(winAmount(sanitizeStake('１００'), 0.95, 'H')).toBe('95.00');
  });

  it('reads the stake as an amount on its digits, never through a float', () => {
    // Still typing the decimals: '100.' is 100.
    expect(winAmount('100.', 0.95, 'H')).toBe('95.00');
    // Number() reads these, but they are not amounts.
    expect(winAmount('1e3', 0.9, 'H')).toBe('0.00');
    expect(riskOf('0x10', 0.9, 'H')).toBe('0.00');
    // Every stake the field can hold is at risk to the fen at a positive price.
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{0,8}(\.\d{1,2})?$/), (stake) => {
        const [int = '', frac = ''] = stake.split('.');
        expect(riskOf(stake, 0.9, 'H')).toBe(`${int}.${frac.padEnd(2, '0')}`);
      }),
    );
  });

  it('win amount is stake x odds, 2 decimals rounded down, and 0 for non-numeric input', () => {
    expect(winAmount('100', 0.95, 'H')).toBe('95.00');
    expect(winAmount('33.33', 0.87, 'H')).toBe('28.99');
    // European odds include the stake: what it wins is stake x (D - 1).
    expect(winAmount('100', 1.95, 'E')).toBe('95.00');
    expect(winAmount('abc', 0.9, 'H')).toBe('0.00');
    expect(winAmount('', 0.9, 'H')).toBe('0.00');
  });

  it('at a negative Malay/Indo price the stake is the amount to win and the risk is stake x |odds|', () => {
    expect(winAmount('100', -0.8, 'M')).toBe('100.00');
    expect(riskOf('100', -0.8, 'M')).toBe('80.00');
    expect(riskOf('100', -1.25, 'I')).toBe('125.00');
    expect(riskOf('100', 0.9, 'H')).toBe('100.00');
  });

  it('clamps to the floor of the balance and to the limit, saying which', () => {
    expect(clampStake('500', { balance: '120.75', limit: null, displayOdds: 0.9 })).toEqual({
      stake: '120',
      reason: 'balance',
    });
    expect(clampStake('500', { balance: '9999', limit: '300', displayOdds: 0.9 })).toEqual({
      stake: '300',
      reason: 'limit',
    });
    expect(clampStake('50', { balance: '100', limit: '300', displayOdds: 0.9 })).toEqual({
      stake: '50',
      reason: null,
    });
    // At -0.5 the risk is half the stake: a 100 balance covers a 200 stake.
    expect(clampStake('500', { balance: '100.9', limit: null, displayOdds: -0.5 })).toEqual({
      stake: '200',
      reason: 'balance',
    });
    // The limit is on the money at risk too: at -0.5 a 300 limit allows a 600 stake, not 300.
    expect(clampStake('500', { balance: '9999', limit: '300', displayOdds: -0.5 })).toEqual({
      stake: '500',
      reason: null,
    });
    expect(clampStake('900', { balance: '9999', limit: '300', displayOdds: -0.5 })).toEqual({
      stake: '600',
      reason: 'limit',
    });
  });

  it('combines parlay legs by multiplying decimal odds', () => {
    expect(parlayDecimal([2, 1.5, 1.9])).toBe(5.7);
    expect(parlayDecimal([1.1, 1.1, 1.1])).toBe(1.331);
  });

  it('shows what a parlay wins from the exact product, as the ticket will pay', () => {
    // 10 x 1.97 x 2.90 x 3.52 = 201.0976: 191.09 won (the combined H odds shown, 19.11, would say 191.10)
    expect(parlayWinAmount('10', [1.97, 2.9, 3.52])).toBe('191.09');
    expect(parlayWinAmount('100', [2, 1.5])).toBe('200.00');
    expect(parlayWinAmount('', [2, 1.5])).toBe('0.00');
    expect(parlayWinAmount('abc', [2, 1.5])).toBe('0.00');
  });

  it('holds the win to the strictest payout cap of the legs (SPEC §9) and says when it does', () => {
    const caps = payoutCapsIn((usd) => usd * 700); // 7.00 CNY per dollar: tennis 2,100,000.00, alt lines 175,000.00
    const leg = (gameType: string, newHandicap = false) => ({
      gameInfo: { gameType },
      playInfo: { newHandicap },
    });
    expect(cappedWin('191.09', [leg('FT')], caps)).toEqual({
      amount: '191.09',
      capped: false,
      cap: '10500000.00',
    });
    expect(cappedWin('3000000.00', [leg('FT'), leg('TN')], caps)).toEqual({
      amount: '2100000.00',
      capped: true,
      cap: '2100000.00',
    });
    expect(cappedWin('200000.00', [leg('BK', true)], caps).amount).toBe('175000.00');
    // Before the caps arrive, and for an entry saved without the flag, the win stands as computed.
    expect(cappedWin('200000.00', [leg('BK', true)], null)).toMatchObject({
      amount: '200000.00',
      capped: false,
    });
    expect(cappedWin('200000.00', [{ gameInfo: { gameType: 'BK' }, playInfo: {} }], caps).capped).toBe(false);
  });
});
