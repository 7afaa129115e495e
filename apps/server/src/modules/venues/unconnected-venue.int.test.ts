import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Code, GamePath, IDEMPOTENCY_HEADER, type VenueBalance } from '@qilin/contract';
import { forEachDatabase } from '../../../test/harness.ts';
import { expectLedgerOk, ledgerOf } from '../ledger/test-support.ts';
import { venues } from './schema.ts';
import { VENUE_CACHE_MS } from './registry.ts';
import { VENUE_UNREACHABLE } from './transfer-messages.ts';
import { fundedPlayer, newKey, ordersOf, transfer } from './test-support.ts';

/**
 * A transfer venue whose provider this build has no client for (a row added before its adapter ships, a
 * mistyped provider): players see it as unreachable, in SPEC codes, and never lose money to it; before,
 * every call that touched it answered the catch-all 6005 and a transfer in left the money in transit.
 */
forEachDatabase('venues: a venue without a provider client', (server) => {
  const GHOST = 'ghost';

  beforeAll(async () => {
    await server().deps.db.insert(venues).values({
      channelCode: GHOST,
      venueName: '幽灵电子',
      category: 6,
      walletMode: 'transfer',
      provider: 'nowhere',
      status: 'open',
      logo: '',
      minTransfer: 100,
      sort: 3,
      createdAt: server().deps.now(),
    });
    // The registry keeps the venue table a second.
    server().advance(VENUE_CACHE_MS);
  });

  afterAll(async () => {
    await server().deps.db.delete(venues).where(eq(venues.channelCode, GHOST));
    server().advance(VENUE_CACHE_MS);
  });

  const balances = async (memberId: number) => {
    const b = await ledgerOf(server()).memberBalances(memberId);
    return { wallet: b.wallet, transit: b.transit, ghost: b.venues[GHOST] ?? 0 };
  };

  it('lists it as not live beside the venues that answer', async () => {
    const p = await fundedPlayer(server(), 5_000);
    const all = await p.client.post<{ list: VenueBalance[] }>(GamePath.allBalance, { category: 8 });
    expect(all.status_code, all.message).toBe(Code.Success);
    expect(all.data.list).toEqual([
      { channelCode: 'demo', venueName: 'Qilin 电子', balance: '0.00', live: true },
      { channelCode: GHOST, venueName: '幽灵电子', balance: '0.00', live: false },
    ]);
    const one = await p.client.post<VenueBalance>(GamePath.balance, { channelCode: GHOST });
    expect(one.status_code, one.message).toBe(Code.Success);
    expect(one.data).toMatchObject({ channelCode: GHOST, live: false });
  });

  it('refuses a transfer in with 6006 and gives the money straight back', async () => {
    const p = await fundedPlayer(server(), 5_000);
    const res = await transfer(p, { channelCode: GHOST, amount: '10', ty: 1 });
    expect(res).toMatchObject({
      status_code: Code.BadGateway,
      message: '转入幽灵电子失败：场馆暂时无法连接，资金已退回中心钱包',
    });
    expect(await balances(p.memberId)).toEqual({ wallet: 5_000, transit: 0, ghost: 0 });
    expect((await ordersOf(server(), p.memberId)).map((o) => [o.status, o.booked])).toEqual([
      ['failed', true],
    ]);
    await expectLedgerOk(server());
  });

  it('refuses a transfer out before anything moves, and recycle still answers', async () => {
    const p = await fundedPlayer(server(), 5_000);
    const out = await transfer(p, { channelCode: GHOST, amount: '1', ty: 2 });
    expect(out).toMatchObject({ status_code: Code.BadGateway, message: VENUE_UNREACHABLE });
    const recycled = await p.client.post(GamePath.recycle, {}, { [IDEMPOTENCY_HEADER]: newKey() });
    expect(recycled.status_code, recycled.message).toBe(Code.Success);
    expect(await balances(p.memberId)).toEqual({ wallet: 5_000, transit: 0, ghost: 0 });
    expect(await ordersOf(server(), p.memberId)).toEqual([]);
    await expectLedgerOk(server());
  });
});
