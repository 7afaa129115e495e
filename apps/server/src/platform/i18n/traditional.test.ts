import { describe, expect, it } from 'vitest';
import { createFrameConverter, localise, toTraditional } from './traditional.ts';

describe('Traditional Chinese for zh-TW callers', () => {
  it('converts feed names and messages with Taiwan wording', () => {
    expect(toTraditional('英格兰超级联赛')).toBe('英格蘭超級聯賽');
    expect(toTraditional('意大利甲级联赛')).toBe('義大利甲級聯賽');
    expect(toTraditional('皇家马德里')).toBe('皇家馬德里');
    expect(toTraditional('请先登录')).toBe('請先登入');
    expect(toTraditional('账号或密码错误')).toBe('帳號或密碼錯誤');
    expect(toTraditional('今日取款次数已达上限（5次），请明日再试')).toBe(
      '今日提款次數已達上限（5次），請明日再試',
    );
    expect(toTraditional('盘口暂停投注，请稍后再试')).toBe('盤口暫停投注，請稍後再試');
    // As the web's zh-TW buttons say it (取得驗證碼).
    expect(toTraditional('请42秒后再获取验证码')).toBe('請42秒後再取得驗證碼');
    expect(toTraditional('请先绑定手机号')).toBe('請先綁定手機號');
    expect(toTraditional('意见反馈')).toBe('意見回饋');
  });

  it('leaves text without Han characters and Traditional text as it is', () => {
    expect(toTraditional('AC 1-0 FT^45')).toBe('AC 1-0 FT^45');
    expect(toTraditional('英格蘭超級聯賽')).toBe('英格蘭超級聯賽');
  });

  it('converts every string of an answer for zh-TW and returns a zh-CN answer untouched', () => {
    const answer = {
      leagues: [{ name: '西班牙甲级联赛', matches: [{ team_h: '巴塞罗那', odds: 1.95, live: true }] }],
      at: new Date(0),
      none: null,
    };
    expect(localise(answer, 'zh-CN')).toBe(answer);
    const tw = localise(answer, 'zh-TW');
    expect(tw).toEqual({
      leagues: [{ name: '西班牙甲級聯賽', matches: [{ team_h: '巴塞羅那', odds: 1.95, live: true }] }],
      at: new Date(0),
      none: null,
    });
    expect(answer.leagues[0]!.name).toBe('西班牙甲级联赛');
  });

  it('converts a serialised frame without touching its JSON', () => {
    const frames = createFrameConverter(2);
    const text = JSON.stringify({
      type: 'delta',
      changes: [{ league: '德国甲级联赛', team_c: '拜仁慕尼黑' }],
    });
    const out = frames(text);
    expect(JSON.parse(out)).toEqual({
      type: 'delta',
      changes: [{ league: '德國甲級聯賽', team_c: '拜仁慕尼黑' }],
    });
    expect(frames(text)).toBe(out);
    expect(frames('{"type":"pong"}')).toBe('{"type":"pong"}');
  });
});
