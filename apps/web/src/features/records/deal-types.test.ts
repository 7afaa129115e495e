import { describe, expect, it } from 'vitest';
import { DealTypeSchema } from '@qilin/contract';
import { amountDirection, DEAL_TYPES, dealTypeKey, KNOWN_KINDS, recordLabelKey } from './deal-types.ts';
import { recordsZhCN, recordsZhTW } from './i18n-strings.ts';

const lookup = (strings: object, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined),
      strings,
    );

describe('trade record labels', () => {
  it('has a tab for every type of the contract, "all" first', () => {
    expect(DEAL_TYPES[0]).toBe(0);
    for (const d of DEAL_TYPES) expect(DealTypeSchema.safeParse(d).success).toBe(true);
    expect(new Set(DEAL_TYPES).size).toBe(8);
  });

  it('names every type and every known kind in both languages', () => {
    const keys = [
      ...DEAL_TYPES.map(dealTypeKey),
      ...KNOWN_KINDS.map((k) => recordLabelKey({ type: 1, kind: k })),
    ];
    for (const key of keys) {
      expect(lookup(recordsZhCN, key), key).toEqual(expect.any(String));
      expect(lookup(recordsZhTW, key), key).toEqual(expect.any(String));
    }
  });

  it('labels a known kind by itself and an unknown kind by its type', () => {
    expect(recordLabelKey({ type: 3, kind: 'venue_in' })).toBe('kind.venue_in');
    expect(recordLabelKey({ type: 7, kind: 'birthday_gift' })).toBe('type.7');
  });

  it('uses Taiwan wording', () => {
    expect(recordsZhTW.type[2]).toBe('提款');
    expect(recordsZhTW.title).toBe('交易紀錄');
  });

  it('tells money in from money out by the sign', () => {
    expect(amountDirection('100.00')).toBe('in');
    expect(amountDirection('-0.01')).toBe('out');
    expect(amountDirection('0.00')).toBe('none');
    expect(amountDirection('-0.00')).toBe('none');
  });
});
