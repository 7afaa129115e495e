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
let sums: { count: number; stake: string; validStake: string; payout: string; winLoss: string } | undefined;
vi.mock('./api.ts', () => ({
  useBetRecords: () => ({
    list: { data: { list: tickets, total: tickets.length }, isFetching: false, isPlaceholderData: false },
    total: { data: sums },
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

/** Cashed out early: 10 staked, 9.49 paid back, 0.51 lost. */
const cashedOut: Ticket = {
  ...malay,
  ticket_id: 'T3',
  status: 'cashed_out',
  oddsType: 'E',
  displayOdds: 1.9,
  stake: '10.00',
  risk: '10.00',
  potentialReturn: '19.00',
  payout: '9.49',
  winLoss: '-0.51',
  settledAt: '2025-01-01T11:00:00.000Z',
};

const dom = mountPerTest();
const setWidth = (width: number) =>
  (window as unknown as { happyDOM: { setViewport: (v: { width: number }) => void } }).happyDOM.setViewport({
    width,
  });
const openBetMoney = (ticket: Ticket) => {
  act(() => dom.root.render(<OpenTicket ticket={ticket} />));
  return dom.host.querySelector('[data-testid="open-bet"]')?.textContent ?? '';
};
const recordRow = (ticket: Ticket, width = 1024) => {
  setWidth(width);
  tickets = [ticket];
  const router = createMemoryRouter([{ path: '/', element: <BetRecordPage /> }]);
  act(() => dom.root.render(<RouterProvider router={router} />));
  const headers = [...dom.host.querySelectorAll('th')].map((th) => th.textContent);
  const row = dom.host.querySelector(`tr[data-row-key="${ticket.ticket_id}"]`);
  const amounts = [...(row?.querySelectorAll('[data-testid="ticket-amount"]') ?? [])].map(
    (a) => a.textContent,
  );
  const totals = dom.host.querySelector('[data-testid="bet-totals"]')?.textContent ?? '';
  return { headers, text: row?.textContent ?? '', amounts, totals };
};

describe('one ticket reads alike in the open bets and the bet record', () => {
  it('at a negative Malay price: the stake as typed, the risk beside it, the same return', () => {
    expect(openBetMoney(malay)).toContain('投注金额 ¥100 · 风险金额 ¥90 · 预计派彩 ¥190');
    const record = recordRow(malay);
    expect(record.headers).toContain('投注金额');
    expect(record.text).toContain('¥100风险金额 ¥90');
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

describe('the bet record writes every amount as money and, on a phone, says what each is', () => {
  it('on a phone labels the stake, the payout and the win/loss in the one money column', () => {
    const record = recordRow(cashedOut, 390);
    expect(record.amounts).toEqual(['投注金额¥10', '派彩¥9.49', '输赢-¥0.51']);
    expect(record.text).toContain('已提前结算');
  });

  it('on a phone an open ticket keeps its labelled stake, risk and potential return', () => {
    const record = recordRow(malay, 390);
    expect(record.amounts).toEqual(['投注金额¥100']);
    expect(record.text).toContain('风险金额 ¥90');
    expect(record.text).toContain('预计派彩 ¥190');
  });

  it('on a desktop writes payout and win/loss with ¥ as the open tickets write theirs, the header naming them', () => {
    const record = recordRow(cashedOut);
    expect(record.headers).toContain('派彩 / 输赢');
    expect(record.amounts).toEqual([]);
    expect(record.text).toContain('¥10');
    expect(record.text).toContain('¥9.49-¥0.51');
    expect(record.text).not.toMatch(/(^|[^¥\d,.])9\.49/);
  });

  it('the totals band writes each sum the same way, a won sum signed before the ¥', () => {
    sums = { count: 2, stake: '1200.00', validStake: '1000.00', payout: '1212.50', winLoss: '12.50' };
    try {
      expect(recordRow(cashedOut).totals).toBe(
        '共 2 笔投注金额 ¥1,200有效投注 ¥1,000派彩 ¥1,212.50输赢 +¥12.50',
      );
      sums = { ...sums, winLoss: '-0.51' };
      expect(recordRow(cashedOut, 390).totals).toContain('输赢 -¥0.51');
    } finally {
      sums = undefined;
    }
  });
});

describe('a ticket refused in its in-play delay', () => {
  /** Refused at Malay -0.90: 90 left the wallet and came back; it never could pay 190. */
  const refused: Ticket = {
    ...malay,
    ticket_id: 'T4',
    status: 'rejected',
    statusText: '盘口暂停，注单未被接受',
    settledAt: '2025-01-01T10:00:06.000Z',
  };

  it('says what came back and why, and promises no payout', () => {
    for (const width of [1024, 390]) {
      const record = recordRow(refused, width);
      expect(record.text).toContain('投注失败');
      expect(record.text).toContain('盘口暂停，注单未被接受');
      expect(record.text).toContain('已退还 ¥90');
      expect(record.text).not.toContain('预计派彩');
    }
  });
});
