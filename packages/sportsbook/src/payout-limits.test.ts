import { describe, expect, it } from 'vitest';
import { capReturn, PayoutLimitsUsd, sportPayoutLimitUsd } from './payout-limits.ts';

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

  it('caps winnings, not the stake', () => {
    expect(capReturn(500_000, 100_000, 300_000)).toBe(400_000);
    expect(capReturn(150_000, 100_000, 300_000)).toBe(150_000);
  });
});
