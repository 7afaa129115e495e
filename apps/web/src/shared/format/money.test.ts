import { describe, expect, it } from 'vitest';
import { formatCny, formatCnyRange, formatFen, formatMoney, formatYuan } from './money.ts';

describe('formatMoney (SPEC §1: zh-CN grouping, trailing .00 dropped)', () => {
  it.each([
    ['0', '0'],
    ['0.00', '0'],
    ['1234.00', '1,234'],
    ['1234.50', '1,234.50'],
    ['1234.5', '1,234.50'],
    ['1234567.89', '1,234,567.89'],
    ['-8.00', '-8'],
    ['-1234.05', '-1,234.05'],
    ['-0.00', '0'],
    ['007.10', '7.10'],
    ['99999999999999999999.99', '99,999,999,999,999,999,999.99'],
  ])('yuan string %s -> %s', (input, out) => {
    expect(formatMoney(input)).toBe(out);
  });

  it.each([
    [0, '0'],
    [100, '1'],
    [123456, '1,234.56'],
    [5, '0.05'],
    [-150, '-1.50'],
    [123456789012345678901234567890n, '1,234,567,890,123,456,789,012,345,678.90'],
  ])('integer fen %s -> %s', (input, out) => {
    expect(formatMoney(input)).toBe(out);
    expect(formatFen(input)).toBe(out);
  });

  it('truncates extra decimals instead of rounding up money the member does not have', () => {
    expect(formatYuan('10.999')).toBe('10.99');
    expect(formatYuan('10.001')).toBe('10');
  });

  it('shows 0 for empty or unparseable input rather than NaN', () => {
    for (const bad of ['', 'abc', '1e5', '1,000', null, undefined, 1.5]) expect(formatMoney(bad)).toBe('0');
  });

  it('formats with the yuan sign, minus first', () => {
    expect(formatCny('1234.00')).toBe('¥1,234');
    expect(formatCny(-150)).toBe('-¥1.50');
  });

  it('writes a range with the sign on both ends, as every limit line does', () => {
    expect(formatCnyRange('100.00', '50000.00')).toBe('¥100 - ¥50,000');
  });
});
