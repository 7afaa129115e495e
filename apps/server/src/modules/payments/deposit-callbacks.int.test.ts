import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  Code,
  FundsPath,
  LetterPath,
  OperatorPath,
  type DepositOrder,
  type LetterListResponse,
} from '@qilin/contract';
import {
  TEST_OPERATOR_PASSWORD,
  databaseTargets,
  startTestServer,
  type TestServer,
} from '../../../test/harness.ts';
import { operatorPost, operatorToken, registerAndLogin, type Account } from '../identity/test-support.ts';
import { expectLedgerOk, ledgerOf, memberIdOf } from '../ledger/test-support.ts';
import { demoPayPayments } from './demo-gateway/schema.ts';
import { depositExceptions, depositOrders } from './schema.ts';
import {
  eventually,
  gatewayAction,
  gatewayPage,
  gatewayRow,
  orderRow,
  payOk,
  sendCallback,
  signedCallback,
  statusOf,
  tokenOf,
  walletFen,
} from './test-support.ts';

const postings = async (server: TestServer, orderNo: string): Promise<number> => {
  const result = (await server.deps.db.execute(
    sql`SELECT count(*)::int AS n FROM ledger_transfers WHERE reference = ${`dep:${orderNo}`}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
};

for (const target of databaseTargets()) {
  describe(`deposit callbacks [${target.kind}]`, () => {
    let server: TestServer;
    const logLines: string[] = [];
    const warnings = (reason: string) =>
      logLines.filter((l) => l.includes('deposit callback refused') && l.includes(`"reason":"${reason}"`));

    beforeAll(async () => {
      const logStream = new Writable({
        write(chunk: Buffer, _enc, done) {
          logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
          done();
        },
      });
      server = await startTestServer(target, { logStream });
    });
    afterAll(async () => {
      await server?.close();
    });
    afterEach(async () => {
      await expectLedgerOk(server);
    });

    const newOrder = async (
      channelId = 'alipay',
      amount = '100',
    ): Promise<{ a: Account; order: DepositOrder }> => {
      const a = await registerAndLogin(server);
      return { a, order: await payOk(a, { channelId, amount }) };
    };

    it('credits a good callback exactly once and acknowledges a re-sent notice of the same trade', async () => {
      const { a, order } = await newOrder('alipay', '200');
      const cb = signedCallback(server, { orderNo: order.orderNo, amount: '20000' });
      expect((await sendCallback(server, cb)).status_code).toBe(Code.Success);
      expect(await walletFen(server, a)).toBe(198_00);
      // The gateway re-notifies the same trade with a fresh nonce: acknowledged, not credited again.
      const again = signedCallback(server, { orderNo: order.orderNo, amount: '20000', tradeNo: cb.tradeNo });
      expect((await sendCallback(server, again)).status_code).toBe(Code.Success);
      expect(await walletFen(server, a)).toBe(198_00);
      expect((await statusOf(a, order.orderNo)).data.status).toBe('paid');
      expect(await postings(server, order.orderNo)).toBe(2);
    });

    it('refuses a bad signature', async () => {
      const { a, order } = await newOrder();
      const forged = signedCallback(
        server,
        { orderNo: order.orderNo, amount: '10000' },
        'not-the-merchant-key',
      );
      const res = await sendCallback(server, forged);
      expect(res.status_code).toBe(Code.IllegalParameter);
      expect(res.message).toBe('签名错误');
      // A good signature over other values does not carry over either.
      const good = signedCallback(server, { orderNo: order.orderNo, amount: '10000' });
      expect((await sendCallback(server, { ...good, amount: '1000000' })).message).toBe('签名错误');
      expect(await walletFen(server, a)).toBe(0);
      expect((await statusOf(a, order.orderNo)).data.status).toBe('pending');
      expect(warnings('bad_signature').length).toBeGreaterThanOrEqual(2);
      expect(logLines.join('\n')).not.toContain(forged.sign);
    });

    it('refuses a replayed callback and a replayed trade number', async () => {
      const { a, order } = await newOrder();
      const cb = signedCallback(server, { orderNo: order.orderNo, amount: '10000' });
      expect((await sendCallback(server, cb)).status_code).toBe(Code.Success);
      const replay = await sendCallback(server, cb);
      expect(replay.status_code).toBe(Code.IllegalParameter);
      expect(replay.message).toBe('重复的通知');
      expect(warnings('replayed_nonce').length).toBeGreaterThanOrEqual(1);

      // The same trade presented for another order of the same amount.
      const second = await payOk(a, { channelId: 'alipay', amount: '100' });
      const reused = signedCallback(server, {
        orderNo: second.orderNo,
        amount: '10000',
        tradeNo: cb.tradeNo,
      });
      const res = await sendCallback(server, reused);
      expect(res.status_code).toBe(Code.DataExists);
      expect(res.message).toBe('交易号已被使用');
      expect((await statusOf(a, second.orderNo)).data.status).toBe('pending');
      expect(await walletFen(server, a)).toBe(99_00);
    });

    it('refuses a stale timestamp', async () => {
      const { a, order } = await newOrder();
      const old = signedCallback(server, {
        orderNo: order.orderNo,
        amount: '10000',
        timestamp: String(server.deps.now().getTime() - 6 * 60_000),
      });
      expect((await sendCallback(server, old)).message).toBe('通知已过期');
      expect(await walletFen(server, a)).toBe(0);
    });

    it('refuses a wrong amount', async () => {
      const { a, order } = await newOrder();
      for (const amount of ['1000000', '9999']) {
        const res = await sendCallback(server, signedCallback(server, { orderNo: order.orderNo, amount }));
        expect(res.status_code).toBe(Code.InvalidParameter);
        expect(res.message).toBe('金额与订单不符');
      }
      expect(await walletFen(server, a)).toBe(0);
      expect((await statusOf(a, order.orderNo)).data.status).toBe('pending');
      expect(warnings('amount_mismatch').length).toBeGreaterThanOrEqual(2);
    });

    it('refuses an unknown order, a closed order and a second trade for a paid order', async () => {
      const unknown = await sendCallback(
        server,
        signedCallback(server, { orderNo: 'D000000000000000001', amount: '100' }),
      );
      expect(unknown.status_code).toBe(Code.NotFound);
      expect(warnings('unknown_order').length).toBeGreaterThanOrEqual(1);

      const { a, order } = await newOrder();
      await a.client.post(FundsPath.closeOrder, { orderNo: order.orderNo });
      const closed = await sendCallback(
        server,
        signedCallback(server, { orderNo: order.orderNo, amount: '10000' }),
      );
      expect(closed.status_code).toBe(Code.InvalidParameter);
      expect(closed.message).toBe('订单已关闭');
      expect((await statusOf(a, order.orderNo)).data.status).toBe('closed');

      const paid = await payOk(a, { channelId: 'alipay', amount: '100' });
      expect(
        (await sendCallback(server, signedCallback(server, { orderNo: paid.orderNo, amount: '10000' })))
          .status_code,
      ).toBe(Code.Success);
      const second = await sendCallback(
        server,
        signedCallback(server, { orderNo: paid.orderNo, amount: '10000' }),
      );
      expect(second.status_code).toBe(Code.DataExists);
      expect(second.message).toBe('订单已支付');
      expect(await walletFen(server, a)).toBe(99_00);
    });

    it('a close racing a paid callback ends one way only: closed and uncredited, or paid and refused to close', async () => {
      for (let i = 0; i < 8; i += 1) {
        const { a, order } = await newOrder();
        const [closed, paid] = await Promise.all([
          a.client.post<DepositOrder>(FundsPath.closeOrder, { orderNo: order.orderNo }),
          sendCallback(server, signedCallback(server, { orderNo: order.orderNo, amount: '10000' })),
        ]);
        const final = (await statusOf(a, order.orderNo)).data.status;
        if (paid.status_code === Code.Success) {
          expect(closed.status_code, closed.message).toBe(Code.InvalidParameter);
          expect([final, await walletFen(server, a)]).toEqual(['paid', 99_00]);
        } else {
          expect(closed.data.status).toBe('closed');
          expect(paid.message).toBe('订单已关闭');
          expect([final, await walletFen(server, a)]).toEqual(['closed', 0]);
        }
      }
    });

    it('never pays an expired order', async () => {
      const { a, order } = await newOrder();
      server.advance(15 * 60_000 + 1_000);
      expect((await statusOf(a, order.orderNo)).data.status).toBe('expired');
      const res = await sendCallback(
        server,
        signedCallback(server, { orderNo: order.orderNo, amount: '10000' }),
      );
      expect(res.status_code).toBe(Code.InvalidParameter);
      expect(res.message).toBe('订单已过期');
      const token = tokenOf(server, order.payUrl);
      expect((await gatewayPage(server, order.payUrl)).html).toContain('订单已过期');
      await gatewayAction(server, 'confirm', order.orderNo, token);
      expect((await gatewayRow(server, order.orderNo))?.status).toBe('pending');
      expect(await walletFen(server, a)).toBe(0);
      // The expiry job writes the state down; the order stays expired.
      await eventually(async () => (await orderRow(server, order.orderNo))?.status === 'expired');
      expect(
        (await a.client.post<DepositOrder>(FundsPath.closeOrder, { orderNo: order.orderNo })).data.status,
      ).toBe('expired');
    });

    it('stops taking payment on the gateway page 30 s before the order expires', async () => {
      const { a, order } = await newOrder();
      server.advance(15 * 60_000 - 20_000);
      expect((await statusOf(a, order.orderNo)).data.status).toBe('pending');
      await gatewayAction(server, 'confirm', order.orderNo, tokenOf(server, order.payUrl));
      expect(await walletFen(server, a)).toBe(0);
      expect((await gatewayPage(server, order.payUrl)).html).toContain('订单已过期');
    });

    it('credits once when duplicate callbacks and confirms arrive together', async () => {
      const { a, order } = await newOrder('alipay', '300');
      const tradeNo = 'TCONCURRENT' + order.orderNo.slice(-8);
      const callbacks = Array.from({ length: 8 }, () =>
        signedCallback(server, { orderNo: order.orderNo, amount: '30000', tradeNo }),
      );
      const answers = await Promise.all(callbacks.map((cb) => sendCallback(server, cb)));
      expect(answers.every((r) => r.status_code === Code.Success)).toBe(true);
      expect(await walletFen(server, a)).toBe(297_00);
      expect(await postings(server, order.orderNo)).toBe(2);

      // The player double-clicks confirm on the gateway page of another order.
      const other = await payOk(a, { channelId: 'alipay', amount: '100' });
      const token = tokenOf(server, other.payUrl);
      await Promise.all(
        Array.from({ length: 5 }, () => gatewayAction(server, 'confirm', other.orderNo, token)),
      );
      expect(await walletFen(server, a)).toBe(297_00 + 99_00);
      expect((await statusOf(a, other.orderNo)).data.status).toBe('paid');
    });

    it('credits once when competing trades race for one order', async () => {
      const { a, order } = await newOrder();
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          sendCallback(server, signedCallback(server, { orderNo: order.orderNo, amount: '10000' })),
        ),
      );
      expect(answers.filter((r) => r.status_code === Code.Success)).toHaveLength(1);
      expect(await walletFen(server, a)).toBe(99_00);
    });

    it('retries the callback until the merchant accepts it', async () => {
      const { a, order } = await newOrder();
      // The merchant's endpoint is unreachable for the first attempt.
      await server.deps.db
        .update(demoPayPayments)
        .set({ notifyPath: `${FundsPath.depositCallbackDemo}-down` })
        .where(eq(demoPayPayments.orderNo, order.orderNo));
      await gatewayAction(server, 'confirm', order.orderNo, tokenOf(server, order.payUrl));
      const first = await gatewayRow(server, order.orderNo);
      expect(first).toMatchObject({ status: 'paid', callbackStatus: 'pending', callbackAttempts: 1 });
      expect((await gatewayPage(server, order.payUrl)).html).toContain('正在通知商户');
      expect((await statusOf(a, order.orderNo)).data.status).toBe('pending');
      expect(await walletFen(server, a)).toBe(0);

      await server.deps.db
        .update(demoPayPayments)
        .set({ notifyPath: FundsPath.depositCallbackDemo })
        .where(eq(demoPayPayments.orderNo, order.orderNo));
      server.advance(2_500);
      await eventually(async () => (await gatewayRow(server, order.orderNo))?.callbackStatus === 'delivered');
      expect((await gatewayRow(server, order.orderNo))?.callbackAttempts).toBe(2);
      expect((await statusOf(a, order.orderNo)).data.status).toBe('paid');
      expect(await walletFen(server, a)).toBe(99_00);
    });

    it("keeps notifying a merchant that is down for long, well past the order's expiry", async () => {
      const { order } = await newOrder();
      await server.deps.db
        .update(demoPayPayments)
        .set({ notifyPath: `${FundsPath.depositCallbackDemo}-down` })
        .where(eq(demoPayPayments.orderNo, order.orderNo));
      await gatewayAction(server, 'confirm', order.orderNo, tokenOf(server, order.payUrl));
      // Six refused attempts over about six and a half minutes, where the gateway used to give up.
      for (const [n, wait] of [
        [2, 2_500],
        [3, 5_500],
        [4, 15_500],
        [5, 60_500],
        [6, 300_500],
      ] as const) {
        server.advance(wait);
        await eventually(async () => (await gatewayRow(server, order.orderNo))?.callbackAttempts === n);
      }
      expect((await gatewayRow(server, order.orderNo))?.callbackStatus).toBe('pending');
      // The merchant is back: the next attempts find it, and the payment reaches it after all.
      await server.deps.db
        .update(demoPayPayments)
        .set({ notifyPath: FundsPath.depositCallbackDemo })
        .where(eq(demoPayPayments.orderNo, order.orderNo));
      server.advance(600_500);
      // The order has expired by now: the payment is kept as a deposit exception for finance.
      const tradeNo = (await gatewayRow(server, order.orderNo))?.tradeNo ?? '';
      await eventually(
        async () =>
          (
            await server.deps.db
              .select()
              .from(depositExceptions)
              .where(eq(depositExceptions.tradeNo, tradeNo))
          ).length === 1,
      );
      const [kept] = await server.deps.db
        .select()
        .from(depositExceptions)
        .where(eq(depositExceptions.tradeNo, tradeNo));
      expect(kept).toMatchObject({ orderNo: order.orderNo, reason: 'expired', amountFen: 100_00 });
    });

    it('takes the callback while the safe transport seals the SPA calls', async () => {
      const { a, order } = await newOrder();
      const op = await operatorToken(server, TEST_OPERATOR_PASSWORD);
      const setSafe = (value: boolean) =>
        operatorPost(server, op, OperatorPath.siteSet, { key: 'safeSwitch', value });
      expect((await setSafe(true)).status_code).toBe(Code.Success);
      try {
        // A plain SPA call is refused now; the PSP's server-to-server callback is not.
        expect(
          (await a.client.post(FundsPath.depositOrderStatus, { orderNo: order.orderNo })).status_code,
        ).toBe(Code.IllegalParameter);
        await gatewayAction(server, 'confirm', order.orderNo, tokenOf(server, order.payUrl));
        expect((await gatewayRow(server, order.orderNo))?.callbackStatus).toBe('delivered');
      } finally {
        await setSafe(false);
      }
      expect((await statusOf(a, order.orderNo)).data.status).toBe('paid');
      expect(await walletFen(server, a)).toBe(99_00);
    });

    it('finishes an order whose callback died between posting and marking', async () => {
      // Posted but not marked: a status read repairs it without a second credit.
      const { a, order } = await newOrder();
      const memberId = await memberIdOf(server, a.name);
      const tradeNo = `TCRASH${order.orderNo.slice(-10)}`;
      await server.deps.db
        .update(depositOrders)
        .set({ tradeNo })
        .where(eq(depositOrders.orderNo, order.orderNo));
      await ledgerOf(server).postOrThrow({
        reference: `dep:${order.orderNo}`,
        kind: 'deposit',
        legs: [
          { from: { house: 'deposit_clearing' }, to: { member: memberId, kind: 'wallet' }, amount: 99_00 },
          { from: { house: 'deposit_clearing' }, to: { house: 'house' }, amount: 1_00 },
        ],
      });
      // Even past its expiry time a claimed order is being credited, never expired.
      server.advance(16 * 60_000);
      expect((await statusOf(a, order.orderNo)).data.status).toBe('paid');
      expect(await walletFen(server, a)).toBe(99_00);
      // The member hears of it as after any credit: the status read finished the order, letter included.
      const letters = await a.client.post<LetterListResponse>(LetterPath.list, { type: 'notice' });
      expect(letters.data.list.filter((l) => l.body.includes(order.orderNo)).map((l) => l.title)).toEqual([
        '存款已到账',
      ]);

      // Claimed, not posted: the repair pass posts and marks it.
      const { a: b, order: second } = await newOrder();
      await server.deps.db
        .update(depositOrders)
        .set({ tradeNo: `TCRASH${second.orderNo.slice(-10)}` })
        .where(eq(depositOrders.orderNo, second.orderNo));
      server.advance(11_000);
      await eventually(async () => (await orderRow(server, second.orderNo))?.status === 'paid');
      expect(await walletFen(server, b)).toBe(99_00);
      // The gateway's retry of the same trade afterwards is acknowledged, not credited.
      const retry = signedCallback(server, {
        orderNo: second.orderNo,
        amount: '10000',
        tradeNo: `TCRASH${second.orderNo.slice(-10)}`,
      });
      expect((await sendCallback(server, retry)).status_code).toBe(Code.Success);
      expect(await walletFen(server, b)).toBe(99_00);

      // Claimed just before expiry, not posted: the gateway's retry after expiry is accepted (unless the
      // repair pass got there first) and the member is credited once either way.
      const { a: c, order: third } = await newOrder();
      const thirdTrade = `TCRASH${third.orderNo.slice(-10)}`;
      await server.deps.db
        .update(depositOrders)
        .set({ tradeNo: thirdTrade, updatedAt: server.deps.now() })
        .where(eq(depositOrders.orderNo, third.orderNo));
      server.advance(15 * 60_000);
      const late = signedCallback(server, { orderNo: third.orderNo, amount: '10000', tradeNo: thirdTrade });
      expect((await sendCallback(server, late)).status_code).toBe(Code.Success);
      expect((await statusOf(c, third.orderNo)).data.status).toBe('paid');
      expect(await walletFen(server, c)).toBe(99_00);
    });
  });
}
