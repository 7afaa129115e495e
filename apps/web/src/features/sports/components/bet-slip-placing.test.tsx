// @vitest-environment happy-dom
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Ticket } from '@qilin/contract';
import { mountPerTest } from '../../../shared/testing/dom-mount.ts';
import { resetSlip, useSlip } from '../slip/slip-store.ts';
import type * as PlaceModule from '../slip/place.ts';
import { handicapMarket, showSlip, slipMatch } from './slip-test-fixtures.tsx';

vi.mock('../../../shared/ui/toast.ts', () => ({
  toast: { warning: () => 0, error: () => 0, success: () => 0, info: () => 0 },
}));
vi.mock('../../../shared/wallet/balance.ts', () => ({
  useBalance: () => ({ data: { centerWalletBalance: '4800.00' } }),
  refreshBalance: () => Promise.resolve(),
}));
vi.mock('../queries.ts', () => ({ usePayoutCaps: () => null }));
/** The ticket's answer, given when the test says: until then the ticket is being placed. */
const answer = vi.hoisted(() => ({ resolve: null as ((t: Ticket) => void) | null }));
vi.mock('../slip/place.ts', async (actual) => ({
  ...(await actual<typeof PlaceModule>()),
  placeTicket: () => new Promise<Ticket>((resolve) => (answer.resolve = resolve)),
  untilDecided: (ticket: Ticket) => Promise.resolve(ticket),
}));

const dom = mountPerTest();
const show = () => showSlip(dom, [[slipMatch(1, true), handicapMarket({ odds: 1.84 })]]);
const q = <E extends Element>(selector: string) => dom.host.querySelector<E>(selector);
const stakeInput = () => q<HTMLInputElement>('input[aria-label="投注金额"]')!;
const type = (value: string) => {
  const input = stakeInput();
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setValue?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
};
const press = () =>
  act(async () => {
    q<HTMLButtonElement>('[data-testid="place-bet"]')!.click();
    await Promise.resolve();
  });
const acceptSelectDisabled = () =>
  q('[aria-label="accept-odds"]')!.closest('.ant-select')!.classList.contains('ant-select-disabled');
const switches = () => [...dom.host.querySelectorAll<HTMLButtonElement>('button[role="switch"]')];

beforeEach(() => {
  resetSlip();
  answer.resolve = null;
});

describe('a double click on 确认投注 changes nothing of the slip (the second press lands elsewhere)', () => {
  it('while the ticket is out, the odds-acceptance select, the stake and the mode switches are disabled', async () => {
    show();
    type('50');
    expect(acceptSelectDisabled()).toBe(false);
    await press();

    expect(acceptSelectDisabled()).toBe(true);
    expect(stakeInput().disabled).toBe(true);
    expect(switches().length).toBeGreaterThan(0);
    expect(switches().every((s) => s.disabled)).toBe(true);

    // A change that reaches the store anyway (a keyboard, a stray press) is not taken.
    act(() => useSlip.getState().setAcceptOdds('any'));
    act(() => useSlip.getState().setStake(useSlip.getState().entries[0]!.key, '7'));
    act(() => useSlip.getState().setMultiple(true));
    expect(useSlip.getState()).toMatchObject({ acceptOdds: 'better', multiple: false });
    expect(Object.values(useSlip.getState().stakes)).toEqual(['50']);

    await act(async () => {
      answer.resolve!({ ticket_id: 'T1', status: 'rejected', statusText: '赔率已变化' } as Ticket);
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(acceptSelectDisabled()).toBe(false);
    act(() => useSlip.getState().setAcceptOdds('any'));
    expect(useSlip.getState().acceptOdds).toBe('any');
  });

  it('the confirming notice lies over the entry, outside the flow, so the controls below do not move', async () => {
    show();
    type('50');
    await press();
    const notice = q<HTMLElement>('[data-testid="slip-confirming"]')!;
    expect(notice.textContent).toContain('订单确认中…');
    expect(notice.style.position).toBe('absolute');
    expect(notice.parentElement?.dataset.testid).toBe('slip-entry');
  });
});
