// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatScore } from '../store/chat-reducer.ts';
import { setLanguage } from '../../../shared/i18n/index.ts';
import { mountPerTest } from '../../../shared/testing/dom-mount.ts';
import { useChat } from '../store/chat-store.ts';
import { PredictControl, PredictionForm } from './PredictControl.tsx';

const dom = mountPerTest();
afterEach(async () => {
  await setLanguage('zh-CN');
});

const score = (gameType: ChatScore['gameType'], h: number, c: number): ChatScore => ({
  rid: 'demo-m1',
  gameId: '1',
  gameType,
  team_h: '主队',
  team_c: '客队',
  sc_FT_H: h,
  sc_FT_C: c,
  re_time: '',
  gameStatus: 'live',
});

const inputs = () => [...dom.host.querySelectorAll<HTMLInputElement>('input')];
const send = () => dom.host.querySelector<HTMLButtonElement>('[data-testid="chat-predict-send"]')!;
const reason = () => dom.host.querySelector('[data-testid="chat-predict-reason"]')?.textContent ?? null;

describe('the score prediction form', () => {
  it('starts at the score as it stands and never goes below it', async () => {
    const submit = vi.fn();
    await act(async () => dom.root.render(<PredictionForm score={score('FT', 3, 2)} onSubmit={submit} />));
    expect(inputs().map((i) => i.value)).toEqual(['3', '2']);
    expect(inputs().map((i) => i.getAttribute('aria-valuemin'))).toEqual(['3', '2']);
    expect(reason()).toBeNull();
    await act(async () => send().click());
    expect(submit).toHaveBeenCalledWith(3, 2);
  });

  it('says why and refuses to send when a goal leaves the entered score behind (zh-CN and zh-TW)', async () => {
    const submit = vi.fn();
    await act(async () => dom.root.render(<PredictionForm score={score('FT', 1, 0)} onSubmit={submit} />));
    await act(async () => dom.root.render(<PredictionForm score={score('FT', 2, 0)} onSubmit={submit} />));
    expect(reason()).toBe('预测比分不能低于当前比分 2:0');
    expect(send().disabled).toBe(true);
    await act(async () => setLanguage('zh-TW'));
    expect(reason()).toBe('預測比分不能低於目前比分 2:0');
  });

  it("bounds a side by its sport's cap: basketball passes 99, tennis stops at 3 sets", async () => {
    await act(async () =>
      dom.root.render(<PredictionForm key="bk" score={score('BK', 0, 0)} onSubmit={() => {}} />),
    );
    expect(inputs().map((i) => i.getAttribute('aria-valuemax'))).toEqual(['200', '200']);
    await act(async () =>
      dom.root.render(<PredictionForm key="tn" score={score('TN', 1, 0)} onSubmit={() => {}} />),
    );
    expect(inputs().map((i) => i.getAttribute('aria-valuemax'))).toEqual(['3', '3']);
  });
});

describe('the 竞猜比分 button', () => {
  const room = {
    rid: 'demo-m1',
    name: '主队 vs 客队',
    category: 'sport' as const,
    gameId: '1',
    status: 'open' as const,
    blocked: false,
    minVipLevel: 0,
    online: 2,
  };
  const buttons = () => [...dom.host.querySelectorAll('button')].map((b) => b.textContent);

  it('is offered while the match can still change, and gone once it is over', async () => {
    await act(async () => useChat.setState({ scores: { [room.rid]: score('FT', 1, 0) } }));
    await act(async () => dom.root.render(<PredictControl room={room} />));
    expect(buttons()).toEqual(['竞猜比分']);
    for (const gameStatus of ['finished', 'void']) {
      await act(async () =>
        useChat.setState({ scores: { [room.rid]: { ...score('FT', 1, 0), gameStatus } } }),
      );
      expect(buttons()).toEqual([]);
    }
  });
});
