// @vitest-environment happy-dom
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatFen, StakeLimitMessage, type Market } from '@qilin/contract';
import { i18n } from '../../../shared/i18n/index.ts';
import { mountPerTest } from '../../../shared/testing/dom-mount.ts';
import { resetSlip, useSlip } from '../slip/slip-store.ts';
import type * as PlaceModule from '../slip/place.ts';
import { handicapMarket, showSlip, slipMatch } from './slip-test-fixtures.tsx';
import '../i18n.ts';

const toasts = vi.hoisted(() => [] as string[]);
vi.mock('../../../shared/ui/toast.ts', () => ({
  toast: { warning: (m: string) => toasts.push(m), error: () => 0, success: () => 0, info: () => 0 },
}));
vi.mock('../../../shared/wallet/balance.ts', () => ({
  useBalance: () => ({ data: { centerWalletBalance: '4800.00' } }),
  refreshBalance: () => Promise.resolve(),
}));
vi.mock('../queries.ts', () => ({ usePayoutCaps: () => null }));
/** The stakes the slip sent to the server. */
const sent = vi.hoisted(() => [] as string[]);
vi.mock('../slip/place.ts', async (actual) => ({
  ...(await actual<typeof PlaceModule>()),
  placeTicket: (request: { stake: string }) => {
    sent.push(request.stake);
    return Promise.resolve({ ticket_id: 'T1', status: 'accepted' });
  },
  untilDecided: (ticket: unknown) => Promise.resolve(ticket),
}));

const handicap = (n: number, odds: number, minStake = '10.00') => handicapMarket({ n, odds, minStake });

const dom = mountPerTest();
const show = (...markets: [number, Market][]) =>
  showSlip(
    dom,
    markets.map(([n, m]) => [slipMatch(n), m]),
  );
const type = (input: HTMLInputElement, value: string) => {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setValue?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
};
const stakeInput = () => dom.host.querySelector<HTMLInputElement>('input[aria-label="投注金额"]')!;
const press = () =>
  act(async () => {
    dom.host.querySelector<HTMLButtonElement>('[data-testid="place-bet"]')!.click();
    await Promise.resolve();
  });
const refusal = () => dom.host.querySelector('[data-testid="slip-refusal"]')?.textContent ?? null;

beforeEach(() => {
  resetSlip();
  toasts.length = 0;
  sent.length = 0;
});

describe("the market's minimum stake is the slip's own rule too", () => {
  it('shows the limits in the empty stake field', () => {
    show([1, handicap(1, 1.84)]);
    expect(stakeInput().placeholder).toBe('限额 10 - 50,000');
  });

  it('refuses a stake of 7 under a ¥10 minimum in the server’s words, without sending it', async () => {
    show([1, handicap(1, 1.84)]);
    type(stakeInput(), '7');
    await press();
    expect(sent).toEqual([]);
    expect(refusal()).toBe('最低投注金额为10元');
    expect(toasts).toEqual(['最低投注金额为10元']);

    type(stakeInput(), '10');
    await press();
    expect(sent).toEqual(['10']);
  });

  it('counts what a negative Indo price risks, as placement does (stake 8 at -2.00 risks 16)', async () => {
    show([1, handicap(1, 1.5)]);
    act(() => useSlip.getState().setOddsType('I'));
    type(stakeInput(), '8');
    await press();
    expect(sent).toEqual(['8']);
  });

  it('a parlay is held to its strictest leg’s minimum', async () => {
    act(() => useSlip.getState().setMultiple(true));
    act(() => useSlip.getState().setSeries(true));
    show([1, handicap(1, 1.84)], [2, handicap(2, 2.0, '20.00')]);
    const seriesInput = dom.host.querySelector<HTMLInputElement>('input[aria-label="串关金额"]');
    expect(seriesInput?.placeholder).toBe('限额 20 - 50,000');
    type(seriesInput!, '15');
    await press();
    expect(sent).toEqual([]);
    expect(refusal()).toBe('最低投注金额为20元');
  });

  it('says it in the same words as placement, and in Taiwan wording for zh-TW', () => {
    for (const fen of [1_000, 2_050, 1_000_000]) {
      expect(i18n.t('sports:slip.belowMin', { amount: formatFen(fen), lng: 'zh-CN' })).toBe(
        StakeLimitMessage.belowMin(fen),
      );
    }
    expect(i18n.t('sports:slip.belowMin', { amount: '10', lng: 'zh-TW' })).toBe('最低投注金額為10元');
  });
});
