import { describe, expect, it } from 'vitest';
import {
  capReturn,
  isNewHandicapMarket,
  payoutCapsIn,
  PayoutLimitsUsd,
  sportPayoutLimitUsd,
  ticketWinningsCap,
} from './payout-limits.ts';

describe('payout limits (SPEC §9)', () => {
  it('has the figures of the terms', () => {
    expect(PayoutLimitsUsd.memberDaily).toBe(1_500_000);
    expect(sportPayoutLimitUsd('FT')).toBe(1_500_000);
    expect(sportPayoutLimitUsd('BK')).toBe(1_500_000);
    for (const sport of ['TN', 'AF', 'BS', 'IH', 'RU', 'VB'] as const)
      expect(sportPayoutLimitUsd(sport)).toBe(300_000);
    for (const sport of ['TT', 'SK', 'HB', 'VF'] as const) expect(sportPayoutLimitUsd(sport)).toBe(200_000);
    expect(sportPayoutLimitUsd('FT', true)).toBe(25_000);
    expect(PayoutLimitsUsd.casino).toBe(600_000);
    expect(PayoutLimitsUsd.financials).toBe(180_000);
  });

  it('converts every cap at one rate and takes the strictest for a ticket', () => {
    const caps = payoutCapsIn((usd) => usd * 700); // 7.00 CNY per dollar, in fen
    expect(caps.memberDaily).toBe(1_050_000_000);
    expect(caps.sports.FT).toBe(1_050_000_000);
    expect(caps.sports.TN).toBe(210_000_000);
    expect(caps.sports.VF).toBe(140_000_000);
    expect(caps.newHandicap).toBe(17_500_000);
    expect(ticketWinningsCap([{ sport: 'FT', newHandicap: false }], caps)).toBe(1_050_000_000);
    // A parlay is held to its strictest leg: tennis, then an alternative line.
    expect(
      ticketWinningsCap(
        [
          { sport: 'FT', newHandicap: false },
          { sport: 'TN', newHandicap: false },
        ],
        caps,
      ),
    ).toBe(210_000_000);
    expect(
      ticketWinningsCap(
        [
          { sport: 'TN', newHandicap: false },
          { sport: 'BK', newHandicap: true },
        ],
        caps,
      ),
    ).toBe(17_500_000);
  });

  it('calls the alternative lines of a line play new handicap markets, not main lines or 1X2', () => {
    expect(isNewHandicapMarket({ main: false, line: -0.75 })).toBe(true);
    expect(isNewHandicapMarket({ main: true, line: -0.5 })).toBe(false);
    expect(isNewHandicapMarket({ main: false, line: null })).toBe(false);
  });

  it('caps winnings, not the stake', () => {
    expect(capReturn(500_000, 100_000, 300_000)).toBe(400_000);
    expect(capReturn(150_000, 100_000, 300_000)).toBe(150_000);
  });
});
