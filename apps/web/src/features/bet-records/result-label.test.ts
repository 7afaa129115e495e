import { describe, expect, it } from 'vitest';
import { BetResultSchema, TicketStatusSchema } from '@qilin/contract';
import { betRecordsZhCN, betRecordsZhTW } from './i18n-strings.ts';
import { outcomeColor, outcomeKey } from './result-label.ts';

const lookup = (o: object, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (a, k) => (a && typeof a === 'object' ? (a as Record<string, unknown>)[k] : undefined),
      o,
    );

describe('bet record outcomes', () => {
  it('names every result and status in both languages', () => {
    for (const r of BetResultSchema.options) {
      expect(lookup(betRecordsZhCN, `result.${r}`)).toBeTypeOf('string');
      expect(lookup(betRecordsZhTW, `result.${r}`)).toBeTypeOf('string');
    }
    for (const s of TicketStatusSchema.options) {
      expect(lookup(betRecordsZhCN, `status.${s}`)).toBeTypeOf('string');
      expect(lookup(betRecordsZhTW, `status.${s}`)).toBeTypeOf('string');
    }
  });

  it('shows the result once settled and the status before', () => {
    expect(outcomeKey('settled', 'LW')).toBe('result.LW');
    expect(outcomeKey('cancelled', 'D')).toBe('result.D');
    // Restored after a void: open again, and says so.
    expect(outcomeKey('accepted', 'A')).toBe('result.A');
    expect(outcomeKey('accepted', null)).toBe('status.accepted');
    expect(outcomeKey('accepted', null)).toBe('status.accepted');
    expect(outcomeKey('cashed_out', null)).toBe('status.cashed_out');
    expect(lookup(betRecordsZhCN, outcomeKey('settled', 'LW'))).toBe('赢半');
  });

  it('colours wins green and losses red', () => {
    expect(outcomeColor('settled', 'W')).toBe('green');
    expect(outcomeColor('settled', 'LL')).toBe('red');
  });
});
