import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  Code,
  FundsPath,
  RuleMessage,
  type UsdtWithdrawInfoSchema,
  type WithdrawCfg,
  type WithdrawInfo,
  type WithdrawOrder,
} from '@qilin/contract';
import type { z } from 'zod';
import { forEachDatabase, type TestServer } from '../../../test/harness.ts';
import { md5 } from '../identity/test-support.ts';
import { expectLedgerOk, fundMember, ledgerOf } from '../ledger/test-support.ts';
import { createHolds, holdReference, PENDING_RECOVERY_MS } from './holds.ts';
import { payoutAccounts, withdrawals } from './schema.ts';
import { createWithdrawRepo } from './withdraw-repo.ts';
import {
  addCard,
  freshTrc20,
  key,
  makePlayer,
  REAL_NAME,
  withdraw,
  withdrawOk,
  type Player,
} from './test-support.ts';

const balances = (s: TestServer, p: Player) => ledgerOf(s).memberBalances(p.memberId);

/** Balances did not move: what a refused request must leave behind. */
const expectUnchanged = async (s: TestServer, p: Player, wallet: number, locked = 0) => {
  expect(await balances(s, p)).toMatchObject({ wallet, locked });
  await expectLedgerOk(s);
};

forEachDatabase('withdrawals', (server) => {
  it('answers the limits per type and the take-money page data', async () => {
    const s = server();
    const p = await makePlayer(s, { fundFen: 1_234_56 });
    const cfg = await p.client.post<WithdrawCfg[]>(FundsPath.withdrawCfgList, {});
    expect(cfg.data).toEqual([
      {
        type: 'alipay',
        minAmount: '100.00',
        maxAmount: '20000.00',
        dailyCount: 5,
        dailyMaxAmount: '50000.00',
        feeRateBp: 100,
        feeMin: '2.00',
      },
      {
        type: 'bank',
        minAmount: '100.00',
        maxAmount: '50000.00',
        dailyCount: 5,
        dailyMaxAmount: '200000.00',
        feeRateBp: 0,
        feeMin: '0.00',
      },
      expect.objectContaining({ type: 'usdt', minAmount: '200.00', feeMin: '7.00' }),
    ]);
    const card = await addCard(p);
    const info = await p.client.post<WithdrawInfo>(FundsPath.withdrawInfo, {});
    expect(info.data).toMatchObject({
      centerWalletBalance: '1234.56',
      lockMoney: '0.00',
      withdrawPasswordSet: true,
      bindPhone: true,
      bindRealName: true,
      todayCount: 0,
      todayAmount: '0.00',
      cfg: { type: 'bank', minAmount: '100.00' },
      accounts: [{ id: card.id, type: 'bank' }],
    });
    const alipay = await p.client.post<WithdrawInfo>(FundsPath.withdrawInfo, { type: 'alipay' });
    expect(alipay.data).toMatchObject({ cfg: { type: 'alipay' }, accounts: [] });
    const usdt = await p.client.post<z.infer<typeof UsdtWithdrawInfoSchema>>(FundsPath.usdtWithdrawInfo, {});
    expect(usdt.data).toMatchObject({ cfg: { type: 'usdt' }, rate: expect.stringMatching(/^\d+\.\d{4}$/) });

    const bare = await makePlayer(s, { phone: false, realName: false });
    expect((await bare.client.post<WithdrawInfo>(FundsPath.withdrawInfo, {})).data).toMatchObject({
      withdrawPasswordSet: false,
      bindPhone: false,
      bindRealName: false,
      accounts: [],
    });
    expect((await s.post(FundsPath.withdrawInfo, {})).status_code).toBe(Code.LoginExpired);
  });

  it('moves the amount to lock money and shows the order to its owner only', async () => {
    const s = server();
    const p = await makePlayer(s, { fundFen: 1_000_00 });
    const card = await addCard(p);
    const res = await withdraw(p, { accountId: card.id, amount: '300.5' });
    expect(res.status_code, res.message).toBe(Code.Success);
    expect(res.data).toMatchObject({
      type: 'bank',
      status: 'reviewing',
      amount: '300.50',
      fee: '0.00',
      actualAmount: '300.50',
      account: { id: card.id, account: card.account },
      reason: '',
      reviewedAt: null,
    });
    expect(res.data.orderNo).toMatch(/^W\d{20}$/);
    await expectUnchanged(s, p, 699_50, 300_50);
    expect(await ledgerOf(s).isPosted(holdReference(res.data.orderNo))).toBe(true);

    const info = await p.client.post<WithdrawInfo>(FundsPath.withdrawInfo, {});
    expect(info.data).toMatchObject({
      centerWalletBalance: '699.50',
      lockMoney: '300.50',
      todayCount: 1,
      todayAmount: '300.50',
    });
    const one = await p.client.post<WithdrawOrder>(FundsPath.withdrawOrderInfo, {
      orderNo: res.data.orderNo,
    });
    expect(one.data).toEqual(res.data);
    const list = await p.client.post<{ list: WithdrawOrder[]; total: number }>(FundsPath.withdrawList, {});
    expect(list.data).toMatchObject({ total: 1, pageNum: 1, list: [{ orderNo: res.data.orderNo }] });

    const other = await makePlayer(s);
    expect(
      (await other.client.post(FundsPath.withdrawOrderInfo, { orderNo: res.data.orderNo })).status_code,
    ).toBe(Code.NotFound);
    expect((await other.client.post(FundsPath.withdrawList, {})).data).toMatchObject({ total: 0, list: [] });
    expect((await other.client.post<WithdrawInfo>(FundsPath.withdrawInfo, {})).data.accounts).toEqual([]);
    // Someone else's card cannot be paid to, and says nothing more than a missing one.
    await fundMember(s, other.name, 500_00);
    expect(await withdraw(other, { accountId: card.id, amount: '100' })).toMatchObject({
      status_code: Code.NotFound,
      message: '收款账户不存在',
    });
    await expectUnchanged(s, other, 500_00);
  });

  it('refuses every bad amount with its message and moves nothing', async () => {
    const s = server();
    const p = await makePlayer(s, { fundFen: 600_00 });
    const card = await addCard(p);
    const cases: [string, string][] = [
      ['', '请输入取款金额'],
      ['-100', RuleMessage.amountFormat],
      ['0', RuleMessage.amountPositive],
      ['0.00', RuleMessage.amountPositive],
      ['100.123', RuleMessage.amountDecimals],
      ['1234567890123', RuleMessage.amountTooLong],
      ['abc', RuleMessage.amountFormat],
      ['1e3', RuleMessage.amountFormat],
      ['99.99', '单笔取款金额不能低于100元'],
      ['50000.01', '单笔取款金额不能高于50,000元'],
      ['600.01', RuleMessage.amountAboveBalance],
    ];
    for (const [amount, message] of cases) {
      const res = await withdraw(p, { accountId: card.id, amount });
      expect([amount, res.status_code, res.message]).toEqual([amount, Code.InvalidParameter, message]);
    }
    await expectUnchanged(s, p, 600_00);
    // Exactly the balance is fine.
    expect((await withdraw(p, { accountId: card.id, amount: '600.00' })).status_code).toBe(Code.Success);
    await expectUnchanged(s, p, 0, 600_00);
  });

  it('needs the withdrawal password: unset (6035), wrong (6100), then locked after 5 tries', async () => {
    const s = server();
    const unset = await makePlayer(s, { withdrawPassword: false, fundFen: 500_00 });
    const unsetCard = await addCard(unset);
    expect(await withdraw(unset, { accountId: unsetCard.id, amount: '100' })).toMatchObject({
      status_code: Code.AuthenticationRequired,
      message: '请先设置取款密码',
    });
    await expectUnchanged(s, unset, 500_00);

    const p = await makePlayer(s, { fundFen: 500_00 });
    const card = await addCard(p);
    const wrong = () => withdraw(p, { accountId: card.id, amount: '100', withdrawPassword: md5('135790') });
    expect(await wrong()).toMatchObject({ status_code: Code.PasswordCheckFailure, message: '取款密码错误' });
    expect((await withdraw(p, { accountId: card.id, amount: '100' })).status_code).toBe(Code.Success);
    // A success clears the count; five wrong in a row lock even the right password out.
    for (let i = 0; i < 5; i += 1) expect((await wrong()).status_code).toBe(Code.PasswordCheckFailure);
    expect(await withdraw(p, { accountId: card.id, amount: '100' })).toMatchObject({
      status_code: Code.AuthenticationLocked,
      message: '取款密码错误次数过多，请15分钟后再试',
    });
    await expectUnchanged(s, p, 400_00, 100_00);
  });

  it('takes the fee out of the amount and converts coin payouts at the rate', async () => {
    const s = server();
    const p = await makePlayer(s, { fundFen: 10_000_00 });
    const alipay = await p.client.post<{ id: string }>(FundsPath.addAlipay, {
      account: '13700001111',
      holder: REAL_NAME,
    });
    // 1 % with a ¥2 minimum.
    expect((await withdrawOk(p, alipay.data.id, '100')).fee).toBe('2.00');
    const big = await withdrawOk(p, alipay.data.id, '1000.50');
    expect(big).toMatchObject({ type: 'alipay', fee: '10.01', actualAmount: '990.49' });

    const coin = await p.client.post<{ id: string }>(FundsPath.addVirtualAddress, {
      network: 'TRC20',
      address: freshTrc20(),
    });
    const usdt = await withdrawOk(p, coin.data.id, '1007');
    const [whole = '0', frac = ''] = usdt.rate.split('.');
    const rateUnits = Number(whole) * 10_000 + Number(frac);
    expect(usdt).toMatchObject({ type: 'usdt', fee: '7.00' });
    expect(usdt.actualAmount).toBe((Math.floor((1000_00 * 10_000) / rateUnits) / 100).toFixed(2));
    await expectUnchanged(s, p, 10_000_00 - 100_00 - 1000_50 - 1007_00, 100_00 + 1000_50 + 1007_00);
  });

  it('enforces the daily count and amount per type, also under concurrent requests', async () => {
    const s = server();
    const p = await makePlayer(s, { fundFen: 300_000_00 });
    const card = await addCard(p);
    for (let i = 0; i < 3; i += 1) await withdrawOk(p, card.id, '50000');
    await withdrawOk(p, card.id, '49900');
    expect(await withdraw(p, { accountId: card.id, amount: '200' })).toMatchObject({
      status_code: Code.InvalidParameter,
      message: '超出今日取款额度，今日还可取款100元（每日上限200,000元）',
    });
    await withdrawOk(p, card.id, '100');
    await expectUnchanged(s, p, 100_000_00, 200_000_00);

    const q = await makePlayer(s, { fundFen: 10_000_00 });
    const qCard = await addCard(q);
    for (let i = 0; i < 4; i += 1) await withdrawOk(q, qCard.id, '100');
    // Three at once for the last slot: exactly one gets it.
    const racing = await Promise.all(
      [1, 2, 3].map(() => withdraw(q, { accountId: qCard.id, amount: '100' })),
    );
    expect(racing.filter((r) => r.status_code === Code.Success)).toHaveLength(1);
    for (const r of racing.filter((x) => x.status_code !== Code.Success))
      expect(r.message).toBe('今日取款次数已达上限（5次），请明日再试');
    expect((await q.client.post<WithdrawInfo>(FundsPath.withdrawInfo, {})).data.todayCount).toBe(5);
    await expectUnchanged(s, q, 10_000_00 - 500_00, 500_00);
    // The limits are per type: Alipay still has its own.
    const alipay = await q.client.post<{ id: string }>(FundsPath.addAlipay, {
      account: 'q@example.com',
      holder: REAL_NAME,
    });
    expect((await withdraw(q, { accountId: alipay.data.id, amount: '100' })).status_code).toBe(Code.Success);
  });

  it('applies a request once per idempotency key, also when the same key races', async () => {
    const s = server();
    const p = await makePlayer(s, { fundFen: 1_000_00 });
    const card = await addCard(p);
    const k = key();
    const first = await withdraw(p, { accountId: card.id, amount: '200' }, k);
    const again = await withdraw(p, { accountId: card.id, amount: '200' }, k);
    expect(again).toEqual(first);
    expect(await withdraw(p, { accountId: card.id, amount: '300' }, k)).toMatchObject({
      status_code: Code.DataExists,
    });
    const missing = await p.client.post(FundsPath.withdrawNew, {
      accountId: card.id,
      amount: '100',
      withdrawPassword: md5('246810'),
    });
    expect(missing.status_code).toBe(Code.InvalidParameter);
    await expectUnchanged(s, p, 800_00, 200_00);

    const k2 = key();
    const raced = await Promise.all(
      [1, 2, 3, 4].map(() => withdraw(p, { accountId: card.id, amount: '100' }, k2)),
    );
    const orderNos = new Set(raced.map((r) => r.data.orderNo));
    expect(raced.every((r) => r.status_code === Code.Success)).toBe(true);
    expect(orderNos.size).toBe(1);
    await expectUnchanged(s, p, 700_00, 300_00);
  });

  it('finishes a request that died between the order and the hold: by its retry or by recovery', async () => {
    const s = server();
    const p = await makePlayer(s, { fundFen: 1_000_00 });
    const card = await addCard(p);
    const [acct] = await s.deps.db.select().from(payoutAccounts).where(eq(payoutAccounts.publicId, card.id));
    if (!acct) throw new Error('no account row');
    // What a crash right after writing the order leaves: a pending order, no hold, no stored answer.
    const crash = async (orderNo: string, requestKey: string) =>
      s.deps.db.insert(withdrawals).values({
        orderNo,
        memberId: p.memberId,
        memberName: p.name,
        siteId: s.deps.config.siteId,
        requestKey,
        accountId: acct.id,
        type: 'bank',
        amountFen: 150_00,
        feeFen: 0,
        status: 'pending',
        createdAt: s.deps.now(),
      });
    const k = key();
    const crashed = `W${Date.now()}1`;
    await crash(crashed, k);
    const retried = await withdraw(p, { accountId: card.id, amount: '150' }, k);
    expect(retried.data).toMatchObject({ orderNo: crashed, status: 'reviewing', amount: '150.00' });
    await expectUnchanged(s, p, 850_00, 150_00);

    const lost = `W${Date.now()}2`;
    await crash(lost, key());
    const holds = createHolds(s.deps, ledgerOf(s), createWithdrawRepo(s.deps.db));
    expect(await holds.recoverPending()).toBe(0); // too young: its request may still be running
    s.advance(PENDING_RECOVERY_MS + 1_000);
    expect(await holds.recoverPending()).toBeGreaterThanOrEqual(1);
    expect(
      (await p.client.post<WithdrawOrder>(FundsPath.withdrawOrderInfo, { orderNo: lost })).data.status,
    ).toBe('reviewing');
    expect(await holds.recoverPending()).toBe(0);
    await expectUnchanged(s, p, 700_00, 300_00);
  });

  it('draws another order number when the one drawn is taken, instead of refusing the withdrawal', async () => {
    const s = server();
    const p = await makePlayer(s, { fundFen: 1_000_00 });
    const card = await addCard(p);
    const first = await withdrawOk(p, card.id, '150');
    const [acct] = await s.deps.db.select().from(payoutAccounts).where(eq(payoutAccounts.publicId, card.id));
    if (!acct) throw new Error('no account row');
    const fresh = `W${Date.now()}9`;
    const row = await createWithdrawRepo(s.deps.db).createPending(
      {
        orderNo: first.orderNo,
        memberId: p.memberId,
        memberName: p.name,
        siteId: s.deps.config.siteId,
        requestKey: key(),
        accountId: acct.id,
        type: 'bank',
        amountFen: 100_00,
        feeFen: 0,
        status: 'pending',
        createdAt: s.deps.now(),
      },
      new Date(0),
      () => {},
      () => fresh,
    );
    expect(row).toMatchObject({ orderNo: fresh, amountFen: 100_00 });
    const mine = await s.deps.db.select().from(withdrawals).where(eq(withdrawals.memberId, p.memberId));
    expect(mine.map((w) => w.orderNo).sort()).toEqual([first.orderNo, fresh].sort());
  });

  it('turns a refused hold into no order at all', async () => {
    const s = server();
    const p = await makePlayer(s, { fundFen: 150_00 });
    const card = await addCard(p);
    // Two different requests for the whole balance at once: the ledger lets one through.
    const both = await Promise.all([
      withdraw(p, { accountId: card.id, amount: '150' }),
      withdraw(p, { accountId: card.id, amount: '150' }),
    ]);
    expect(both.map((r) => r.status_code).sort()).toEqual([Code.Success, Code.InvalidParameter]);
    expect(both.find((r) => r.status_code !== Code.Success)?.message).toBe(RuleMessage.amountAboveBalance);
    const list = await p.client.post<{ total: number }>(FundsPath.withdrawList, {});
    expect(list.data.total).toBe(1);
    await expectUnchanged(s, p, 0, 150_00);
  });
});
