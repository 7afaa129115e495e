import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../platform/config/config.ts';
import { forEachDatabase, type TestServer } from '../../../test/harness.ts';
import { DemoProviderApi, ProviderCode, demoMerchant, signParams } from './protocol.ts';
import { createProviderBook, type TransferInput, type TransferOutcome } from './provider-book.ts';
import { demoProviderOrders } from './schema.ts';

let seq = 0;
const fresh = (prefix: string) => `${prefix}${process.pid}x${(seq += 1)}`;

interface Answer {
  status: number;
  body: { code: number; msg: string; data: Record<string, string> | null };
}

/** A merchant call signed the way the provider documents it (see protocol.ts). */
const call = async (
  server: TestServer,
  apiPath: string,
  fields: Record<string, string>,
  tamper: { secret?: string; timestamp?: number; merchantId?: string } = {},
): Promise<Answer> => {
  const merchant = demoMerchant(server.deps.secrets);
  const params: Record<string, string> = {
    merchantId: tamper.merchantId ?? merchant.merchantId,
    timestamp: String(tamper.timestamp ?? server.deps.now().getTime()),
    ...fields,
  };
  params.sign = signParams(params, tamper.secret ?? merchant.secret);
  const res = await fetch(server.url + apiPath, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(params),
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
};

const control = (server: TestServer, body: unknown) =>
  fetch(server.url + DemoProviderApi.control, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

forEachDatabase('demo provider: a signed remote transfer wallet', (server) => {
  beforeEach(async () => {
    await control(server(), { reset: true });
  });

  it('creates players, moves money in and out once per merchant order id, and answers queries', async () => {
    const account = fresh('p');
    expect((await call(server(), DemoProviderApi.balance, { account })).body.code).toBe(
      ProviderCode.playerNotFound,
    );
    expect((await call(server(), DemoProviderApi.createPlayer, { account })).body.code).toBe(ProviderCode.ok);
    expect((await call(server(), DemoProviderApi.createPlayer, { account })).body.code).toBe(ProviderCode.ok);

    const orderId = fresh('O');
    const first = await call(server(), DemoProviderApi.transferIn, { account, orderId, amount: '50.00' });
    expect(first.body).toMatchObject({
      code: ProviderCode.ok,
      data: { orderId, status: 'success', amount: '50.00', balance: '50.00' },
    });
    const providerOrderId = first.body.data?.providerOrderId;
    expect(providerOrderId).toMatch(/^DP/);
    const repeat = await call(server(), DemoProviderApi.transferIn, { account, orderId, amount: '50.00' });
    expect(repeat.body.data).toMatchObject({ providerOrderId, balance: '50.00' });
    const burst = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(server(), DemoProviderApi.transferIn, { account, orderId: `${orderId}b`, amount: '1.00' }),
      ),
    );
    expect(new Set(burst.map((r) => r.body.data?.providerOrderId)).size).toBe(1);
    expect((await call(server(), DemoProviderApi.balance, { account })).body.data).toEqual({
      account,
      balance: '51.00',
    });

    const conflict = await call(server(), DemoProviderApi.transferIn, { account, orderId, amount: '7.00' });
    expect(conflict.body.code).toBe(ProviderCode.orderConflict);

    const tooMuch = fresh('O');
    const refused = await call(server(), DemoProviderApi.transferOut, {
      account,
      orderId: tooMuch,
      amount: '99.00',
    });
    expect(refused.body).toMatchObject({ code: ProviderCode.insufficientBalance, msg: '余额不足' });
    const out = fresh('O');
    expect(
      (await call(server(), DemoProviderApi.transferOut, { account, orderId: out, amount: '21.00' })).body
        .data,
    ).toMatchObject({ status: 'success', balance: '30.00' });

    const query = async (id: string) =>
      (await call(server(), DemoProviderApi.queryOrder, { orderId: id })).body.data?.status;
    expect(await query(orderId)).toBe('success');
    expect(await query(out)).toBe('success');
    expect(await query(tooMuch)).toBe('failed');
    expect(await query(fresh('O'))).toBe('not_found');
  });

  it('applies 200 concurrent transfers, batched, once per order id and never past a balance', async () => {
    const { db, now, secrets } = server().deps;
    const merchantId = demoMerchant(secrets).merchantId;
    // Two books stand for two server instances sharing the database (on PostgreSQL their statements run
    // at once, so the lock order matters); each group-commits what arrives while its statement runs.
    const books = [createProviderBook(db, now), createProviderBook(db, now)] as const;
    const [rising, busy, dup, poor] = [fresh('p'), fresh('p'), fresh('p'), fresh('p')];
    const missing = fresh('p');
    for (const account of [rising, busy, dup, poor]) await books[0].ensurePlayer(merchantId, account);
    const start = new Map([
      [rising, 0],
      [busy, 1_000],
      [dup, 0],
      [poor, 200],
    ]);
    for (const [account, amount] of start) {
      if (amount > 0) {
        const funded = await books[0].transfer({
          merchantId,
          merchantOrderId: fresh('F'),
          account,
          direction: 'in',
          amount,
        });
        expect(funded).toMatchObject({ kind: 'done', order: { status: 'success' } });
      }
    }

    const t = (account: string, direction: 'in' | 'out', amount: number, merchantOrderId = fresh('O')) => ({
      merchantId,
      merchantOrderId,
      account,
      direction,
      amount,
    });
    const [twice, reused] = [fresh('O'), fresh('O')];
    const calls: TransferInput[] = [
      // 60 deposits of distinct amounts into one player: every one succeeds, each after the one before.
      ...Array.from({ length: 60 }, (_, k) => t(rising, 'in', 100 + k)),
      // 60 alternating withdrawals of 300 and deposits of 100 from 1,000: some withdrawals must fail.
      ...Array.from({ length: 60 }, (_, k) => t(busy, k % 2 ? 'in' : 'out', k % 2 ? 100 : 300)),
      // One order id sent 6 times at once; another reused with another amount, direction and player.
      ...Array.from({ length: 6 }, () => t(dup, 'in', 500, twice)),
      t(dup, 'in', 700, reused),
      t(dup, 'in', 701, reused),
      t(dup, 'out', 700, reused),
      t(poor, 'in', 700, reused),
      { ...t(dup, 'in', 900), refuse: '场馆维护中' },
      // Far above any balance, and a player the provider does not know.
      t(poor, 'out', 1_000_000_000),
      t(missing, 'in', 100),
      t(missing, 'out', 100),
      ...Array.from({ length: 66 }, (_, k) => t(k % 3 ? poor : dup, k % 4 ? 'out' : 'in', 40 + k)),
    ];
    expect(calls).toHaveLength(200);
    const outcomes: TransferOutcome[] = await Promise.all(calls.map((c, i) => books[i % 2]!.transfer(c)));

    const delta = (o: { direction: string; amount: number }) => (o.direction === 'in' ? o.amount : -o.amount);
    for (const [i, call] of calls.entries()) {
      const outcome = outcomes[i]!;
      const stored = await books[0].findOrder(merchantId, call.merchantOrderId);
      if (call.account === missing) {
        expect(outcome).toEqual({ kind: 'player_not_found' });
        expect(stored).toBeUndefined();
        continue;
      }
      // Every order id is recorded once, and each call answers that record: its own or the first's.
      expect(stored).toBeDefined();
      const same =
        stored!.account === call.account &&
        stored!.direction === call.direction &&
        stored!.amount === call.amount;
      expect(outcome.kind).toBe(same ? 'done' : 'conflict');
      if (outcome.kind === 'player_not_found') continue;
      expect(outcome.order).toMatchObject({
        providerOrderId: stored!.providerOrderId,
        status: stored!.status,
        message: stored!.message,
        balanceAfter: stored!.balanceAfter,
      });
      if (stored!.status === 'failed') expect(stored!.balanceAfter).toBe(0);
    }
    expect(
      new Set(outcomes.slice(120, 126).map((o) => o.kind === 'done' && o.order.providerOrderId)).size,
    ).toBe(1);
    expect(outcomes.slice(126, 130).filter((o) => o.kind === 'done')).toHaveLength(1);
    expect(outcomes.slice(126, 130).filter((o) => o.kind === 'conflict')).toHaveLength(3);
    expect(outcomes[130]).toMatchObject({ kind: 'done', order: { status: 'failed', message: '场馆维护中' } });
    expect(outcomes[131]).toMatchObject({ kind: 'done', order: { status: 'failed', message: '余额不足' } });

    // Each balance is its start plus the player's successful orders, and never went below zero.
    const orders = await db
      .select()
      .from(demoProviderOrders)
      .where(eq(demoProviderOrders.merchantId, merchantId));
    for (const [account, amount] of start) {
      const own = orders.filter((o) => o.account === account && !o.merchantOrderId.startsWith('F'));
      const moved = own.filter((o) => o.status === 'success').reduce((sum, o) => sum + delta(o), 0);
      expect(await books[0].balance(merchantId, account)).toBe(amount + moved);
      expect(own.every((o) => o.balanceAfter >= 0)).toBe(true);
    }
    const busyOrders = orders.filter((o) => o.account === busy);
    expect(busyOrders.some((o) => o.status === 'failed' && o.message === '余额不足')).toBe(true);
    // Deposits only: sorted by the balance each left, every one is the one before plus its amount.
    const chain = orders.filter((o) => o.account === rising).sort((a, b) => a.balanceAfter - b.balanceAfter);
    expect(chain.map((o) => o.status)).toEqual(Array(60).fill('success'));
    chain.forEach((o, k) => expect(o.balanceAfter).toBe((k ? chain[k - 1]!.balanceAfter : 0) + o.amount));
  });

  it('decides a transfer on the balance it waited for, not the one it first saw', async () => {
    const { db, now, secrets } = server().deps;
    const merchantId = demoMerchant(secrets).merchantId;
    const book = createProviderBook(db, now);
    const account = fresh('p');
    await book.ensurePlayer(merchantId, account);
    const t = (direction: 'in' | 'out', amount: number) =>
      book.transfer({ merchantId, merchantOrderId: fresh('O'), account, direction, amount });
    await t('in', 100);
    // Another statement holds the row and raises the balance; a withdrawal above the old balance waits
    // for it (on PostgreSQL; PGlite runs it after) and must then succeed on the new one.
    let out: Promise<TransferOutcome> | undefined;
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`UPDATE demo_provider_balances SET balance = balance + 500
            WHERE merchant_id = ${merchantId} AND account = ${account}`,
      );
      out = t('out', 300);
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    expect(await out).toMatchObject({ kind: 'done', order: { status: 'success', balanceAfter: 300 } });
    expect(await book.balance(merchantId, account)).toBe(300);
  });

  it('refuses a bad signature, another merchant, a stale timestamp and bad parameters', async () => {
    const account = fresh('p');
    await call(server(), DemoProviderApi.createPlayer, { account });
    const fields = { account, orderId: fresh('O'), amount: '5.00' };
    const bad = await call(server(), DemoProviderApi.transferIn, fields, { secret: 'not-the-secret' });
    expect(bad.body).toMatchObject({ code: ProviderCode.badSignature });
    const other = await call(server(), DemoProviderApi.transferIn, fields, { merchantId: 'someone' });
    expect(other.body.code).toBe(ProviderCode.unknownMerchant);
    const stale = await call(server(), DemoProviderApi.transferIn, fields, {
      timestamp: server().deps.now().getTime() - 31_000,
    });
    expect(stale.body).toMatchObject({ code: ProviderCode.staleTimestamp });
    for (const amount of ['5', '-5.00', '0.00', '5.001', 'abc']) {
      const r = await call(server(), DemoProviderApi.transferIn, { ...fields, amount });
      expect(r.body.code).toBe(ProviderCode.badParameter);
    }
    // Tampering with a signed field breaks the signature.
    const merchant = demoMerchant(server().deps.secrets);
    const params: Record<string, string> = {
      merchantId: merchant.merchantId,
      timestamp: String(server().deps.now().getTime()),
      ...fields,
    };
    params.sign = signParams(params, merchant.secret);
    const res = await fetch(server().url + DemoProviderApi.transferIn, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...params, amount: '500.00' }),
    });
    expect(((await res.json()) as Answer['body']).code).toBe(ProviderCode.badSignature);
    expect(
      (await call(server(), DemoProviderApi.queryOrder, { orderId: fields.orderId })).body.data?.status,
    ).toBe('not_found');
    expect((await call(server(), DemoProviderApi.balance, { account })).body.data?.balance).toBe('0.00');
  });

  it('injects failures, timeouts and latency from the control switches', async () => {
    const account = fresh('p');
    await call(server(), DemoProviderApi.createPlayer, { account });
    const state = await control(server(), {
      overrides: [
        { op: 'in', account, mode: 'fail' },
        { op: 'in', account, mode: 'unknown' },
        { op: 'in', account, mode: 'unknown-not-applied' },
        { op: 'balance', account, latencyMs: 300 },
      ],
    });
    expect(state.status).toBe(200);
    const [failed, late, lost] = [fresh('O'), fresh('O'), fresh('O')];
    const f = await call(server(), DemoProviderApi.transferIn, { account, orderId: failed, amount: '1.00' });
    expect(f.body).toMatchObject({ code: ProviderCode.maintenance, data: { status: 'failed' } });
    const u = await call(server(), DemoProviderApi.transferIn, { account, orderId: late, amount: '2.00' });
    expect(u.status).toBe(504);
    const n = await call(server(), DemoProviderApi.transferIn, { account, orderId: lost, amount: '4.00' });
    expect(n.status).toBe(504);
    const started = Date.now();
    const b = await call(server(), DemoProviderApi.balance, { account });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    // Only the "unknown" one was applied.
    expect(b.body.data?.balance).toBe('2.00');
    const query = async (id: string) =>
      (await call(server(), DemoProviderApi.queryOrder, { orderId: id })).body.data?.status;
    expect([await query(failed), await query(late), await query(lost)]).toEqual([
      'failed',
      'success',
      'not_found',
    ]);
    // A repeat of the refused order answers its first result, even with the switches back to normal.
    const again = await call(server(), DemoProviderApi.transferIn, {
      account,
      orderId: failed,
      amount: '1.00',
    });
    expect(again.body.code).toBe(ProviderCode.maintenance);

    const global = await control(server(), { mode: 'fail' });
    expect(((await global.json()) as { mode: string }).mode).toBe('fail');
    expect((await call(server(), DemoProviderApi.balance, { account })).body.code).toBe(
      ProviderCode.maintenance,
    );
    const bad = await control(server(), { mode: 'sideways' });
    expect(bad.status).toBe(400);
  });
});

it('in production the demo provider has no control switches', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qilin-prod-'));
  const { app } = await buildApp(
    loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      OPERATOR_PASSWORD: 'prod-test-password-1',
    }),
  );
  try {
    const res = await app.inject({ method: 'POST', url: DemoProviderApi.control, payload: { mode: 'fail' } });
    expect(res.statusCode).toBe(404);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
