// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Balance, TransferRate } from '@qilin/contract';
import { serverClock } from '../../../shared/api/server-clock.ts';
import { mountPerTest } from '../../../shared/testing/dom-mount.ts';
import { ExchangeDialog } from './ExchangeDialog.tsx';

const SERVER = Date.UTC(2026, 11, 7, 0, 0, 0);

vi.mock('../../../shared/i18n/index.ts', () => ({
  useT: () => (key: string, values?: Record<string, unknown>) =>
    values ? `${key}${JSON.stringify(values)}` : key,
  registerTranslations: () => undefined,
}));
// The server's quote: valid 60 s on its own clock.
vi.mock('../api.ts', () => ({
  fetchTransferRate: (direction: 1 | 2): Promise<TransferRate> =>
    Promise.resolve({
      direction,
      rate: '7.2461',
      quoteId: 'q1',
      expiresAt: new Date(SERVER + 60_000).toISOString(),
    }),
  postUtcTransfer: vi.fn(),
  refreshWallets: vi.fn(),
}));

const balance = { centerWalletBalance: '494.00', usdtBalance: '0.00' } as Balance;
const dom = mountPerTest();

afterEach(() => {
  vi.useRealTimers();
});

describe('the USDT exchange dialog’s quote', () => {
  it('is usable for its 60 s on a device clock 90 s fast (every quote read as expired: no exchange possible)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(SERVER + 90_000);
    serverClock.note(new Date(SERVER).toUTCString(), Date.now());
    act(() => dom.root.render(<ExchangeDialog open balance={balance} onClose={() => undefined} />));
    const quoteButton = [...document.body.querySelectorAll('button')].find((b) =>
      b.textContent?.includes('exchange.getQuote'),
    );
    expect(quoteButton).toBeDefined();
    await act(async () => {
      quoteButton!.click();
      await Promise.resolve();
    });
    const text = document.body.textContent ?? '';
    expect(text).not.toContain('exchange.expired');
    expect(text).toContain('exchange.expires{"s":60}');
    expect(
      [...document.body.querySelectorAll('button')].some((b) => b.textContent?.includes('exchange.confirm')),
    ).toBe(true);
  });
});
