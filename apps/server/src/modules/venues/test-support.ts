import { randomBytes } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import {
  GamePath,
  IDEMPOTENCY_HEADER,
  type Envelope,
  type VenueBalance,
  type VenueTransferResponse,
} from '@qilin/contract';
import type { TestServer } from '../../../test/harness.ts';
import { DemoProviderApi } from '../demo-provider/protocol.ts';
import { demoProviderBalances } from '../demo-provider/schema.ts';
import type { ControlRequest } from '../demo-provider/switches.ts';
import { registerAndLogin, type Account } from '../identity/test-support.ts';
import { ledgerTransfers } from '../ledger/schema.ts';
import { fundMember, ledgerOf, memberIdOf } from '../ledger/test-support.ts';
import { venueAccount } from './provider.ts';
import { venueOrders } from './schema.ts';

/** Helpers for the venue integration tests (imported only by *.int.test.ts files). */
export const newKey = () => `k${randomBytes(10).toString('hex')}`;

export interface VenuePlayer extends Account {
  memberId: number;
  /** The member's account name at the demo provider. */
  providerAccount: string;
}

/** A logged-in member with `fen` in the centre wallet. */
export const fundedPlayer = async (server: TestServer, fen: number): Promise<VenuePlayer> => {
  const account = await registerAndLogin(server);
  const memberId =
    fen > 0 ? await fundMember(server, account.name, fen) : await memberIdOf(server, account.name);
  return { ...account, memberId, providerAccount: venueAccount(memberId) };
};

export const transfer = (
  player: Account,
  body: Record<string, unknown>,
  key: string | null = newKey(),
): Promise<Envelope<VenueTransferResponse>> =>
  player.client.post<VenueTransferResponse>(
    GamePath.transfer,
    body,
    key === null ? {} : { [IDEMPOTENCY_HEADER]: key },
  );

export const venueBalance = async (player: Account, channelCode = 'demo') =>
  (await player.client.post<VenueBalance>(GamePath.balance, { channelCode })).data;

/** The member's accounts in fen, read from the ledger. */
export const balancesOf = async (server: TestServer, memberId: number) => {
  const b = await ledgerOf(server).memberBalances(memberId);
  return { wallet: b.wallet, transit: b.transit, demo: b.venues.demo ?? 0 };
};

/** The member's balance in the demo provider's own books (fen), null when it never saw the member. */
export const providerBalance = async (server: TestServer, account: string): Promise<number | null> => {
  const rows = await server.deps.db
    .select({ balance: demoProviderBalances.balance })
    .from(demoProviderBalances)
    .where(eq(demoProviderBalances.account, account));
  return rows[0]?.balance ?? null;
};

/** Sets the provider's balance directly: a win or a loss in one of its games. */
export const setProviderBalance = async (server: TestServer, account: string, fen: number) => {
  await server.deps.db
    .update(demoProviderBalances)
    .set({ balance: fen })
    .where(eq(demoProviderBalances.account, account));
};

export const control = async (server: TestServer, body: ControlRequest) => {
  const res = await fetch(server.url + DemoProviderApi.control, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`control failed: ${res.status} ${await res.text()}`);
  return res.json() as Promise<unknown>;
};

export const orderOf = async (server: TestServer, orderNo: string) =>
  (await server.deps.db.select().from(venueOrders).where(eq(venueOrders.orderNo, orderNo)).limit(1))[0];

export const ordersOf = (server: TestServer, memberId: number) =>
  server.deps.db.select().from(venueOrders).where(eq(venueOrders.memberId, memberId));

/** How many ledger transfers carry a reference starting with `prefix` (e.g. 'vin:<no>:done'). */
export const postingsLike = async (server: TestServer, prefix: string) =>
  (
    await server.deps.db
      .select({ id: ledgerTransfers.id })
      .from(ledgerTransfers)
      .where(and(like(ledgerTransfers.reference, `${prefix}%`)))
  ).length;

/** Polls until `check` answers true (the resolver works on a 1 s beat). */
export const waitFor = async (check: () => Promise<boolean>, timeoutMs = 10_000, what = 'condition') => {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
};
