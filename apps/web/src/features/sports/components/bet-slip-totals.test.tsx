// @vitest-environment happy-dom
import { act } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Market, Match } from '@qilin/contract';
import { mountPerTest } from '../../../shared/testing/dom-mount.ts';
import { matchEntry } from '../slip/make-entry.ts';
import { resetSlip, useSlip } from '../slip/slip-store.ts';
import type * as PlaceModule from '../slip/place.ts';
import { BetSlip } from './BetSlip.tsx';

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
    return Promise.resolve({ ticket_id: `T${sent.length}`, status: 'accepted' });
  },
  untilDecided: (ticket: unknown) => Promise.resolve(ticket),
}));

const match = (n: number) =>
  ({
    gameId: `10000000${n}`,
    hgid: `90000000${n}`,
    gameType: 'FT',
    league: 'L',
    team_h: `主队${n}`,
    team_c: `客队${n}`,
    isLive: false,
  }) as unknown as Match;
const handicap = (n: number, odds: number): Market => ({
  id: `10000000${n}:R:-0.5`,
  w: 'R',
  line: -0.5,
  main: true,
  status: 'open',
  minStake: '10.00',
  maxStake: '50000.00',
  selections: [
    { r: 'H', odds },
    { r: 'C', odds: 1.9 },
  ],
});

const dom = mountPerTest();
const queryClient = new QueryClient();
/** Two singles in 多选, the first at `firstOdds` (decimal). */
const showTwo = (firstOdds = 1.8) => {
  act(() => useSlip.getState().setMultiple(true));
  act(() => void useSlip.getState().toggle(matchEntry(match(1), handicap(1, firstOdds), 'H')!));
  act(() => void useSlip.getState().toggle(matchEntry(match(2), handicap(2, 2.0), 'H')!));
  act(() =>
    dom.root.render(
      <QueryClientProvider client={queryClient}>
        <BetSlip />
      </QueryClientProvider>,
    ),
  );
};
const stakeInputs = () => [...dom.host.querySelectorAll<HTMLInputElement>('input[aria-label="投注金额"]')];
const type = (index: number, value: string) => {
  const input = stakeInputs()[index]!;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    input.focus();
    setValue?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  act(() => input.blur());
};
const text = (testId: string) => dom.host.querySelector(`[data-testid="${testId}"]`)?.textContent ?? null;
const place = () =>
  act(async () => {
    dom.host.querySelector<HTMLButtonElement>('[data-testid="place-bet"]')!.click();
    await Promise.resolve();
  });

beforeEach(() => {
  resetSlip();
  toasts.length = 0;
  sent.length = 0;
  wallet.balance = '4800.00';
});

describe('several singles placed together (多选) are summed and held to the balance together', () => {
  it('shows the total stake and win of the singles with a stake', () => {
    showTwo();
    expect(stakeInputs()).toHaveLength(2);
    type(0, '100');
    // One single alone needs no total.
    expect(text('slip-total-stake')).toBeNull();
    type(1, '50');
    expect(dom.host.textContent).toContain('合计投注（2 注）');
    expect(text('slip-total-stake')).toBe('¥150');
    // 100 x 0.8 + 50 x 1.0
    expect(text('slip-total-win')).toBe('¥130');
    expect(text('slip-total-over')).toBeNull();
  });

  it('two stakes that each fit a ¥4,800 balance but not together: a warning, and placing sends none', async () => {
    showTwo();
    type(0, '3000');
    type(1, '2500');
    // Neither was clamped on its own.
    expect(toasts).toEqual([]);
    expect(text('slip-total-over')).toBe('合计投注 ¥5,500 超过余额 ¥4,800，请减少投注金额');

    await place();
    expect(sent).toEqual([]);
    expect(toasts).toEqual(['合计投注 ¥5,500 超过余额 ¥4,800，请减少投注金额']);

    type(1, '1800');
    expect(text('slip-total-over')).toBeNull();
    await place();
    expect(sent.sort()).toEqual(['1800', '3000']);
  });

  it('counts what a negative Indo price risks, not its stake', () => {
    // Decimal 1.5 is Indo -2.00: a stake of 2,000 risks 4,000.
    showTwo(1.5);
    act(() => useSlip.getState().setOddsType('I'));
    type(0, '2000');
    type(1, '500');
    expect(text('slip-total-stake')).toBe('¥4,500');
    expect(text('slip-total-over')).toBeNull();
    type(1, '900');
    expect(text('slip-total-stake')).toBe('¥4,900');
    expect(text('slip-total-over')).toBe('合计投注 ¥4,900 超过余额 ¥4,800，请减少投注金额');
  });
});
