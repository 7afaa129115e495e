import { describe, expect, it } from 'vitest';
import { siteDate, siteDayStart, siteLocalTime, type WithdrawOrder } from '@qilin/contract';
import type { Deps } from '../../platform/deps.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import type { Member } from '../../platform/http/route.ts';
import type { MemberDirectory, MemberFacts } from '../identity/member-directory.ts';
import type { Money } from '../ledger/module.ts';
import type { AccountRepo, PayoutAccountRow } from './account-repo.ts';
import { DEFAULT_WITHDRAW_CONFIG } from './catalogue.ts';
import type { Holds } from './holds.ts';
import { createWithdrawService } from './withdraw-service.ts';
import type { DailyUsage, WithdrawRepo, WithdrawalInsert, WithdrawalRow } from './withdraw-repo.ts';

/** 23:59:59.999 on 2026-03-01 in the site's time (UTC+8): the last millisecond of a site day. */
const LAST_MS_OF_DAY = new Date('2026-03-01T15:59:59.999Z');

const caller: Member = { memberId: 7, userId: 'u7', name: 'night', siteId: 'demo', token: 't' };

const facts: MemberFacts = {
  memberId: 7,
  userId: 'u7',
  name: 'night',
  siteId: 'demo',
  status: 'active',
  bindPhone: true,
  realName: '张三丰',
  maskedRealName: '*三丰',
  withdrawPasswordSet: true,
  vipLevel: 0,
  registeredAt: new Date('2026-01-01T00:00:00Z'),
};

const card: PayoutAccountRow = {
  id: 1,
  publicId: 'card-1',
  memberId: 7,
  type: 'bank',
  bankCode: 'ICBC',
  name: '中国工商银行',
  network: '',
  branch: '',
  accountEnc: '',
  accountIndex: 'idx',
  accountMask: '**** 1234',
  holderEnc: '',
  holderDisplay: '*三丰',
  isDefault: true,
  status: 'active',
  createdAt: new Date('2026-01-01T00:00:00Z'),
  deletedAt: null,
};

/**
 * The withdrawal service over in-memory stand-ins, with a clock that moves on by 1 ms at every reading,
 * as a real one does while a request runs (the password check alone takes tens of milliseconds).
 */
const setup = (start: Date) => {
  let at = start.getTime();
  const clock = {
    reads: 0,
    now: () => {
      clock.reads += 1;
      const reading = new Date(at);
      at += 1;
      return reading;
    },
  };
  const orders: WithdrawalRow[] = [];
  /** Every day start the limits were counted from during the request. */
  const countedFrom: Date[] = [];
  const usage = (since: Date): DailyUsage => {
    countedFrom.push(since);
    const today = orders.filter((o) => o.createdAt.getTime() >= since.getTime());
    return { count: today.length, amountFen: today.reduce((sum, o) => sum + o.amountFen, 0) };
  };
  const repo = {
    byRequestKey: async () => undefined,
    config: async (type: string) => {
      const cfg = DEFAULT_WITHDRAW_CONFIG.find((c) => c.type === type);
      if (!cfg) throw new Error(`no config for ${type}`);
      return cfg;
    },
    usage: async (_memberId: number, _type: string, since: Date) => usage(since),
    createPending: async (
      values: WithdrawalInsert,
      since: Date,
      check: (u: DailyUsage) => void,
    ): Promise<WithdrawalRow> => {
      check(usage(since));
      const row: WithdrawalRow = {
        id: orders.length + 1,
        rate: '',
        reason: '',
        reviewedBy: '',
        reviewedAt: null,
        ...values,
        status: 'reviewing',
      };
      orders.push(row);
      return row;
    },
  } as unknown as WithdrawRepo;
  const deps = {
    now: clock.now,
    lock: <T>(_key: string, fn: () => Promise<T>) => fn(),
    limiter: { hit: async () => true, reset: async () => {} },
  } as unknown as Deps;
  const money = {
    ledger: { memberBalances: async () => ({ wallet: 1_000_000_00, locked: 0 }) },
    idempotency: {
      run: <T>(_scope: string, _key: string, _request: unknown, fn: () => Promise<T>) => fn(),
    },
  } as unknown as Money;
  const directory = {
    self: async () => facts,
    verifyWithdrawPassword: async () => {},
  } as unknown as MemberDirectory;
  const accounts = {
    ownActive: async () => card,
    byIds: async () => new Map([[card.id, card]]),
  } as unknown as AccountRepo;
  const holds = { hold: async (row: WithdrawalRow) => row } as unknown as Holds;
  const service = createWithdrawService(deps, money, directory, accounts, repo, holds);
  const withdraw = (n: number): Promise<WithdrawOrder> =>
    service.withdraw(
      caller,
      { accountId: card.publicId, amount: '100', withdrawPassword: 'e10adc3949ba59abbe56e057f20f883e' },
      { idempotencyKey: `key-${n}` } as RequestContext,
    );
  return { clock, orders, countedFrom, withdraw };
};

describe('withdraw/new reads the clock once per request', () => {
  it('counts and stamps a withdrawal at 23:59:59.999 in the same site day', async () => {
    const { clock, countedFrom, withdraw } = setup(LAST_MS_OF_DAY);
    const order = await withdraw(1);
    const stamped = new Date(order.createdAt);
    // The day the limits were counted for (the early check and the one under the lock) is the day the
    // order is stamped in, and its number carries the same second.
    expect(siteDate(stamped)).toBe('2026-03-01');
    expect(countedFrom.map((d) => d.toISOString())).toEqual([
      siteDayStart(stamped).toISOString(),
      siteDayStart(stamped).toISOString(),
    ]);
    expect(order.orderNo.slice(1, 15)).toBe(siteLocalTime(stamped).replace(/\D/g, '').slice(0, 14));
    expect(order.orderNo.slice(1, 15)).toBe('20260301235959');
    expect(clock.reads).toBe(1);
  });

  it('leaves the next day its whole daily count after a last-millisecond withdrawal', async () => {
    const { orders, withdraw } = setup(LAST_MS_OF_DAY);
    await withdraw(0);
    // The clock is past midnight now. The first withdrawal was counted against 2026-03-01, so it must not
    // take one of 2026-03-02's: no check of that day ever admitted it.
    const { dailyCount } = DEFAULT_WITHDRAW_CONFIG.find((c) => c.type === 'bank') ?? { dailyCount: 0 };
    expect(dailyCount).toBeGreaterThan(0);
    for (let i = 1; i <= dailyCount; i += 1) {
      await expect(withdraw(i), `withdrawal ${i} of 2026-03-02`).resolves.toMatchObject({
        status: 'reviewing',
      });
    }
    expect(orders.map((o) => siteDate(o.createdAt))).toEqual([
      '2026-03-01',
      ...Array.from({ length: dailyCount }, () => '2026-03-02'),
    ]);
  });
});
