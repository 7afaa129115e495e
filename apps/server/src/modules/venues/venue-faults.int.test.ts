import { beforeEach, expect, it } from 'vitest';
import { Code, GamePath, IDEMPOTENCY_HEADER, RuleMessage } from '@qilin/contract';
import { forEachDatabase, type TestServer } from '../../../test/harness.ts';
import { createMoney } from '../ledger/module.ts';
import { expectLedgerOk, ledgerOf } from '../ledger/test-support.ts';
import { createDemoProviderClient } from './demo-provider-client.ts';
import { createKeyedLock } from '../../platform/locks/keyed-lock.ts';
import { createVenueOrderRepo } from './order-repo.ts';
import { createVenueRegistry } from './registry.ts';
import {
  balancesOf,
  control,
  fundedPlayer,
  newKey,
  orderOf,
  ordersOf,
  postingsLike,
  providerBalance,
  transfer,
  venueBalance,
  waitFor,
} from './test-support.ts';
import { createOrderEngine } from './order-engine.ts';
import { orderNoFor } from './order-postings.ts';
import { createVenueFlows } from './venue-flows.ts';

/** The venue side as the launch issue will hold it, built on the test server's database. */
const venueSide = (server: TestServer) => {
  const registry = createVenueRegistry(server.deps.db, server.deps.now);
  const money = createMoney(server.deps);
  const orders = createVenueOrderRepo(server.deps.db, server.deps.now, money.ledger);
  const provider = createDemoProviderClient({
    secrets: server.deps.secrets,
    now: server.deps.now,
    baseUrl: () => server.url,
    log: server.deps.log,
    staleMs: server.deps.config.demoProviderStaleMs,
  });
  const engine = createOrderEngine({
    deps: server.deps,
    money,
    orders,
    providerFor: () => provider,
    lock: createKeyedLock(),
  });
  const flows = createVenueFlows({ registry, orders, engine });
  return { registry, orders, provider, engine, flows };
};

/** Settled and booked: the ledger matches the order's final status. */
const settled = (server: TestServer, orderNo: string) => async () =>
  (await orderOf(server, orderNo))?.booked === true;

forEachDatabase('venues: provider failures, timeouts and recovery', (server) => {
  beforeEach(async () => {
    await control(server(), { reset: true });
  });

  it('gives the money back when the venue refuses a transfer in, and says why', async () => {
    const p = await fundedPlayer(server(), 10_000);
    await control(server(), { overrides: [{ op: 'in', account: p.providerAccount, mode: 'fail' }] });
    const key = newKey();
    const r = await transfer(p, { channelCode: 'demo', amount: '30', ty: 1 }, key);
    expect(r).toMatchObject({
      status_code: Code.BadGateway,
      message: '转入Qilin 电子失败：场馆维护中，请稍后再试，资金已退回中心钱包',
    });
    expect(await transfer(p, { channelCode: 'demo', amount: '30', ty: 1 }, key)).toEqual(r);
    expect(await balancesOf(server(), p.memberId)).toEqual({ wallet: 10_000, transit: 0, demo: 0 });
    expect(await providerBalance(server(), p.providerAccount)).toBe(0);
    await expectLedgerOk(server());
  });

  it('gives the money back to the venue when a transfer out is refused', async () => {
    const p = await fundedPlayer(server(), 10_000);
    await transfer(p, { channelCode: 'demo', amount: '50', ty: 1 });
    await control(server(), { overrides: [{ op: 'out', account: p.providerAccount, mode: 'fail' }] });
    const r = await transfer(p, { channelCode: 'demo', amount: '20', ty: 2 });
    expect(r).toMatchObject({
      status_code: Code.BadGateway,
      message: '从Qilin 电子转出失败：场馆维护中，请稍后再试，资金已退回场馆钱包',
    });
    expect(await balancesOf(server(), p.memberId)).toEqual({ wallet: 5_000, transit: 0, demo: 5_000 });
    expect(await providerBalance(server(), p.providerAccount)).toBe(5_000);
    await expectLedgerOk(server());
  });

  it('keeps an unknown transfer pending and settles it once when the venue confirms it late', async () => {
    const p = await fundedPlayer(server(), 10_000);
    // The venue applies the transfer but answers 504; its order query is down for the next two asks.
    await control(server(), {
      overrides: [
        { op: 'in', account: p.providerAccount, mode: 'unknown' },
        { op: 'query', mode: 'unknown', times: 2 },
      ],
    });
    const key = newKey();
    const r = await transfer(p, { channelCode: 'demo', amount: '20', ty: 1 }, key);
    expect(r.status_code).toBe(Code.Success);
    expect(r.data).toMatchObject({ status: 'pending', amount: '20.00', centerWalletBalance: '80.00' });
    const { orderNo } = r.data;
    // Meanwhile the money waits in transit and the venue balance is not "synced" past the pending order.
    expect(await balancesOf(server(), p.memberId)).toEqual({ wallet: 8_000, transit: 2_000, demo: 0 });
    expect(await venueBalance(p)).toMatchObject({ balance: '0.00' });
    expect(await providerBalance(server(), p.providerAccount)).toBe(2_000);

    await waitFor(settled(server(), orderNo), 10_000, 'the order to settle');
    expect(await orderOf(server(), orderNo)).toMatchObject({ status: 'success', attempts: 1 });
    expect(await postingsLike(server(), `vin:${orderNo}:done`)).toBe(1);
    expect(await postingsLike(server(), `vin:${orderNo}:release`)).toBe(0);
    expect(await balancesOf(server(), p.memberId)).toEqual({ wallet: 8_000, transit: 0, demo: 2_000 });
    expect(await venueBalance(p)).toMatchObject({ balance: '20.00', live: true });
    // The key still answers what it answered first.
    expect((await transfer(p, { channelCode: 'demo', amount: '20', ty: 1 }, key)).data.status).toBe(
      'pending',
    );
    await expectLedgerOk(server());
  });

  it('settles an unknown transfer out when the venue confirms it', async () => {
    const p = await fundedPlayer(server(), 10_000);
    await transfer(p, { channelCode: 'demo', amount: '40', ty: 1 });
    await control(server(), { overrides: [{ op: 'out', account: p.providerAccount, mode: 'unknown' }] });
    const r = await transfer(p, { channelCode: 'demo', amount: '15', ty: 2 });
    expect(r.data).toMatchObject({ status: 'pending', venueBalance: '25.00', centerWalletBalance: '60.00' });
    await waitFor(settled(server(), r.data.orderNo));
    expect(await orderOf(server(), r.data.orderNo)).toMatchObject({ status: 'success' });
    expect(await balancesOf(server(), p.memberId)).toEqual({ wallet: 7_500, transit: 0, demo: 2_500 });
    expect(await providerBalance(server(), p.providerAccount)).toBe(2_500);
    await expectLedgerOk(server());
  });

  it('releases a transfer the venue never applied, only after its window has passed', async () => {
    const p = await fundedPlayer(server(), 10_000);
    await control(server(), {
      overrides: [{ op: 'in', account: p.providerAccount, mode: 'unknown-not-applied' }],
    });
    const r = await transfer(p, { channelCode: 'demo', amount: '25', ty: 1 });
    expect(r.data.status).toBe('pending');
    // "Not found" right after sending proves nothing: a late copy could still arrive.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await orderOf(server(), r.data.orderNo)).toMatchObject({ status: 'pending' });
    server().advance(61_000);
    await waitFor(settled(server(), r.data.orderNo));
    expect(await orderOf(server(), r.data.orderNo)).toMatchObject({
      status: 'failed',
      message: '场馆未收到该笔转账',
    });
    expect(await balancesOf(server(), p.memberId)).toEqual({ wallet: 10_000, transit: 0, demo: 0 });
    expect(await postingsLike(server(), `vin:${r.data.orderNo}:release`)).toBe(1);
    await expectLedgerOk(server());
  });

  it('times out on a slow venue, then settles the transfer it applied after the timeout', async () => {
    const p = await fundedPlayer(server(), 10_000);
    await control(server(), { overrides: [{ op: 'in', account: p.providerAccount, latencyMs: 3_600 }] });
    const r = await transfer(p, { channelCode: 'demo', amount: '12.34', ty: 1 });
    // The client gave up after its 3 s timeout: the outcome is unknown, the money waits.
    expect(r.data.status).toBe('pending');
    expect(await providerBalance(server(), p.providerAccount)).toBe(0);
    await waitFor(settled(server(), r.data.orderNo), 10_000);
    expect(await orderOf(server(), r.data.orderNo)).toMatchObject({ status: 'success' });
    expect(await balancesOf(server(), p.memberId)).toEqual({ wallet: 8_766, transit: 0, demo: 1_234 });
    expect(await providerBalance(server(), p.providerAccount)).toBe(1_234);
    await expectLedgerOk(server());
  });

  it('never applies a request that reaches the venue after its window (a late copy is refused)', async () => {
    const p = await fundedPlayer(server(), 10_000);
    // A first transfer creates the player at the venue, so the next call goes straight to the transfer.
    await transfer(p, { channelCode: 'demo', amount: '1', ty: 1 });
    await control(server(), { overrides: [{ op: 'in', account: p.providerAccount, latencyMs: 3_400 }] });
    const pending = transfer(p, { channelCode: 'demo', amount: '9', ty: 1 });
    // Once the request is on its way, 31 s pass: when it arrives it is stale.
    await waitFor(async () =>
      (await ordersOf(server(), p.memberId)).some((o) => o.amount === 900 && o.attempts === 1),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    server().advance(31_000);
    const r = await pending;
    expect(r.data.status).toBe('pending');
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await providerBalance(server(), p.providerAccount)).toBe(100);
    expect(await orderOf(server(), r.data.orderNo)).toMatchObject({ status: 'pending' });
    server().advance(31_000);
    await waitFor(settled(server(), r.data.orderNo));
    expect(await orderOf(server(), r.data.orderNo)).toMatchObject({ status: 'failed' });
    expect(await balancesOf(server(), p.memberId)).toEqual({ wallet: 9_900, transit: 0, demo: 100 });
    expect(await providerBalance(server(), p.providerAccount)).toBe(100);
    await expectLedgerOk(server());
  });

  it('writes no order and sends nothing when the hold is refused after the balance check', async () => {
    // A bet or a withdrawal (not under the venue lock) drained the wallet between the check and the hold.
    const side = venueSide(server());
    const p = await fundedPlayer(server(), 1_000);
    const draft = await side.orders.draft({
      orderNo: orderNoFor(p.memberId, 'drained'),
      memberId: p.memberId,
      requestKey: 'drained',
      channelCode: 'demo',
      ty: 1,
      amount: 2_000,
      source: 'transfer',
      isActivity: false,
    });
    const order = await side.engine.drive(draft, await side.registry.transferVenue('demo'), undefined, true);
    expect(order).toMatchObject({ status: 'failed', message: RuleMessage.amountAboveBalance, attempts: 0 });
    expect(await orderOf(server(), draft.orderNo)).toBeUndefined();
    expect(await postingsLike(server(), `vin:${draft.orderNo}`)).toBe(0);
    expect(await balancesOf(server(), p.memberId)).toEqual({ wallet: 1_000, transit: 0, demo: 0 });
    // The venue never heard of the member: nothing was sent.
    expect(await providerBalance(server(), p.providerAccount)).toBeNull();
    await expectLedgerOk(server());
  });

  it('finishes orders left half-way by a crash', async () => {
    const side = venueSide(server());
    const ledger = ledgerOf(server());

    // 1. Held, never sent: released once no live request can still send it.
    const a = await fundedPlayer(server(), 10_000);
    const orphan = await side.orders.create({
      orderNo: orderNoFor(a.memberId, 'crash-orphan'),
      memberId: a.memberId,
      requestKey: 'crash-orphan',
      channelCode: 'demo',
      ty: 1,
      amount: 3_000,
      source: 'transfer',
      isActivity: false,
    });
    await ledger.postOrThrow(holdIn(orphan.orderNo, a.memberId, 3_000));
    expect(await balancesOf(server(), a.memberId)).toEqual({ wallet: 7_000, transit: 3_000, demo: 0 });

    // 2. Sent and applied by the venue, but the answer was lost with the process.
    const b = await fundedPlayer(server(), 10_000);
    const lost = await side.orders.create({
      orderNo: orderNoFor(b.memberId, 'crash-lost'),
      memberId: b.memberId,
      requestKey: 'crash-lost',
      channelCode: 'demo',
      ty: 1,
      amount: 4_000,
      source: 'transfer',
      isActivity: false,
    });
    await ledger.postOrThrow(holdIn(lost.orderNo, b.memberId, 4_000));
    await side.orders.markSent(lost.id);
    expect(await side.provider.transferIn(lost.orderNo, b.providerAccount, 4_000)).toEqual({
      status: 'success',
    });

    // 3. Settled as a success, but the process stopped before the ledger caught up.
    const c = await fundedPlayer(server(), 10_000);
    const unbooked = await side.orders.create({
      orderNo: orderNoFor(c.memberId, 'crash-unbooked'),
      memberId: c.memberId,
      requestKey: 'crash-unbooked',
      channelCode: 'demo',
      ty: 1,
      amount: 1_500,
      source: 'transfer',
      isActivity: false,
    });
    await ledger.postOrThrow(holdIn(unbooked.orderNo, c.memberId, 1_500));
    await side.orders.markSent(unbooked.id);
    expect(await side.provider.transferIn(unbooked.orderNo, c.providerAccount, 1_500)).toEqual({
      status: 'success',
    });
    await side.orders.settle(unbooked.id, 'success', '');

    server().advance(21_000);
    await waitFor(async () => {
      for (const no of [orphan.orderNo, lost.orderNo, unbooked.orderNo])
        if (!(await settled(server(), no)())) return false;
      return true;
    });
    expect(await orderOf(server(), orphan.orderNo)).toMatchObject({ status: 'failed', attempts: 0 });
    expect(await balancesOf(server(), a.memberId)).toEqual({ wallet: 10_000, transit: 0, demo: 0 });
    expect(await orderOf(server(), lost.orderNo)).toMatchObject({ status: 'success', attempts: 1 });
    expect(await balancesOf(server(), b.memberId)).toEqual({ wallet: 6_000, transit: 0, demo: 4_000 });
    expect(await providerBalance(server(), b.providerAccount)).toBe(4_000);
    expect(await balancesOf(server(), c.memberId)).toEqual({ wallet: 8_500, transit: 0, demo: 1_500 });
    expect(await postingsLike(server(), `vin:${unbooked.orderNo}:done`)).toBe(1);
    await expectLedgerOk(server());
  });

  it('lets the retry of a request that died half-way finish the same order', async () => {
    const side = venueSide(server());
    const p = await fundedPlayer(server(), 10_000);
    const key = newKey();
    // The first attempt claimed the key, created its order and held the money, then died unexpectedly
    // (which frees the key for its retry).
    let order: Awaited<ReturnType<typeof side.orders.create>> | undefined;
    await expect(
      createMoney(server().deps).idempotency.run(`m:${p.memberId}`, key, { first: true }, async () => {
        order = await side.orders.create({
          orderNo: orderNoFor(p.memberId, key),
          memberId: p.memberId,
          requestKey: key,
          channelCode: 'demo',
          ty: 1,
          amount: 2_500,
          source: 'transfer',
          isActivity: false,
        });
        await ledgerOf(server()).postOrThrow(holdIn(order.orderNo, p.memberId, 2_500));
        throw new Error('died half-way');
      }),
    ).rejects.toThrow('died half-way');
    if (!order) throw new Error('the first attempt made no order');
    const retry = await transfer(p, { channelCode: 'demo', amount: '25', ty: 1 }, key);
    expect(retry.data).toMatchObject({
      orderNo: order.orderNo,
      status: 'success',
      centerWalletBalance: '75.00',
    });
    expect(await postingsLike(server(), `vin:${order.orderNo}:hold`)).toBe(1);
    expect(await balancesOf(server(), p.memberId)).toEqual({ wallet: 7_500, transit: 0, demo: 2_500 });
    expect(await providerBalance(server(), p.providerAccount)).toBe(2_500);
    await expectLedgerOk(server());
  });

  it('moves the whole centre balance in on launch with auto transfer on, and recycle brings it back', async () => {
    const side = venueSide(server());
    const p = await fundedPlayer(server(), 6_789);
    expect(await side.flows.autoTransferIn(p.memberId, 'demo', 'launch-1')).toBeNull();
    await p.client.post(GamePath.setAutoTransferStatus, { status: 1 });
    const moved = await side.flows.autoTransferIn(p.memberId, 'demo', 'launch-2');
    expect(moved).toMatchObject({
      status: 'success',
      amount: '67.89',
      centerWalletBalance: '0.00',
      venueBalance: '67.89',
    });
    const again = await side.flows.autoTransferIn(p.memberId, 'demo', 'launch-2');
    expect(again).toMatchObject({ orderNo: moved?.orderNo, status: 'success' });
    expect(await side.flows.autoTransferIn(p.memberId, 'crty', 'launch-3')).toBeNull();
    const back = await p.client.post(GamePath.recycle, {}, { [IDEMPOTENCY_HEADER]: newKey() });
    expect(back.data).toMatchObject({ recalled: '67.89', centerWalletBalance: '67.89' });
    expect(await balancesOf(server(), p.memberId)).toEqual({ wallet: 6_789, transit: 0, demo: 0 });
    await expectLedgerOk(server());
  });

  it('answers "not live" with our own figure while the venue is down, and refuses transfers out', async () => {
    const p = await fundedPlayer(server(), 5_000);
    await transfer(p, { channelCode: 'demo', amount: '10', ty: 1 });
    await control(server(), { mode: 'unknown-not-applied' });
    try {
      expect(await venueBalance(p)).toMatchObject({ balance: '10.00', live: false });
      const out = await transfer(p, { channelCode: 'demo', amount: '5', ty: 2 });
      expect(out).toMatchObject({ status_code: Code.BadGateway, message: '场馆暂时无法连接，请稍后再试' });
      const r = await p.client.post(GamePath.recycle, {}, { [IDEMPOTENCY_HEADER]: newKey() });
      expect(r.data).toMatchObject({
        recalled: '0.00',
        list: [
          { channelCode: 'demo', amount: '10.00', status: 'failed', message: '场馆暂时无法连接，请稍后再试' },
        ],
      });
    } finally {
      await control(server(), { reset: true });
    }
    expect(await balancesOf(server(), p.memberId)).toEqual({ wallet: 4_000, transit: 0, demo: 1_000 });
    await expectLedgerOk(server());
  });
});

/** The hold posting a transfer in makes before calling the venue (what a crashed request left behind). */
const holdIn = (orderNo: string, memberId: number, amount: number) => ({
  reference: `vin:${orderNo}:hold`,
  kind: 'venue_hold' as const,
  legs: [
    {
      from: { member: memberId, kind: 'wallet' as const },
      to: { member: memberId, kind: 'transit' as const },
      amount,
    },
  ],
});
