import { describe, expect, it } from 'vitest';
import { mmss, SESSION_TEXTS_ZH_CN, sessionLabel, sessionText } from './session-label.ts';

const base = {
  gameType: 'FT' as const,
  re_time: '',
  clockSeconds: 0,
  se_now: 1,
  gameStatus: 'live' as const,
  isLive: true,
  sc_FT_H: 0,
  sc_FT_C: 0,
  inningNum: 0,
  HalfTime: false,
};

describe('match session labels (SPEC §4)', () => {
  it('football halves and half time', () => {
    expect(sessionLabel({ ...base, re_time: "1H^23'" })).toEqual({
      key: 'firstHalf',
      values: { clock: "23'" },
    });
    expect(sessionLabel({ ...base, re_time: "2H^90+2'" })?.key).toBe('secondHalf');
    expect(sessionLabel({ ...base, re_time: 'HT', gameStatus: 'break' })?.key).toBe('halfTime');
  });

  it('basketball quarters, half and overtime with the time left on the clock', () => {
    const bk = { ...base, gameType: 'BK' as const };
    // 6:28 played of a 12-minute quarter: the board shows 05:32 left.
    expect(sessionLabel({ ...bk, re_time: 'Q2^05:32', clockSeconds: 388 })).toEqual({
      key: 'quarter',
      values: { n: 2, clock: '05:32' },
    });
    expect(sessionLabel({ ...bk, re_time: 'HT' })?.key).toBe('bkHalf');
    expect(sessionLabel({ ...bk, re_time: 'OT^03:10', clockSeconds: 110 })).toEqual({
      key: 'overtime',
      values: { clock: '03:10' },
    });
    // A feed without a clock in re_time: the seconds as sent.
    expect(sessionLabel({ ...bk, re_time: 'Q3^', clockSeconds: 65 })).toEqual({
      key: 'quarter',
      values: { n: 3, clock: '01:05' },
    });
    expect(mmss(65)).toBe('01:05');
  });

  it('a quarter or period that ended says so while the teams rest, not a stopped 00:00', () => {
    const rest = { ...base, gameType: 'BK' as const, gameStatus: 'break' as const };
    expect(sessionLabel({ ...rest, re_time: 'Q1^00:00' })).toEqual({ key: 'quarterEnd', values: { n: 1 } });
    expect(sessionLabel({ ...rest, re_time: 'OT^00:00' })).toEqual({ key: 'overtimeEnd' });
    expect(sessionLabel({ ...rest, gameType: 'IH', re_time: 'P2^00:00' })).toEqual({
      key: 'quarterEnd',
      values: { n: 2 },
    });
    // The same clock while play runs is the last second of the quarter.
    expect(sessionLabel({ ...rest, gameStatus: 'live', re_time: 'Q1^00:00' })?.key).toBe('quarter');
  });

  it('a set or game that ended says so during the break between them', () => {
    const vb = { ...base, gameType: 'VB' as const, re_time: 'S1^' };
    expect(sessionLabel({ ...vb, gameStatus: 'break' })).toEqual({ key: 'gameEnd', values: { n: 1 } });
    expect(sessionLabel({ ...vb, gameStatus: 'live' })).toEqual({ key: 'game', values: { n: 1 } });
    expect(sessionLabel({ ...vb, gameType: 'TN', gameStatus: 'break' })).toEqual({
      key: 'setEnd',
      values: { n: 1 },
    });
  });

  it('American football quarters and ice hockey periods with the time left, not a bare 滚球中', () => {
    expect(sessionLabel({ ...base, gameType: 'AF', re_time: 'Q3^09:41' })).toEqual({
      key: 'quarter',
      values: { n: 3, clock: '09:41' },
    });
    expect(sessionLabel({ ...base, gameType: 'IH', re_time: 'P2^17:05' })).toEqual({
      key: 'quarter',
      values: { n: 2, clock: '17:05' },
    });
    expect(sessionLabel({ ...base, gameType: 'IH', re_time: 'OT^04:12' })).toEqual({
      key: 'overtime',
      values: { clock: '04:12' },
    });
    expect(sessionLabel({ ...base, gameType: 'AF', re_time: 'HT', gameStatus: 'break' })?.key).toBe(
      'halfTime',
    );
  });

  it('baseball innings, extra innings from the 9th', () => {
    const bs = { ...base, gameType: 'BS' as const };
    expect(sessionLabel({ ...bs, re_time: 'B7^' })).toEqual({ key: 'inning', values: { n: 7 } });
    expect(sessionLabel({ ...bs, re_time: 'B9^' })).toEqual({ key: 'extraInning', values: { n: 9 } });
    // The half being played, as the board shows it.
    expect(sessionLabel({ ...bs, re_time: 'B3^T' })).toEqual({ key: 'inningTop', values: { n: 3 } });
    expect(sessionLabel({ ...bs, re_time: 'B10^B' })).toEqual({
      key: 'extraInningBottom',
      values: { n: 10 },
    });
  });

  it('"about to start" only for a live 0-0 at LIVE^0\'', () => {
    expect(sessionLabel({ ...base, re_time: "LIVE^0'" })?.key).toBe('aboutToStart');
    expect(sessionLabel({ ...base, re_time: "LIVE^0'", sc_FT_H: 1 })?.key).toBe('live');
    expect(sessionLabel({ ...base, isLive: false, gameStatus: 'pre' })).toBeNull();
  });
});

describe('session labels written out (the operator match list)', () => {
  it('fills the values into the zh-CN text, and writes nothing before kick-off', () => {
    const bk = { ...base, gameType: 'BK' as const, re_time: 'Q2^05:32' };
    expect(sessionText(sessionLabel(bk))).toBe('第2节 05:32');
    expect(sessionText(sessionLabel({ ...base, re_time: "2H^67'" }))).toBe("下半场 67'");
    expect(sessionText(sessionLabel({ ...base, isLive: false, gameStatus: 'pre' }))).toBe('');
    expect(SESSION_TEXTS_ZH_CN.halfTime).toBe('中场休息');
  });
});
