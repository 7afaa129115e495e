import { expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  Code,
  GamePath,
  IDEMPOTENCY_HEADER,
  RuleMessage,
  type VenueBalance,
  type VenueInfo,
  type VenueTransferResponse,
} from '@qilin/contract';
import { forEachDatabase } from '../../../test/harness.ts';
import { expectLedgerOk, fundMember } from '../ledger/test-support.ts';
import { createMoney } from '../ledger/module.ts';
import { idempotencyKeys } from '../ledger/schema.ts';
import { venues } from './schema.ts';
import { VENUE_CACHE_MS } from './registry.ts';
import {
  balancesOf,
  fundedPlayer,
  newKey,
  ordersOf,
  providerBalance,
  setProviderBalance,
  transfer,
  venueBalance,
} from './test-support.ts';

interface AllBalance {
  list: VenueBalance[];
  total: string;
  autoTransfer: boolean;
}
interface Recycle {
  recalled: string;
  list: { channelCode: string; amount: string; status: string; message: string }[];
  centerWalletBalance: string;
}

forEachDatabase('venues: registry, balances, transfers', (server) => {
  it('lists the registry by category (8 or none: all), crty seamless and demo transfer', async () => {
    const all = await server().post<VenueInfo[]>(GamePath.venueInfoByCategory, {});
    expect(all.status_code).toBe(Code.Success);
    expect(all.data).toEqual([
      expect.objectContaining({
        channelCode: 'crty',
        venueName: '皇冠体育',
        category: 1,
        walletMode: 'seamless',
      }),
      expect.objectContaining({
        channelCode: 'demo',
        venueName: 'Qilin 电子',
        category: 6,
        walletMode: 'transfer',
        status: 'open',
        minTransfer: '1.00',
      }),
    ]);
    const eight = await server().post<VenueInfo[]>(GamePath.venueInfoByCategory, { category: 8 });
    expect(eight.data.map((v) => v.channelCode)).toEqual(['crty', 'demo']);
    const dz = await server().post<VenueInfo[]>(GamePath.venueInfoByCategory, { category: 6 });
    expect(dz.data.map((v) => v.channelCode)).toEqual(['demo']);
    const ty = await server().post<VenueInfo[]>(GamePath.venueInfoByCategory, { category: 1 });
    expect(ty.data.map((v) => v.channelCode)).toEqual(['crty']);
    const bad = await server().post(GamePath.venueInfoByCategory, { category: 9 });
    expect(bad.status_code).toBe(Code.InvalidParameter);
  });

  it('answers balances of the caller only, and needs a login', async () => {
    const anonymous = await server().post(GamePath.allBalance, {});
    expect(anonymous.status_code).toBe(Code.LoginExpired);
    const p = await fundedPlayer(server(), 10_000);
    const all = await p.client.post<AllBalance>(GamePath.allBalance, { category: 8 });
    expect(all.status_code).toBe(Code.Success);
    expect(all.data).toEqual({
      list: [{ channelCode: 'demo', venueName: 'Qilin 电子', balance: '0.00', live: true }],
      total: '0.00',
      autoTransfer: false,
    });
    const tw = await p.client.post<AllBalance>(GamePath.allBalance, { category: 8 }, { language: 'zh-TW' });
    expect(tw.data.list.map((v) => v.venueName)).toEqual(['Qilin 電子']);
    const sport = await p.client.post<AllBalance>(GamePath.allBalance, { category: 1 });
    expect(sport.data).toEqual({ list: [], total: '0.00', autoTransfer: false });
    expect(await venueBalance(p)).toEqual({
      channelCode: 'demo',
      venueName: 'Qilin 电子',
      balance: '0.00',
      live: true,
    });
    const seamless = await p.client.post(GamePath.balance, { channelCode: 'crty' });
    expect(seamless.status_code).toBe(Code.InvalidParameter);
    const unknown = await p.client.post(GamePath.balance, { channelCode: 'nope' });
    expect(unknown).toMatchObject({ status_code: Code.NotFound, message: '场馆不存在' });
  });

  it('moves money into the venue and back out, on both books', async () => {
    const p = await fundedPlayer(server(), 10_000);
    const into = await transfer(p, { channelCode: 'demo', amount: '30.5', ty: 1, isActivity: 0 });
    expect(into.status_code).toBe(Code.Success);
    expect(into.data).toMatchObject({
      status: 'success',
      amount: '30.50',
      centerWalletBalance: '69.50',
      venueBalance: '30.50',
    });
    expect(into.data.orderNo).toMatch(/^V[0-9A-F]{24}$/);
    expect(await providerBalance(server(), p.providerAccount)).toBe(3_050);

    const all = await p.client.post<AllBalance>(GamePath.allBalance, {});
    expect(all.data.list[0]).toMatchObject({ balance: '30.50', live: true });
    expect(all.data.total).toBe('30.50');

    const out = await transfer(p, { channelCode: 'demo', amount: '10', ty: 2 });
    expect(out.data).toMatchObject({
      status: 'success',
      centerWalletBalance: '79.50',
      venueBalance: '20.50',
    });
    expect(await providerBalance(server(), p.providerAccount)).toBe(2_050);
    expect(await balancesOf(server(), p.memberId)).toEqual({ wallet: 7_950, transit: 0, demo: 2_050 });
    await expectLedgerOk(server());
  });

  it('refuses every bad amount with SPEC §5 messages and moves nothing', async () => {
    const p = await fundedPlayer(server(), 5_000);
    const cases: [unknown, string][] = [
      [undefined, RuleMessage.amountRequired],
      ['', RuleMessage.amountRequired],
      ['   ', RuleMessage.amountRequired],
      ['-5', RuleMessage.amountFormat],
      ['0', RuleMessage.amountPositive],
      ['0.00', RuleMessage.amountPositive],
      ['1.234', RuleMessage.amountDecimals],
      ['1234567890.12', RuleMessage.amountTooLong],
      ['abc', RuleMessage.amountFormat],
      ['1e3', RuleMessage.amountFormat],
      ['50.01', RuleMessage.amountAboveBalance],
      ['0.5', '单笔最低转入1元'],
    ];
    for (const [amount, message] of cases) {
      const body = { channelCode: 'demo', ty: 1, ...(amount === undefined ? {} : { amount }) };
      const r = await transfer(p, body);
      expect({ amount, status_code: r.status_code, message: r.message }).toEqual({
        amount,
        status_code: Code.InvalidParameter,
        message,
      });
    }
    // Out of the venue: the venue balance (0 here) is the limit.
    const out = await transfer(p, { channelCode: 'demo', amount: '1', ty: 2 });
    expect(out).toMatchObject({
      status_code: Code.InvalidParameter,
      message: RuleMessage.amountAboveBalance,
    });
    expect(await transfer(p, { channelCode: 'demo', amount: '', ty: 2 })).toMatchObject({
      status_code: Code.InvalidParameter,
      message: RuleMessage.amountOutRequired,
    });
    const numeric = await transfer(p, { channelCode: 'demo', amount: 5, ty: 1 });
    expect(numeric.status_code).toBe(Code.InvalidParameter);
    expect(await balancesOf(server(), p.memberId)).toEqual({ wallet: 5_000, transit: 0, demo: 0 });
    expect(await ordersOf(server(), p.memberId)).toEqual([]);
    await expectLedgerOk(server());
  });

  it('takes a remainder below the venue minimum back out, though not in', async () => {
    const p = await fundedPlayer(server(), 5_000);
    expect((await transfer(p, { channelCode: 'demo', amount: '10', ty: 1 })).status_code).toBe(Code.Success);
    expect((await transfer(p, { channelCode: 'demo', amount: '9.5', ty: 2 })).status_code).toBe(Code.Success);
    expect((await transfer(p, { channelCode: 'demo', amount: '0.5', ty: 2 })).status_code).toBe(Code.Success);
    expect(await balancesOf(server(), p.memberId)).toEqual({ wallet: 5_000, transit: 0, demo: 0 });
    await expectLedgerOk(server());
  });

  it('refuses seamless, unknown and closed venues, and a missing idempotency key', async () => {
    const p = await fundedPlayer(server(), 5_000);
    const crty = await transfer(p, { channelCode: 'crty', amount: '1', ty: 1 });
    expect(crty).toMatchObject({
      status_code: Code.InvalidParameter,
      message: '皇冠体育使用中心钱包，无需转账',
    });
    const nope = await transfer(p, { channelCode: 'nope', amount: '1', ty: 1 });
    expect(nope.status_code).toBe(Code.NotFound);
    const noKey = await transfer(p, { channelCode: 'demo', amount: '1', ty: 1 }, null);
    expect(noKey.status_code).toBe(Code.InvalidParameter);
    await server()
      .deps.db.update(venues)
      .set({ status: 'maintenance' })
      .where(eq(venues.channelCode, 'demo'));
    // The registry keeps the venue table a second.
    server().advance(VENUE_CACHE_MS);
    try {
      const closed = await transfer(p, { channelCode: 'demo', amount: '1', ty: 1 });
      expect(closed).toMatchObject({
        status_code: Code.VenueUnderMaintenance,
        message: 'Qilin 电子维护中，请稍后再试',
      });
    } finally {
      await server().deps.db.update(venues).set({ status: 'open' }).where(eq(venues.channelCode, 'demo'));
      server().advance(VENUE_CACHE_MS);
    }
    expect(await balancesOf(server(), p.memberId)).toEqual({ wallet: 5_000, transit: 0, demo: 0 });
  });

  it('stores the answer with the booking, replays a refusal after the balance changed, and refuses a key another request used', async () => {
    const p = await fundedPlayer(server(), 1_000);
    const key = newKey();
    const ok = await transfer(p, { channelCode: 'demo', amount: '4', ty: 1 }, key);
    expect(ok.data).toMatchObject({ status: 'success', centerWalletBalance: '6.00', venueBalance: '4.00' });
    // The key rode on the transfer's own postings: claimed with the hold, answered with the booking.
    const [row] = await server()
      .deps.db.select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, `m:${p.memberId}`), eq(idempotencyKeys.key, key)));
    expect(row).toMatchObject({ status: 'done', response: { ok: true, data: ok.data } });

    // Refused by the hold (余额不足): the refusal is the key's answer, even once the money is there.
    const refusedKey = newKey();
    const refused = await transfer(p, { channelCode: 'demo', amount: '50', ty: 1 }, refusedKey);
    expect(refused).toMatchObject({
      status_code: Code.InvalidParameter,
      message: RuleMessage.amountAboveBalance,
    });
    await fundMember(server(), p.name, 10_000);
    expect(await transfer(p, { channelCode: 'demo', amount: '50', ty: 1 }, refusedKey)).toEqual(refused);
    expect(await balancesOf(server(), p.memberId)).toEqual({ wallet: 10_600, transit: 0, demo: 400 });

    // A key another money request of the member's used first: 6009, and nothing moves.
    const takenKey = newKey();
    await createMoney(server().deps).idempotency.run(
      `m:${p.memberId}`,
      takenKey,
      { other: true },
      async () => 1,
    );
    const taken = await transfer(p, { channelCode: 'demo', amount: '5', ty: 1 }, takenKey);
    expect(taken.status_code).toBe(Code.DataExists);
    expect(await balancesOf(server(), p.memberId)).toEqual({ wallet: 10_600, transit: 0, demo: 400 });
    expect(await providerBalance(server(), p.providerAccount)).toBe(400);
    expect(await ordersOf(server(), p.memberId)).toHaveLength(1);
    await expectLedgerOk(server());
  });

  it('replays a key: same body, same answer; other body, 6009; concurrent duplicates move once', async () => {
    const p = await fundedPlayer(server(), 10_000);
    const key = newKey();
    const body = { channelCode: 'demo', amount: '20', ty: 1 };
    const first = await transfer(p, body, key);
    const again = await transfer(p, body, key);
    expect(again).toEqual(first);
    const other = await transfer(p, { ...body, amount: '21' }, key);
    expect(other.status_code).toBe(Code.DataExists);
    expect(await balancesOf(server(), p.memberId)).toEqual({ wallet: 8_000, transit: 0, demo: 2_000 });

    const burstKey = newKey();
    const burst = await Promise.all(
      Array.from({ length: 6 }, () => transfer(p, { channelCode: 'demo', amount: '15', ty: 1 }, burstKey)),
    );
    const orderNos = new Set(burst.map((r) => r.data?.orderNo));
    expect(burst.every((r) => r.status_code === Code.Success)).toBe(true);
    expect(orderNos.size).toBe(1);
    expect(await balancesOf(server(), p.memberId)).toEqual({ wallet: 6_500, transit: 0, demo: 3_500 });
    expect(await providerBalance(server(), p.providerAccount)).toBe(3_500);

    // Different keys at once: each is its own transfer, and the balance still bounds them.
    const racing = await Promise.all(
      Array.from({ length: 4 }, () => transfer(p, { channelCode: 'demo', amount: '20', ty: 1 })),
    );
    const ok = racing.filter((r) => r.status_code === Code.Success).length;
    expect(ok).toBe(3);
    expect(racing.filter((r) => r.message === RuleMessage.amountAboveBalance)).toHaveLength(1);
    expect(await balancesOf(server(), p.memberId)).toEqual({ wallet: 500, transit: 0, demo: 9_500 });
    await expectLedgerOk(server());
  });

  it("never shows or moves another member's venue money", async () => {
    const a = await fundedPlayer(server(), 10_000);
    const b = await fundedPlayer(server(), 0);
    expect((await transfer(a, { channelCode: 'demo', amount: '40', ty: 1 })).status_code).toBe(Code.Success);
    expect(await venueBalance(b)).toMatchObject({ balance: '0.00' });
    // Fields naming another member are not part of the call and change nothing.
    const sneaky = await transfer(b, { channelCode: 'demo', amount: '10', ty: 2, memberId: a.memberId });
    expect(sneaky.status_code).not.toBe(Code.Success);
    const recycled = await b.client.post<Recycle>(GamePath.recycle, {}, { [IDEMPOTENCY_HEADER]: newKey() });
    expect(recycled.data).toEqual({ recalled: '0.00', list: [], centerWalletBalance: '0.00' });
    // A's key used by B is B's own key: it finds nothing of A's.
    expect(await balancesOf(server(), a.memberId)).toEqual({ wallet: 6_000, transit: 0, demo: 4_000 });
    expect(await balancesOf(server(), b.memberId)).toEqual({ wallet: 0, transit: 0, demo: 0 });
    await expectLedgerOk(server());
  });

  it('recycles every venue balance to the centre wallet in one action', async () => {
    const p = await fundedPlayer(server(), 10_000);
    await transfer(p, { channelCode: 'demo', amount: '60', ty: 1 });
    const key = newKey();
    const r = await p.client.post<Recycle>(GamePath.recycle, {}, { [IDEMPOTENCY_HEADER]: key });
    expect(r.status_code).toBe(Code.Success);
    expect(r.data).toEqual({
      recalled: '60.00',
      list: [{ channelCode: 'demo', amount: '60.00', status: 'success', message: '' }],
      centerWalletBalance: '100.00',
    });
    const replay = await p.client.post<Recycle>(GamePath.recycle, {}, { [IDEMPOTENCY_HEADER]: key });
    expect(replay.data).toEqual(r.data);
    const empty = await p.client.post<Recycle>(GamePath.recycle, {}, { [IDEMPOTENCY_HEADER]: newKey() });
    expect(empty.data).toEqual({ recalled: '0.00', list: [], centerWalletBalance: '100.00' });
    expect(await providerBalance(server(), p.providerAccount)).toBe(0);
    expect(await balancesOf(server(), p.memberId)).toEqual({ wallet: 10_000, transit: 0, demo: 0 });
    await expectLedgerOk(server());
  });

  it("follows the venue's own figure: wins and losses are booked against the venue's house account", async () => {
    const p = await fundedPlayer(server(), 10_000);
    await transfer(p, { channelCode: 'demo', amount: '50', ty: 1 });
    await setProviderBalance(server(), p.providerAccount, 8_000); // won 30
    expect(await venueBalance(p)).toMatchObject({ balance: '80.00', live: true });
    const out = await transfer(p, { channelCode: 'demo', amount: '80', ty: 2 });
    expect(out.data).toMatchObject({
      status: 'success',
      centerWalletBalance: '130.00',
      venueBalance: '0.00',
    });

    await transfer(p, { channelCode: 'demo', amount: '100', ty: 1 });
    await setProviderBalance(server(), p.providerAccount, 2_500); // lost 75
    // Asking for more than the venue now holds is refused with the synced figure.
    const tooMuch = await transfer(p, { channelCode: 'demo', amount: '26', ty: 2 });
    expect(tooMuch).toMatchObject({
      status_code: Code.InvalidParameter,
      message: RuleMessage.amountAboveBalance,
    });
    const r = await p.client.post<Recycle>(GamePath.recycle, {}, { [IDEMPOTENCY_HEADER]: newKey() });
    expect(r.data).toMatchObject({ recalled: '25.00', centerWalletBalance: '55.00' });
    expect(await balancesOf(server(), p.memberId)).toEqual({ wallet: 5_500, transit: 0, demo: 0 });
    await expectLedgerOk(server());
  });

  it('persists the auto transfer switch per member', async () => {
    const p = await fundedPlayer(server(), 1_000);
    const other = await fundedPlayer(server(), 1_000);
    const on = await p.client.post(GamePath.setAutoTransferStatus, { status: 1 });
    expect(on).toMatchObject({ status_code: Code.Success, data: { status: 1 } });
    expect((await p.client.post<AllBalance>(GamePath.allBalance, {})).data.autoTransfer).toBe(true);
    expect((await other.client.post<AllBalance>(GamePath.allBalance, {})).data.autoTransfer).toBe(false);
    await p.client.post(GamePath.setAutoTransferStatus, { status: 0 });
    expect((await p.client.post<AllBalance>(GamePath.allBalance, {})).data.autoTransfer).toBe(false);
    const bad = await p.client.post(GamePath.setAutoTransferStatus, { status: 2 });
    expect(bad.status_code).toBe(Code.InvalidParameter);
  });

  it('answers the transfer shape the SPA reads', async () => {
    const p = await fundedPlayer(server(), 1_000);
    const r = await transfer(p, { channelCode: 'demo', amount: '1.01', ty: 1, isActivity: true });
    const data: VenueTransferResponse = r.data;
    expect(Object.keys(data).sort()).toEqual(
      ['amount', 'centerWalletBalance', 'orderNo', 'status', 'venueBalance'].sort(),
    );
    const [order] = await ordersOf(server(), p.memberId);
    expect(order).toMatchObject({ isActivity: true, source: 'transfer', status: 'success', attempts: 1 });
  });
});
