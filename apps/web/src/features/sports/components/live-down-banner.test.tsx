// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../shared/i18n/index.ts';
import { mountPerTest } from '../../../shared/testing/dom-mount.ts';
import { LiveDownBanner } from './LiveDownBanner.tsx';

/** The socket as the banner sees it: down or not, and who to tell. */
const live = vi.hoisted(() => ({ down: false, listeners: new Set<() => void>() }));
vi.mock('../live/sports-socket.ts', () => ({
  sportsSocket: {
    isDown: () => live.down,
    onStateChange: (l: () => void) => {
      live.listeners.add(l);
      return () => live.listeners.delete(l);
    },
  },
}));
const setDown = (down: boolean) =>
  act(() => {
    live.down = down;
    live.listeners.forEach((l) => l());
  });
const banner = () => dom.host.querySelector('[data-testid="live-down"]')?.textContent?.trim() ?? null;
const pass = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

const dom = mountPerTest();
beforeEach(() => {
  vi.useFakeTimers();
  live.down = false;
  act(() => dom.root.render(<LiveDownBanner />));
});
afterEach(() => vi.useRealTimers());

describe('the live-price outage notice on the sports page', () => {
  it('shows after a few seconds without the live socket, and goes when it is back', () => {
    setDown(true);
    pass(3_000);
    expect(banner()).toBeNull(); // a blip (or the first connection) goes unsaid
    pass(1_000);
    expect(banner()).toBe('实时赔率连接中断，正在重新连接…');
    setDown(false);
    expect(banner()).toBeNull();
  });

  it('in Taiwan wording for zh-TW', async () => {
    await act(async () => setLanguage('zh-TW'));
    setDown(true);
    pass(4_000);
    expect(banner()).toBe('即時賠率連線中斷，正在重新連線…');
    await act(async () => setLanguage('zh-CN'));
  });
});
