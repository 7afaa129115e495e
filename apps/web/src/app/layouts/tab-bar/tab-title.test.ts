import { describe, expect, it } from 'vitest';
import { needsScrolling, scrollTitle } from './tab-title.ts';

describe('scrollTitle (SPEC §2.5 tab title)', () => {
  it('leaves titles of 15 characters or fewer alone at every step', () => {
    const t = '一二三四五六七八九十一二三四五';
    expect(needsScrolling(t)).toBe(false);
    for (const step of [0, 1, 7, 100]) expect(scrollTitle(t, step)).toBe(t);
  });

  it('shows a 15-character window that moves one character per step', () => {
    const t = '欧洲杯小组赛第三轮：德国对西班牙全场让球';
    expect(needsScrolling(t)).toBe(true);
    expect(scrollTitle(t, 0)).toBe('欧洲杯小组赛第三轮：德国对西班');
    expect(scrollTitle(t, 1)).toBe('洲杯小组赛第三轮：德国对西班牙');
    expect(Array.from(scrollTitle(t, 5))).toHaveLength(15);
  });

  it('wraps round after the title and a gap', () => {
    const t = 'ABCDEFGHIJKLMNOP'; // 16 chars, loop = 18 with the gap
    expect(scrollTitle(t, 18)).toBe(scrollTitle(t, 0));
    expect(scrollTitle(t, 17)).toBe('　ABCDEFGHIJKLMN');
  });

  it('counts code points so astral characters are not split', () => {
    const t = '𠀀'.repeat(16);
    expect(scrollTitle(t, 3)).toBe('𠀀'.repeat(13) + '　　'.slice(0, 2));
  });
});
