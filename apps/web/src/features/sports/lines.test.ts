import { describe, expect, it } from 'vitest';
import type { TicketLeg } from '@qilin/contract';
import { i18n } from '../../shared/i18n/index.ts';
import { SPORTS_NS } from './i18n.ts';
import { crownLine, handicapText, legSelectionText, selectionText } from './lines.ts';
import { toDisplayOdds } from './odds.ts';

describe('Crown-style lines and odds', () => {
  it('shows quarter lines as their two halves', () => {
    expect(crownLine(0.25)).toBe('0/0.5');
    expect(crownLine(2.75)).toBe('2.5/3');
    expect(crownLine(1.5)).toBe('1.5');
    expect(handicapText(-0.25, 'H')).toBe('-0/0.5');
    expect(handicapText(-0.25, 'C')).toBe('+0/0.5');
    expect(handicapText(0, 'H')).toBe('0');
  });

  it('converts decimal odds to the four odds types', () => {
    expect(toDisplayOdds(1.8, 'H')).toBeCloseTo(0.8);
    expect(toDisplayOdds(1.8, 'M')).toBeCloseTo(0.8);
    expect(toDisplayOdds(1.8, 'I')).toBeCloseTo(-1.25);
    expect(toDisplayOdds(2.5, 'M')).toBeCloseTo(-0.6667, 3);
    expect(toDisplayOdds(2.5, 'I')).toBeCloseTo(1.5);
    expect(toDisplayOdds(2, 'M')).toBe(1);
  });
});

describe('a selection in words', () => {
  const t = i18n.getFixedT('zh-CN', SPORTS_NS);
  const leg = (over: Partial<TicketLeg>): TicketLeg => ({
    gameId: '1154310592',
    gameType: 'FT',
    league: '欧洲冠军联赛',
    team_h: '曼城',
    team_c: '国际米兰',
    w: 'HOU',
    r: 'O',
    line: 1.25,
    selectionName: '半场 大 1.25',
    odds: 2.111,
    isLive: false,
    scoreAtBet: '',
    startTime: '2026-12-07T19:00:00.000Z',
    result: null,
    voidCode: null,
    voidReason: null,
    finalScore: null,
    ...over,
  });

  it('reads on a ticket as it read in the slip: Crown lines, no second 半场', () => {
    expect(legSelectionText(leg({}), t)).toBe('大 1/1.5');
    expect(legSelectionText(leg({ w: 'R', r: 'C', line: -0.25, selectionName: '国际米兰 +0.25' }), t)).toBe(
      '国际米兰 +0/0.5',
    );
    expect(legSelectionText(leg({ w: 'HR', r: 'H', line: -0.75 }), t)).toBe('曼城 -0.5/1');
    expect(legSelectionText(leg({ w: 'M', r: 'N', line: null }), t)).toBe('和局');
    expect(legSelectionText(leg({ w: 'PD', r: '2-1', line: null }), t)).toBe('2-1');
    expect(legSelectionText(leg({ w: 'PD', r: 'OTH', line: null }), t)).toBe('其他比分');
    // An outright's words are its title and option, as booked.
    expect(legSelectionText(leg({ w: 'CH', r: 'C3', line: null, selectionName: '英超 冠军 曼城' }), t)).toBe(
      '英超 冠军 曼城',
    );
  });

  it('is the slip entry wording', () => {
    const e = { w: 'OU' as const, r: 'U', line: 2.75, team_h: '曼城', team_c: '国际米兰' };
    expect(selectionText(e, t)).toBe('小 2.5/3');
    expect(selectionText(e, i18n.getFixedT('zh-TW', SPORTS_NS))).toBe('小 2.5/3');
  });
});
