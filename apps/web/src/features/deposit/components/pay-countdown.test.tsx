// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DepositOrder } from '@qilin/contract';
import { serverClock } from '../../../shared/api/server-clock.ts';
import { mountPerTest } from '../../../shared/testing/dom-mount.ts';
import { PayCountdown } from './PayCountdown.tsx';

vi.mock('../../../shared/i18n/index.ts', () => ({
  useT: () => (key: string) => key,
  registerTranslations: () => undefined,
}));

const SERVER = Date.UTC(2026, 11, 7, 0, 0, 0);

const order = (expiresAt: number): DepositOrder => ({
  orderNo: 'D1',
  channelId: 'alipay',
  channelName: '支付宝扫码',
  type: 'ewallet',
  waitPage: 'rechargeWait',
  status: 'pending',
  amount: '100.00',
  fee: '1.00',
  creditAmount: '99.00',
  createdAt: new Date(SERVER).toISOString(),
  expiresAt: new Date(expiresAt).toISOString(),
  paidAt: null,
  payUrl: '',
  bank: null,
  crypto: null,
  signalCode: '',
});

const dom = mountPerTest();

/** A device whose clock is `skewMs` off the server's, after one API answer (its Date header) arrived. */
const deviceOff = (skewMs: number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(SERVER + skewMs);
  serverClock.note(new Date(SERVER).toUTCString(), Date.now());
};

afterEach(() => {
  vi.useRealTimers();
});

describe('the deposit waiting page’s countdown', () => {
  it('counts the server’s 15 minutes on a device clock 90 s fast (it showed 13:30)', () => {
    deviceOff(90_000);
    const onOver = vi.fn();
    act(() => dom.root.render(<PayCountdown order={order(SERVER + 15 * 60_000)} onOver={onOver} />));
    expect(dom.host.querySelector('[role="timer"]')?.textContent).toContain('14:59');
    expect(onOver).not.toHaveBeenCalled();
  });

  it('shows an order the server has expired as over on a device clock 90 s slow (it showed 01:29 to pay)', () => {
    deviceOff(-90_000);
    const onOver = vi.fn();
    act(() => dom.root.render(<PayCountdown order={order(SERVER - 1_000)} onOver={onOver} />));
    expect(dom.host.querySelector('[role="timer"]')).toBeNull();
    expect(dom.host.textContent).toContain('wait.countdownOver');
    expect(onOver).toHaveBeenCalledTimes(1);
  });
});
