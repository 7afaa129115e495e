// @vitest-environment happy-dom
import { act } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mountPerTest } from '../../../shared/testing/dom-mount.ts';
import { resetSlip, useSlip } from '../slip/slip-store.ts';
import type * as PlaceModule from '../slip/place.ts';
import { handicapMarket, showSlip, slipMatch } from './slip-test-fixtures.tsx';

/** SPEC §5's callback: the slip's warning toasts, in order. */
const toasts = vi.hoisted(() => [] as string[]);
vi.mock('../../../shared/ui/toast.ts', () => ({
  toast: { warning: (m: string) => toasts.push(m), error: () => 0, success: () => 0, info: () => 0 },
}));
const wallet = vi.hoisted(() => ({ balance: '4800.00' }));
vi.mock('../../../shared/wallet/balance.ts', () => ({
  useBalance: () => ({ data: { centerWalletBalance: wallet.balance } }),
  refreshBalance: () => Promise.resolve(),
}));
vi.mock('../queries.ts', () => ({ usePayoutCaps: () => null }));
/** The stakes the slip sent; every ticket is accepted at once. */
const sent = vi.hoisted(() => [] as string[]);
vi.mock('../slip/place.ts', async (actual) => ({
  ...(await actual<typeof PlaceModule>()),
  placeTicket: (request: { stake: string }) => {
    sent.push(request.stake);
    return Promise.resolve({ ticket_id: 'T1', status: 'accepted' });
  },
  untilDecided: (ticket: unknown) => Promise.resolve(ticket),
}));

const handicap = (odds: number, maxStake = '50000.00', n = 1) => handicapMarket({ n, odds, maxStake });

const dom = mountPerTest();
const queryClient = new QueryClient();
const show = (odds: number, maxStake?: string) =>
  showSlip(dom, [[slipMatch(1), handicap(odds, maxStake)]], queryClient);
const stakeInput = () => dom.host.querySelector<HTMLInputElement>('input[aria-label="投注金额"]')!;
const type = (value: string) => {
  const input = stakeInput();
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    input.focus();
    setValue?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
};
const leave = () => act(() => stakeInput().blur());
const text = (testId: string) => dom.host.querySelector(`[data-testid="${testId}"]`)?.textContent ?? null;

beforeEach(() => {
  resetSlip();
  toasts.length = 0;
  sent.length = 0;
  wallet.balance = '4800.00';
});

describe('the slip never shows a win or a risk above what can be staked (SPEC §5 real bet amount)', () => {
  it('while 999999 is typed over a ¥4,800 balance, shows the win of ¥4,800 and says so; leaving cuts it', () => {
    show(1.84);
    type('999999');
    expect(stakeInput().value).toBe('999999');
    expect(text('slip-win')).toBe('¥4,032');
    expect(text('slip-clamp-pending')).toBe('超出余额，将按 ¥4,800 投注');
    expect(toasts).toEqual([]);

    leave();
    expect(stakeInput().value).toBe('4800');
    expect(text('slip-clamp-pending')).toBeNull();
    expect(toasts).toEqual(['投注金额不能超过余额，已调整为 ¥4,800']);
  });

  it("writes the limit clamp's amount as money too", () => {
    wallet.balance = '100000.00';
    show(1.84, '5000.00');
    type('6000');
    expect(text('slip-clamp-pending')).toBe('超出限额，将按 ¥5,000 投注');
    leave();
    expect(toasts).toEqual(['投注金额超过限额，已调整为 ¥5,000']);
  });

  it('typing up to a 50,000 limit is not cut on the way', () => {
    wallet.balance = '100000.00';
    show(1.84, '50000.00');
    for (const v of ['5', '50', '500', '5000', '50000']) type(v);
    leave();
    expect(stakeInput().value).toBe('50000');
    expect(toasts).toEqual([]);
  });

  it('switching to an Indo price whose risk is twice the stake clamps the stake at once, with the message', () => {
    show(1.5);
    type('3000');
    leave();
    expect(toasts).toEqual([]);

    act(() => useSlip.getState().setOddsType('I'));
    expect(stakeInput().value).toBe('2400');
    expect(text('slip-risk')).toBe('¥4,800');
    expect(toasts).toEqual(['投注金额不能超过余额，已调整为 ¥2,400']);
  });

  it('a price move that raises the risk above the balance clamps again', () => {
    show(1.5);
    act(() => useSlip.getState().setOddsType('I'));
    type('2400');
    leave();
    expect(toasts).toEqual([]);

    // Indo -2.00 -> -4.00: the same stake would now risk ¥9,600.
    act(() => useSlip.getState().applyMarket(handicap(1.25)));
    expect(stakeInput().value).toBe('1200');
    expect(text('slip-risk')).toBe('¥4,800');
    expect(toasts).toEqual(['投注金额不能超过余额，已调整为 ¥1,200']);
  });

  it('placing straight from the field (no blur first) places the clamped stake, with the message', async () => {
    show(1.84);
    type('999999');
    await act(async () => {
      dom.host.querySelector<HTMLButtonElement>('[data-testid="place-bet"]')!.click();
      await Promise.resolve();
    });
    expect(sent).toEqual(['4800']);
    expect(toasts).toContain('投注金额不能超过余额，已调整为 ¥4,800');
  });
});

/** Two singles in 多选, the first at `firstOdds` (decimal). */
const showTwo = (firstOdds = 1.8) => {
  act(() => useSlip.getState().setMultiple(true));
  showSlip(
    dom,
    [
      [slipMatch(1), handicap(firstOdds, undefined, 1)],
      [slipMatch(2), handicap(2.0, undefined, 2)],
    ],
    queryClient,
  );
};
const stakeInputs = () => [...dom.host.querySelectorAll<HTMLInputElement>('input[aria-label="投注金额"]')];
const typeAt = (index: number, value: string) => {
  const input = stakeInputs()[index]!;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    input.focus();
    setValue?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  act(() => input.blur());
};
const place = () =>
  act(async () => {
    dom.host.querySelector<HTMLButtonElement>('[data-testid="place-bet"]')!.click();
    await Promise.resolve();
  });

describe('several singles placed together (多选) are summed and held to the balance together', () => {
  it('shows the total stake and win of the singles with a stake', () => {
    showTwo();
    expect(stakeInputs()).toHaveLength(2);
    typeAt(0, '100');
    // One single alone needs no total.
    expect(text('slip-total-stake')).toBeNull();
    typeAt(1, '50');
    expect(dom.host.textContent).toContain('合计投注（2 注）');
    expect(text('slip-total-stake')).toBe('¥150');
    // 100 x 0.8 + 50 x 1.0
    expect(text('slip-total-win')).toBe('¥130');
    expect(text('slip-total-over')).toBeNull();
  });

  it('two stakes that each fit a ¥4,800 balance but not together: a warning, and placing sends none', async () => {
    showTwo();
    typeAt(0, '3000');
    typeAt(1, '2500');
    // Neither was clamped on its own.
    expect(toasts).toEqual([]);
    expect(text('slip-total-over')).toBe('合计投注 ¥5,500 超过余额 ¥4,800，请减少投注金额');

    await place();
    expect(sent).toEqual([]);
    expect(toasts).toEqual(['合计投注 ¥5,500 超过余额 ¥4,800，请减少投注金额']);

    typeAt(1, '1800');
    expect(text('slip-total-over')).toBeNull();
    await place();
    expect(sent.sort()).toEqual(['1800', '3000']);
  });

  it('counts what a negative Indo price risks, not its stake', () => {
    // Decimal 1.5 is Indo -2.00: a stake of 2,000 risks 4,000.
    showTwo(1.5);
    act(() => useSlip.getState().setOddsType('I'));
    typeAt(0, '2000');
    typeAt(1, '500');
    expect(text('slip-total-stake')).toBe('¥4,500');
    expect(text('slip-total-over')).toBeNull();
    typeAt(1, '900');
    expect(text('slip-total-stake')).toBe('¥4,900');
    expect(text('slip-total-over')).toBe('合计投注 ¥4,900 超过余额 ¥4,800，请减少投注金额');
  });
});
