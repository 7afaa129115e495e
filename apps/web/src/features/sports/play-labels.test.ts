import { describe, expect, it } from 'vitest';
import { i18n } from '../../shared/i18n/index.ts';
import { SPORTS_NS } from './i18n.ts';

const label = (key: string, gameType: string, lng: 'zh-CN' | 'zh-TW' = 'zh-CN') =>
  i18n.getFixedT(lng, SPORTS_NS)(key, { context: gameType });

describe('play labels per sport', () => {
  it('names what a set sport counts: sets, games or points, not goals', () => {
    expect(label('col.R', 'FT')).toBe('让球');
    expect(label('col.R', 'TN')).toBe('让局');
    expect(label('col.SOU', 'TN')).toBe('总局数');
    expect(label('col.SR', 'VB')).toBe('让局');
    expect(label('col.SOU', 'TT', 'zh-TW')).toBe('總分');
    expect(label('play.SOU', 'TN')).toBe('总局数大小');
    expect(label('play.SOU', 'VB')).toBe('总分大小');
    expect(label('play.SR', 'TT')).toBe('让局');
    expect(label('play.R', 'VB', 'zh-TW')).toBe('讓分');
    expect(label('col.OU', 'BK')).toBe('大小');
  });

  it('gives points, not goals, in the points sports, and keeps goals in the goal sports', () => {
    expect(label('col.R', 'BK')).toBe('让分');
    expect(label('play.R', 'BS')).toBe('让分');
    expect(label('play.OU', 'AF')).toBe('总分大小');
    expect(label('play.R', 'RU', 'zh-TW')).toBe('讓分');
    expect(label('play.OU', 'BK', 'zh-TW')).toBe('總分大小');
    expect(label('col.R', 'IH')).toBe('让球');
    expect(label('play.R', 'HB')).toBe('让球');
  });
});
