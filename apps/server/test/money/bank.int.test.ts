import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { Code, OperatorPath, type Envelope } from '@qilin/contract';
import { forEachDatabase, TEST_OPERATOR_PASSWORD, type TestServer } from '../harness.ts';
import { queryRows } from '../../src/platform/db/raw-sql.ts';
import { expectLedgerOk, ledgerOf } from '../../src/modules/ledger/test-support.ts';
import { venueAccount } from '../../src/modules/venues/provider.ts';
import { gatewayAction, payOk, tokenOf } from '../../src/modules/payments/test-support.ts';
import { addCard, makePlayer, withdraw, type Player } from '../../src/modules/withdrawals/test-support.ts';
import {
  control,
  newKey,
  providerBalance,
  transfer,
  waitFor,
} from '../../src/modules/venues/test-support.ts';
import { venueOrders } from '../../src/modules/venues/schema.ts';

/**
 * The bank test (issue 3 §6): K workers move money at random for BANK_SECONDS (default 20) — deposits
 * through the demo gateway, withdrawals with operator reviews, venue transfers in and out while the demo
 * provider fails, times out and succeeds late — replaying idempotency keys, sometimes concurrently, while
 * readers check that every currency still sums to zero and no member balance is negative.
 */
const SECONDS = Number(process.env.BANK_SECONDS ?? 20);
const WORKERS = 8;
const PLAYERS = 6;

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const amount = (min: number, max: number) => String(min + Math.floor(Math.random() * (max - min + 1)));

const operatorPost = async (server: TestServer, token: string, path: string, body: unknown) => {
  const res = await fetch(server.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Envelope<unknown>;
};

forEachDatabase('bank test', (server) => {
  it(`keeps the books under ${WORKERS} concurrent workers for ${SECONDS} s`, async () => {
    const s = server();
    const players: { player: Player; cardId: string }[] = [];
    for (let i = 0; i < PLAYERS; i += 1) {
      const player = await makePlayer(s, { fundFen: 500_000 });
      players.push({ player, cardId: (await addCard(player)).id });
    }
    const op = await s.post<{ token: string }>(OperatorPath.login, {
      username: 'admin',
      password: TEST_OPERATOR_PASSWORD,
    });
    const opToken = op.data.token;

    const end = Date.now() + SECONDS * 1000;
    const stats = { deposit: 0, withdraw: 0, review: 0, venue: 0, replay: 0, refused: 0, checks: 0 };
    const reviewing: string[] = [];
    const violations: string[] = [];

    // Readers: the invariants hold at every moment, not only at the end.
    const reader = async () => {
      while (Date.now() < end) {
        const sums = await queryRows<{ currency: string; total: string }>(
          s.deps.db,
          sql`SELECT currency, SUM(balance)::text AS total FROM ledger_accounts GROUP BY currency`,
        );
        for (const row of sums)
          if (row.total !== '0') violations.push(`${row.currency} sums to ${row.total}`);
        const negative = await queryRows<{ key: string }>(
          s.deps.db,
          sql`SELECT key FROM ledger_accounts WHERE floor_zero AND balance < 0`,
        );
        for (const row of negative) violations.push(`negative ${row.key}`);
        stats.checks += 1;
        await new Promise((r) => setTimeout(r, 100));
      }
    };

    // The provider misbehaves on a schedule: failures, timeouts that applied, timeouts that did not, latency.
    const chaos = async () => {
      while (Date.now() < end) {
        await control(s, {
          reset: true,
          mode: pick(['ok', 'ok', 'fail', 'unknown', 'unknown-not-applied'] as const),
          latencyMs: pick([0, 0, 50, 200]),
        });
        await new Promise((r) => setTimeout(r, 700));
      }
      await control(s, { reset: true });
    };

    const worker = async () => {
      while (Date.now() < end) {
        const { player, cardId } = pick(players);
        const roll = Math.random();
        if (roll < 0.25) {
          const order = await payOk(player, { channelId: 'alipay', amount: amount(50, 2_000) });
          await gatewayAction(s, 'confirm', order.orderNo, tokenOf(s, order.payUrl));
          stats.deposit += 1;
        } else if (roll < 0.4) {
          const res = await withdraw(player, { accountId: cardId, amount: amount(100, 3_000) });
          if (res.status_code === Code.Success) reviewing.push(res.data.orderNo);
          else stats.refused += 1;
          stats.withdraw += 1;
        } else if (roll < 0.5 && reviewing.length > 0) {
          const orderNo = reviewing.splice(Math.floor(Math.random() * reviewing.length), 1)[0]!;
          await operatorPost(
            s,
            opToken,
            Math.random() < 0.5 ? OperatorPath.withdrawalsApprove : OperatorPath.withdrawalsReject,
            { orderNo, reason: '压力测试' },
          );
          stats.review += 1;
        } else {
          const body = { channelCode: 'demo', amount: amount(1, 800), ty: Math.random() < 0.55 ? 1 : 2 };
          const key = newKey();
          const first = await transfer(player, body, key);
          stats.venue += 1;
          if (first.status_code !== Code.Success) stats.refused += 1;
          if (Math.random() < 0.3) {
            // The same request again, twice at once: one answer, applied once.
            const again = await Promise.all([transfer(player, body, key), transfer(player, body, key)]);
            for (const r of again) {
              expect(r.status_code).toBe(first.status_code);
              if (first.status_code === Code.Success) expect(r.data.orderNo).toBe(first.data.orderNo);
            }
            stats.replay += 2;
          }
        }
      }
    };

    await Promise.all([reader(), chaos(), ...Array.from({ length: WORKERS }, worker)]);
    console.info(`bank test [${s.kind}] ${SECONDS} s:`, JSON.stringify(stats));
    expect(violations).toEqual([]);
    expect(stats.checks).toBeGreaterThan(10);
    expect(stats.deposit).toBeGreaterThan(0);
    expect(stats.venue).toBeGreaterThan(0);
    expect(stats.replay).toBeGreaterThan(0);

    // Every transfer left pending by a timeout is resolved by querying the provider, never by guessing. An
    // order the provider never saw counts as failed only once a late copy could no longer arrive (60 s).
    s.advance(61_000);
    await waitFor(
      async () =>
        (
          await s.deps.db
            .select({ n: sql<number>`count(*)::int` })
            .from(venueOrders)
            // Resolved means booked too: an order the resolver has settled waits for its ledger step a moment.
            .where(sql`status = 'pending' OR NOT booked`)
        )[0]!.n === 0,
      30_000,
      'pending venue orders to resolve and be booked',
    );
    const transit = await queryRows<{ total: string | null }>(
      s.deps.db,
      sql`SELECT SUM(balance)::text AS total FROM ledger_accounts WHERE kind = 'transit'`,
    );
    expect(transit[0]?.total ?? '0').toBe('0');
    // Our books and the provider's agree on what each member holds there.
    for (const { player } of players) {
      const ours = (await ledgerOf(s).memberBalances(player.memberId)).venues.demo ?? 0;
      expect((await providerBalance(s, venueAccount(player.memberId))) ?? 0).toBe(ours);
    }
    await expectLedgerOk(s);
  }, 180_000);
});
