import http from 'node:http';
import https from 'node:https';
import { fenToYuan, yuanToFen } from '@qilin/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Secrets } from '../../platform/config/secrets.ts';
import {
  DemoProviderApi,
  ProviderCode,
  demoMerchant,
  signParams,
  type ProviderBalanceData,
  type ProviderEnvelope,
  type ProviderQueryData,
  type ProviderTransferData,
} from '../demo-provider/protocol.ts';
import type { OrderAnswer, TransferAnswer, VenueProvider } from './provider.ts';

/** The provider's own refusals: the request was read and turned down, nothing applied. */
const REFUSALS = new Set<number>([
  ProviderCode.badSignature,
  ProviderCode.staleTimestamp,
  ProviderCode.badParameter,
  ProviderCode.unknownMerchant,
  ProviderCode.insufficientBalance,
  ProviderCode.playerNotFound,
  ProviderCode.maintenance,
]);

const UNREACHABLE = '场馆暂时无法连接，请稍后再试';

type Reply<T> = { kind: 'answer'; body: ProviderEnvelope<T> } | { kind: 'unknown' };

/**
 * Keep-alive agents shared by every provider client: a venue call is a short JSON POST, and a new
 * connection (or the WHATWG fetch machinery) per call costs more CPU than the call itself.
 */
const agents = {
  http: new http.Agent({ keepAlive: true, timeout: 4_000, maxSockets: 256, maxFreeSockets: 64 }),
  https: new https.Agent({ keepAlive: true, timeout: 4_000, maxSockets: 256, maxFreeSockets: 64 }),
};

/** One JSON POST: the HTTP status and the raw body; rejects on network errors and on the timeout. */
const postJson = (url: string, payload: string, timeoutMs: number) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const target = new URL(url);
    const secure = target.protocol === 'https:';
    const req = (secure ? https : http).request(
      target,
      {
        method: 'POST',
        agent: secure ? agents.https : agents.http,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    // `timeout` is socket inactivity; the deadline below bounds the whole call like the former fetch did.
    const deadline = setTimeout(
      () => req.destroy(Object.assign(new Error('timeout'), { name: 'TimeoutError' })),
      timeoutMs,
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { name: 'TimeoutError' })));
    req.on('error', reject);
    req.on('close', () => clearTimeout(deadline));
    req.end(payload);
  });

export interface DemoProviderClientOptions {
  secrets: Secrets;
  now: () => Date;
  /** Where the provider listens, asked at call time (null while the server is not listening). */
  baseUrl: () => string | null;
  log: FastifyBaseLogger;
  /**
   * The provider refuses a request older than this (config.demoProviderStaleMs): once an order was sent
   * longer ago, no copy of that request can still be applied.
   */
  staleMs: number;
  timeoutMs?: number;
}

/**
 * The demo provider spoken to over HTTP like a remote venue: every call signed with the merchant secret,
 * a 3 s timeout, and anything but a readable HTTP 200 answer (timeout, network error, 5xx) is `unknown`.
 */
export const createDemoProviderClient = (options: DemoProviderClientOptions): VenueProvider => {
  const merchant = demoMerchant(options.secrets);
  const timeoutMs = options.timeoutMs ?? 3_000;
  // Players this process has already created at the provider (creation is idempotent there anyway).
  const created = new Set<string>();

  const call = async <T>(path: string, fields: Record<string, string>): Promise<Reply<T>> => {
    const base = options.baseUrl();
    if (!base) return { kind: 'unknown' };
    const params: Record<string, string> = {
      merchantId: merchant.merchantId,
      timestamp: String(options.now().getTime()),
      ...fields,
    };
    params.sign = signParams(params, merchant.secret);
    try {
      const res = await postJson(base + path, JSON.stringify(params), timeoutMs);
      if (res.status !== 200) return { kind: 'unknown' };
      const body = JSON.parse(res.body) as ProviderEnvelope<T>;
      return typeof body?.code === 'number' ? { kind: 'answer', body } : { kind: 'unknown' };
    } catch (error) {
      // The path and the error kind only: the parameters carry the signature.
      options.log.warn({ path, err: (error as Error).name }, 'demo provider unreachable');
      return { kind: 'unknown' };
    }
  };

  const ensurePlayer = async (account: string): Promise<TransferAnswer | null> => {
    if (created.has(account)) return null;
    const reply = await call(DemoProviderApi.createPlayer, { account });
    if (reply.kind === 'answer' && reply.body.code === ProviderCode.ok) {
      created.add(account);
      return null;
    }
    // The transfer itself has not been sent: it certainly did not happen.
    return { status: 'failed', message: reply.kind === 'answer' ? reply.body.msg : UNREACHABLE };
  };

  const transfer = async (
    path: string,
    orderNo: string,
    account: string,
    amountFen: number,
  ): Promise<TransferAnswer> => {
    const notCreated = await ensurePlayer(account);
    if (notCreated) return notCreated;
    const reply = await call<ProviderTransferData>(path, {
      account,
      orderId: orderNo,
      amount: fenToYuan(amountFen),
    });
    if (reply.kind === 'unknown') return { status: 'unknown' };
    const { code, msg, data } = reply.body;
    if (code === ProviderCode.ok && data?.status === 'success') return { status: 'success' };
    if (code === ProviderCode.playerNotFound) created.delete(account);
    if ((code === ProviderCode.ok && data?.status === 'failed') || REFUSALS.has(code))
      return { status: 'failed', message: msg || '场馆拒绝了该笔转账' };
    // An order conflict or an internal error proves nothing: the order is resolved by query.
    return { status: 'unknown' };
  };

  return {
    settleWindowMs: options.staleMs * 2,

    transferIn: (orderNo, account, amountFen) =>
      transfer(DemoProviderApi.transferIn, orderNo, account, amountFen),
    transferOut: (orderNo, account, amountFen) =>
      transfer(DemoProviderApi.transferOut, orderNo, account, amountFen),

    async balance(account) {
      const reply = await call<ProviderBalanceData>(DemoProviderApi.balance, { account });
      if (reply.kind === 'unknown') return null;
      const { code, data } = reply.body;
      // A player the provider has never seen holds nothing there.
      if (code === ProviderCode.playerNotFound) return 0;
      if (code !== ProviderCode.ok || !data) return null;
      const fen = yuanToFen(data.balance);
      return Number.isSafeInteger(fen) && fen >= 0 ? fen : null;
    },

    async queryOrder(orderNo): Promise<OrderAnswer> {
      const reply = await call<ProviderQueryData>(DemoProviderApi.queryOrder, { orderId: orderNo });
      if (reply.kind === 'unknown' || reply.body.code !== ProviderCode.ok || !reply.body.data)
        return 'unknown';
      const status = reply.body.data.status;
      return status === 'success' || status === 'failed' || status === 'not_found' ? status : 'unknown';
    },
  };
};
