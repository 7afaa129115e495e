import { describe, expect, it } from 'vitest';
import { validatePhone } from '@qilin/contract';
import { regexFor, sortAreas } from './areas.ts';

const areas = [
  { areaName: '香港', areaCode: '+852', regex: '^[5-9]\\d{7}$' },
  { areaName: '中国', areaCode: '+86', regex: '^1\\d{10}$' },
  { areaName: '台湾', areaCode: '+886', regex: '^9\\d{8}$' },
];

describe('country areas', () => {
  it('puts +86 first and keeps the server order otherwise', () => {
    expect(sortAreas(areas).map((a) => a.areaCode)).toEqual(['+86', '+852', '+886']);
  });

  it('validates a phone with the selected area regex', () => {
    expect(validatePhone('91234567', regexFor(areas, '+852'))).toBe('');
    expect(validatePhone('91234567', regexFor(areas, '+86'))).not.toBe('');
    expect(validatePhone('13812345678', regexFor(areas, '+999'))).toBe('');
  });
});
