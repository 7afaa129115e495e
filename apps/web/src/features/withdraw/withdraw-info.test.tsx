// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteMidnight, type WithdrawInfo } from '@qilin/contract';
import { queryClient } from '../../shared/api/query-client.ts';
import { mountPerTest } from '../../shared/testing/dom-mount.ts';
import { useWithdrawInfo } from './api.ts';
import { msUntilSiteDayTurns } from './withdraw-logic.ts';

/** The take-money page's usage as the server counts it: five yesterday, none once the site day turns. */
const answers: number[] = [];
const usageNow = () => (Date.now() < siteMidnight('2026-03-02').getTime() ? 5 : 0);
vi.mock('../../shared/api/client.ts', () => ({
  apiPost: () => {
    const todayCount = usageNow();
    answers.push(todayCount);
    return Promise.resolve({ todayCount } as Partial<WithdrawInfo>);
  },
  apiGet: () => Promise.resolve([]),
}));

/** Shows the count the form would judge an amount by. */
function Probe() {
  return <span>{useWithdrawInfo('bank').data?.todayCount ?? ''}</span>;
}

const dom = mountPerTest();

/** Lets `ms` pass, then lets the answers that came in reach the component (a second act round). */
const passTime = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(10);
  });
};

beforeEach(() => {
  answers.length = 0;
  queryClient.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the take-money page's usage of today", () => {
  it('is read again once the site day turns, so yesterday’s count stops refusing today’s withdrawal', async () => {
    vi.useFakeTimers();
    // 23:59:50 in Shanghai on 1 March.
    vi.setSystemTime(siteMidnight('2026-03-02').getTime() - 10_000);
    act(() => {
      dom.root.render(
        <QueryClientProvider client={queryClient}>
          <Probe />
        </QueryClientProvider>,
      );
    });
    await passTime(100);
    expect(dom.host.textContent).toBe('5');
    await passTime(15_000);
    expect(answers).toEqual([5, 0]);
    expect(dom.host.textContent).toBe('0');
  });

  it('waits until just past the site’s midnight, whatever the device’s time zone', () => {
    const midnight = siteMidnight('2026-03-02').getTime();
    expect(msUntilSiteDayTurns(midnight - 10_000)).toBe(12_000);
    expect(msUntilSiteDayTurns(midnight)).toBe(86_400_000 + 2_000);
  });
});
