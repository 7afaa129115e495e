import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../platform/config/config.ts';
import { forEachDatabase, type TestServer } from '../../../test/harness.ts';
import { DemoProviderApi, ProviderCode, demoMerchant, signParams } from './protocol.ts';

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
