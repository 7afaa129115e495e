import { describe, expect, it } from 'vitest';
import { teamNamesIn } from './team-names.ts';

describe('chat team names per language', () => {
  const push = {
    team_h: '曼联',
    team_c: '纽卡斯尔',
    zhTW: { team_h: '曼聯', team_c: '紐卡斯爾' },
  };

  it('answers the Traditional names to a zh-TW reader and the feed names to a zh-CN one', () => {
    expect(teamNamesIn('zh-TW', push)).toEqual({ team_h: '曼聯', team_c: '紐卡斯爾' });
    expect(teamNamesIn('zh-CN', push)).toEqual({ team_h: '曼联', team_c: '纽卡斯尔' });
  });

  it('falls back to the feed names for lines written before the Traditional twins, and to none', () => {
    expect(teamNamesIn('zh-TW', { team_h: '曼联', team_c: '纽卡斯尔' })).toEqual({
      team_h: '曼联',
      team_c: '纽卡斯尔',
    });
    expect(teamNamesIn('zh-TW', { team_h: '曼联' })).toBeNull();
    expect(teamNamesIn('zh-CN', null)).toBeNull();
  });
});
