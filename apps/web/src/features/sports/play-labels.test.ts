import { describe, expect, it } from 'vitest';
import { i18n } from '../../shared/i18n/index.ts';
import { SPORTS_NS } from './i18n.ts';

const label = (key: string, gameType: string, lng: 'zh-CN' | 'zh-TW' = 'zh-CN') =>
  i18n.getFixedT(lng, SPORTS_NS)(key, { context: gameType });

describe('play labels per sport', () => {
  it('names what a set sport counts: sets, games or points, not goals', () => {
    expect(label('col.R', 'FT')).toBe('让球');
    expect(label('col.R', 'TN')).toBe('让局');
    expect(label('col.OU', 'TN')).toBe('总盘数');
    expect(label('play.SOU', 'TN')).toBe('总局数大小');
    expect(label('play.SOU', 'VB')).toBe('总分大小');
    expect(label('play.SR', 'TT')).toBe('让局');
    expect(label('col.R', 'VB', 'zh-TW')).toBe('讓分');
    expect(label('col.OU', 'BK')).toBe('大小');
  });
});
