import { describe, expect, it } from 'vitest';
import { formatRateBp } from './rate-bp.ts';

describe('fee rates (deposit channels, withdrawal types)', () => {
  it.each([
    [0, '0%'],
    [30, '0.3%'],
    [50, '0.5%'],
    [100, '1%'],
    [125, '1.25%'],
    [150, '1.5%'],
    [1005, '10.05%'],
  ])('%i bp reads %s', (bp, text) => expect(formatRateBp(bp)).toBe(text));
});
