// @vitest-environment happy-dom
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Ticket } from '@qilin/contract';
import { mountPerTest } from '../../shared/testing/dom-mount.ts';
import { OpenTicket } from '../sports/components/OpenBets.tsx';
import { BetRecordPage } from './pages/BetRecordPage.tsx';

// Cash-out has its own tests; here only the words and amounts of the ticket matter.
vi.mock('../sports/components/CashOutButton.tsx', () => ({ CashOutButton: () => null }));
let tickets: Ticket[] = [];
vi.mock('./api.ts', () => ({
  useBetRecords: () => ({
    list: { data: { list: tickets, total: tickets.length }, isFetching: false, isPlaceholderData: false },
    total: { data: undefined },
  }),
}));

const leg = {
  gameId: 'g1',
  gameType: 'FT',
  league: '英超',
  team_h: '曼联',
  team_c: '切尔西',
  w: 'R',
  r: 'H',
  line: -0.5,
  selectionName: '曼联 -0.5',
  odds: 1.9,
  isLive: false,
  scoreAtBet: '',
  startTime: '2025-01-01T12:00:00.000Z',
  result: null,
  voidCode: null,
  voidReason: null,
  finalScore: null,
} as const;
/** A single at Malay -0.90: 100 typed is the amount to win, 90 left the wallet, 190 comes back on a win. */
const malay: Ticket = {
  ticket_id: 'T1',
  venue: 'crty',
  type: 'single',
  status: 'accepted',
  statusText: '',
  oddsType: 'M',
  odds: 2.111,
  displayOdds: -0.9,
  stake: '100.00',
  risk: '90.00',
  potentialReturn: '190.00',
  payout: null,
  winLoss: null,
  result: null,
  placedAt: '2025-01-01T10:00:00.000Z',
  settledAt: null,
  legs: [{ ...leg }],
  cashOut: null,
};
const decimal: Ticket = { ...malay, ticket_id: 'T2', oddsType: 'E', displayOdds: 1.9, risk: '100.00' };

const dom = mountPerTest();
const openBetMoney = (ticket: Ticket) => {
  act(() => dom.root.render(<OpenTicket ticket={ticket} />));
  return dom.host.querySelector('[data-testid="open-bet"]')?.textContent ?? '';
};
const recordRow = (ticket: Ticket) => {
  tickets = [ticket];
  const router = createMemoryRouter([{ path: '/', element: <BetRecordPage /> }]);
  act(() => dom.root.render(<RouterProvider router={router} />));
  const headers = [...dom.host.querySelectorAll('th')].map((th) => th.textContent);
  const row = dom.host.querySelector(`tr[data-row-key="${ticket.ticket_id}"]`);
  return { headers, text: row?.textContent ?? '' };
};

describe('one ticket reads alike in the open bets and the bet record', () => {
  it('at a negative Malay price: the stake as typed, the risk beside it, the same return', () => {
    expect(openBetMoney(malay)).toContain('投注金额 ¥100 · 风险金额 ¥90 · 预计派彩 ¥190');
    const record = recordRow(malay);
    expect(record.headers).toContain('投注金额');
    expect(record.text).toContain('100风险金额 ¥90');
    expect(record.text).toContain('预计派彩 ¥190');
  });

  it('at a decimal price, where risk is the stake: no risk line in either', () => {
    expect(openBetMoney(decimal)).toContain('投注金额 ¥100 · 预计派彩 ¥190');
    expect(recordRow(decimal).text).not.toContain('风险金额');
  });

  it('in the narrow slip column wraps only between the money parts, never inside one (预计 / 派彩)', () => {
    act(() => dom.root.render(<OpenTicket ticket={malay} />));
    const parts = [...dom.host.querySelectorAll<HTMLElement>('[data-testid="open-bet-money"]')];
    expect(parts.map((p) => p.textContent)).toEqual(['投注金额 ¥100 ·', '风险金额 ¥90 ·', '预计派彩 ¥190']);
    for (const part of parts) expect(part.style.whiteSpace).toBe('nowrap');
  });
});
