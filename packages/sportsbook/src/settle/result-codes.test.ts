import { describe, expect, it } from 'vitest';
import {
  BET_RESULTS,
  BetResultText,
  isVoidCode,
  VOID_CODES,
  voidCodeOf,
  voidReasonText,
  VoidReasons,
} from './result-codes.ts';

describe('result codes (SPEC §3)', () => {
  it('has the seven results', () => {
    expect(BET_RESULTS).toEqual(['W', 'LW', 'P', 'LL', 'L', 'D', 'A']);
    expect(BetResultText.LW['zh-CN']).toBe('赢半');
    expect(BetResultText.LL['zh-TW']).toBe('輸半');
  });

  it('numbers the 25 void reasons D0..D9, DA..DN and DZ for others', () => {
    expect(VOID_CODES).toHaveLength(25);
    expect(VOID_CODES.slice(0, 3)).toEqual(['D0', 'D1', 'D2']);
    expect(VOID_CODES.at(-2)).toBe('DN');
    expect(VOID_CODES.at(-1)).toBe('DZ');
    expect(voidReasonText('D0')).toBe('自动取消');
    expect(voidReasonText('D1')).toBe('赛事取消');
    expect(voidReasonText('DB')).toBe('赛事腰斩');
    expect(voidReasonText('DM', 'zh-TW')).toBe('視頻裁判判罰');
    expect(voidReasonText('DZ', 'zh-TW')).toBe('其他');
  });

  it('words D7 (red card cancelled) with the usual term for a red card, 红牌, in both scripts', () => {
    expect(voidReasonText('D7')).toBe('红牌取消');
    expect(voidReasonText('D7', 'zh-TW')).toBe('紅牌取消');
  });

  it('gives every reason a distinct key and text in both languages', () => {
    const keys = new Set(VOID_CODES.map((c) => VoidReasons[c].key));
    const texts = new Set(VOID_CODES.map((c) => voidReasonText(c)));
    const traditional = new Set(VOID_CODES.map((c) => voidReasonText(c, 'zh-TW')));
    expect(keys.size).toBe(25);
    expect(texts.size).toBe(25);
    expect(traditional.size).toBe(25);
  });

  it('recognises codes', () => {
    expect(isVoidCode('D7')).toBe(true);
    expect(isVoidCode('DZ')).toBe(true);
    expect(isVoidCode('DX')).toBe(false);
    expect(isVoidCode('toString')).toBe(false);
  });

  it("reads the code an operator's void reason opens with, DZ when there is none", () => {
    expect(voidCodeOf('DE 联赛错误')).toBe('DE');
    expect(voidCodeOf(' DB:雨停')).toBe('DB');
    expect(voidCodeOf('D7')).toBe('D7');
    // Words that merely start with D and a capital, and codes we do not define, are "others".
    expect(voidCodeOf('DERBY postponed')).toBe('DZ');
    expect(voidCodeOf('DP 未定义')).toBe('DZ');
    expect(voidCodeOf('比赛取消')).toBe('DZ');
  });
});
