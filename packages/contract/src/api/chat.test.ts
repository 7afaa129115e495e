import { describe, expect, it } from 'vitest';
import {
  CHAT_PREDICTION_MAX,
  ChatClientFrameSchema,
  ChatMsgId,
  chatPredictionMessage,
  chatPredictionRange,
  checkChatPrediction,
  chatPredictionsClosed,
} from './chat.ts';
import { SportCodeSchema } from './sports-feed.ts';

const match = (gameType: 'FT' | 'BK' | 'TN' | 'SK', home = 0, away = 0) => ({
  gameType,
  sc_FT_H: home,
  sc_FT_C: away,
});

describe('score predictions (10018)', () => {
  it('refuses a side below the score as it stands: a score only grows', () => {
    expect(checkChatPrediction(match('FT', 2, 1), { home: 1, away: 3 })).toEqual({
      ok: false,
      reason: 'belowScore',
      home: 2,
      away: 1,
    });
    expect(checkChatPrediction(match('FT', 2, 1), { home: 4, away: 0 })).toMatchObject({
      reason: 'belowScore',
    });
    expect(checkChatPrediction(match('FT', 2, 1), { home: 2, away: 1 })).toEqual({ ok: true });
  });

  it('caps a side per sport: basketball passes 99, tennis sets stop at 3, football at 40', () => {
    expect(checkChatPrediction(match('BK'), { home: 118, away: 112 })).toEqual({ ok: true });
    expect(checkChatPrediction(match('BK'), { home: 201, away: 112 })).toEqual({
      ok: false,
      reason: 'tooHigh',
      max: 200,
    });
    expect(checkChatPrediction(match('TN'), { home: 3, away: 2 })).toEqual({ ok: true });
    expect(checkChatPrediction(match('TN'), { home: 6, away: 4 })).toMatchObject({
      reason: 'tooHigh',
      max: 3,
    });
    expect(checkChatPrediction(match('FT'), { home: 41, away: 0 })).toMatchObject({ reason: 'tooHigh' });
    expect(checkChatPrediction(match('SK'), { home: 18, away: 17 })).toEqual({ ok: true });
  });

  it('has a cap for every sport, and a match already past its cap can still be predicted as it stands', () => {
    for (const sport of SportCodeSchema.options) expect(CHAT_PREDICTION_MAX[sport]).toBeGreaterThan(0);
    expect(chatPredictionRange(match('FT', 45, 0))).toEqual({
      home: { min: 45, max: 45 },
      away: { min: 0, max: 40 },
    });
    expect(checkChatPrediction(match('FT', 45, 0), { home: 45, away: 1 })).toEqual({ ok: true });
  });

  it('words a refusal as the server sends it', () => {
    expect(chatPredictionMessage({ ok: false, reason: 'belowScore', home: 2, away: 1 })).toBe(
      '预测比分不能低于当前比分 2:1',
    );
    expect(chatPredictionMessage({ ok: false, reason: 'tooHigh', max: 200 })).toBe(
      '预测比分每队不能超过 200',
    );
  });

  it('lets a basketball score through the frame schema (the sport cap is the rule, not 99)', () => {
    const frame = {
      msgId: ChatMsgId.PredictionRecord,
      msgData: { rid: 'demo-m1', gameId: '1', home: 120, away: 99 },
    };
    expect(ChatClientFrameSchema.safeParse(frame).success).toBe(true);
  });

  it('closes predictions once the match is over, finished or void, and only then', () => {
    expect(['pre', 'live', 'break'].map(chatPredictionsClosed)).toEqual([false, false, false]);
    expect(['finished', 'void'].map(chatPredictionsClosed)).toEqual([true, true]);
  });
});
