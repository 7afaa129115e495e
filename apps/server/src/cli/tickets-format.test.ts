import { OperatorPath, type OperatorTicketSchema } from '@qilin/contract';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOperatorApiStandIn } from '../../test/operator-api-stand-in.ts';

type Ticket = z.infer<typeof OperatorTicketSchema>;
type Leg = Ticket['legs'][number];

const leg = (over: Partial<Leg> = {}): Leg => ({
  gameId: '100000001',
  gameType: 'FT',
  league: '英超',
  team_h: '曼联',
  team_c: '切尔西',
  w: 'R',
  r: 'H',
  line: -0.5,
  selectionName: '曼联 -0.5',
  odds: 3.01,
  isLive: false,
  scoreAtBet: '',
  startTime: '2026-05-01T12:00:00.000Z',
  result: null,
  voidCode: null,
  voidReason: null,
  finalScore: null,
  ...over,
});

const ticket = (over: Partial<Ticket> = {}): Ticket => ({
  ticket_id: 'T-0001',
  venue: 'crty',
  type: 'single',
  status: 'settled',
  statusText: '',
  oddsType: 'H',
  odds: 3.01,
  displayOdds: 3.01,
  stake: '100.00',
  risk: '100.00',
  potentialReturn: '301.00',
  payout: '301.00',
  winLoss: '201.00',
  result: 'W',
  placedAt: '2026-05-01T04:00:00.000Z',
  settledAt: '2026-05-01T14:00:00.000Z',
  legs: [leg()],
  cashOut: null,
  username: 'alice',
  shortfall: '0.00',
  ...over,
});

describe('tickets:list output', () => {
  let tickets: Ticket[] = [];
  let api: Awaited<ReturnType<typeof startOperatorApiStandIn>>;
  beforeAll(async () => {
    api = await startOperatorApiStandIn((path) =>
      path === OperatorPath.ticketsList ? { list: tickets } : undefined,
    );
  });
  afterAll(() => api.close());

  const list = async (rows: Ticket[]) => {
    tickets = rows;
    const res = await api.run(['tickets:list']);
    expect(res.code, res.stderr).toBe(0);
    return res.stdout;
  };

  it('names the ticket type and result in Chinese, and says the return includes the stake', async () => {
    const out = await list([
      ticket(),
      ticket({ ticket_id: 'T-0002', type: 'parlay', result: 'L', payout: '0.00' }),
      ticket({ ticket_id: 'T-0003', type: 'outright', status: 'accepted', result: null, payout: null }),
    ]);
    expect(out).toMatch(/T-0001\s+alice\s+单注/);
    expect(out).toMatch(/T-0002\s+alice\s+串关/);
    expect(out).toMatch(/T-0003\s+alice\s+冠军/);
    expect(out).not.toMatch(/single|parlay|outright/);
    expect(out).toContain('可返还(含本金)');
    expect(out).not.toContain('可赢');
    expect(out).toMatch(/100\.00\s+301\.00\s+301\.00\s+已结算\s+赢/);
  });

  it('shows the shortfall a correction could not take back, only when there is one', async () => {
    expect(await list([ticket()])).not.toContain('未追回');
    const out = await list([ticket(), ticket({ ticket_id: 'T-0009', shortfall: '120.50' })]);
    expect(out).toMatch(/T-0009\s.*301\.00\s+301\.00\s+120\.50\s+已结算/);
    expect(out).toMatch(/T-0001\s.*301\.00\s+301\.00\s+-\s+已结算/);
    expect(out).toContain('未追回：更正赛果时会员钱包余额不足、未能收回的派彩');
  });

  it("shows a voided ticket's code and reason, and a refunded leg of a parlay that stands", async () => {
    const out = await list([
      ticket({
        status: 'cancelled',
        result: 'D',
        payout: '100.00',
        legs: [leg({ result: 'D', voidCode: 'D1', voidReason: '赛事取消' })],
      }),
      ticket({
        ticket_id: 'T-0002',
        type: 'parlay',
        legs: [
          leg({ result: 'D', voidCode: 'DB', voidReason: '赛事腰斩' }),
          leg({ team_h: '阿森纳', result: 'W' }),
        ],
      }),
    ]);
    expect(out).toMatch(/T-0001\s.*已取消\s+取消（D1 赛事取消）/);
    expect(out).toContain('曼联 v 切尔西 曼联 -0.5（DB 赛事腰斩） / 阿森纳 v 切尔西');
  });
});
