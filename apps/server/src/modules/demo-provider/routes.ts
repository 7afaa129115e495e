import type { FastifyReply } from 'fastify';
import { fenToYuan, yuanToFen } from '@qilin/contract';
import { z } from 'zod';
import type { ModuleContext } from '../../platform/http/module-context.ts';
import { createProviderBook, type OrderRow } from './provider-book.ts';
import {
  DemoProviderApi,
  ProviderCode,
  demoMerchant,
  verifySignature,
  type ProviderBalanceData,
  type ProviderEnvelope,
  type ProviderQueryData,
  type ProviderTransferData,
} from './protocol.ts';
import { ControlRequestSchema, createSwitches, type ProviderOp } from './switches.ts';

const Params = z.record(z.string(), z.string().max(200));
const account = z.string().regex(/^[A-Za-z0-9_]{1,32}$/);
const orderId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);
const amount = z
  .string()
  .regex(/^\d{1,10}\.\d{2}$/)
  .refine((v) => yuanToFen(v) > 0);

const CallSchemas = {
  create: z.object({ account }),
  balance: z.object({ account }),
  in: z.object({ account, orderId, amount }),
  out: z.object({ account, orderId, amount }),
  query: z.object({ orderId }),
} as const;

const REFUSED = '场馆维护中，请稍后再试';

type Answer = ProviderEnvelope<unknown>;
const ok = <T>(data: T): ProviderEnvelope<T> => ({ code: ProviderCode.ok, msg: 'success', data });
const fail = (code: number, msg: string): Answer => ({ code, msg, data: null });

/**
 * The demo game provider: a "remote" transfer-wallet venue served by the same process under
 * /demo-provider/, spoken to over HTTP with signed requests like any real provider. Its games arrive
 * with the sportsbook/launch issue. Outside production, POST /demo-provider/control switches failures,
 * timeouts and latency on (GET answers the current switches).
 */
export const registerDemoProviderModule = async (ctx: ModuleContext): Promise<void> => {
  const { app, deps } = ctx;
  const merchant = demoMerchant(deps.secrets);
  const book = createProviderBook(deps.db, deps.now);
  const switches = createSwitches();

  // Injected latency must not hold the shutdown (the server waits for in-flight requests before its
  // onClose steps): on preClose every sleeper wakes and answers 503.
  let closed = false;
  const sleepers = new Set<() => void>();
  const sleep = (ms: number) =>
    ms <= 0
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const wake = () => {
            clearTimeout(timer);
            sleepers.delete(wake);
            resolve();
          };
          const timer = setTimeout(wake, ms);
          sleepers.add(wake);
        });
  app.addHook('preClose', async () => {
    closed = true;
    for (const wake of [...sleepers]) wake();
  });

  const send = (reply: FastifyReply, result: Answer) => reply.code(200).send(result);
  const timeout = (reply: FastifyReply) =>
    reply.code(504).send({ code: ProviderCode.internal, msg: 'gateway timeout', data: null });
  const closing = (reply: FastifyReply) =>
    reply.code(503).send({ code: ProviderCode.internal, msg: 'closing', data: null });

  const transferData = (order: OrderRow): ProviderTransferData => ({
    orderId: order.merchantOrderId,
    providerOrderId: order.providerOrderId,
    status: order.status === 'success' ? 'success' : 'failed',
    amount: fenToYuan(order.amount),
    balance: fenToYuan(order.balanceAfter),
  });

  /** One signed call: merchant, signature, parameters, the switches, freshness, then the handler. */
  const signed = <I extends { account?: string; orderId?: string }>(
    path: string,
    op: ProviderOp,
    schema: z.ZodType<I>,
    handle: (input: I, refuse: boolean) => Promise<Answer>,
  ) =>
    app.post(path, { schema: { hide: true } }, async (req, reply) => {
      if (closed) return closing(reply);
      const params = Params.safeParse(req.body);
      if (!params.success) return send(reply, fail(ProviderCode.badParameter, '参数必须为字符串'));
      const p = params.data;
      if (p.merchantId !== merchant.merchantId)
        return send(reply, fail(ProviderCode.unknownMerchant, '商户不存在'));
      if (!verifySignature(p, merchant.secret))
        return send(reply, fail(ProviderCode.badSignature, '签名错误'));
      const input = schema.safeParse(p);
      if (!input.success) return send(reply, fail(ProviderCode.badParameter, '参数错误'));
      const behaviour = switches.take({ op, account: input.data.account, orderId: input.data.orderId });
      // The latency stands for the network and the queue: the request "arrives" after it, so the freshness
      // check below sees how late it is — a late copy of a request is refused, never applied.
      await sleep(behaviour.latencyMs);
      if (closed) return closing(reply);
      const ts = Number(p.timestamp);
      if (!Number.isFinite(ts) || Math.abs(deps.now().getTime() - ts) > deps.config.demoProviderStaleMs)
        return send(reply, fail(ProviderCode.staleTimestamp, '请求已过期'));
      if (behaviour.mode === 'unknown-not-applied') return timeout(reply);
      const refuse = behaviour.mode === 'fail';
      if (refuse && op !== 'in' && op !== 'out') return send(reply, fail(ProviderCode.maintenance, REFUSED));
      const result = await handle(input.data, refuse);
      // "unknown": the call was applied, but the merchant only sees a gateway timeout.
      if (behaviour.mode === 'unknown') return timeout(reply);
      return send(reply, result);
    });

  signed(DemoProviderApi.createPlayer, 'create', CallSchemas.create, async (input) => {
    await book.ensurePlayer(merchant.merchantId, input.account);
    return ok({ account: input.account });
  });

  signed(DemoProviderApi.balance, 'balance', CallSchemas.balance, async (input) => {
    const fen = await book.balance(merchant.merchantId, input.account);
    if (fen === null) return fail(ProviderCode.playerNotFound, '玩家不存在');
    return ok<ProviderBalanceData>({ account: input.account, balance: fenToYuan(fen) });
  });

  for (const direction of ['in', 'out'] as const) {
    signed(
      direction === 'in' ? DemoProviderApi.transferIn : DemoProviderApi.transferOut,
      direction,
      CallSchemas[direction],
      async (input, refuse) => {
        const outcome = await book.transfer({
          merchantId: merchant.merchantId,
          merchantOrderId: input.orderId,
          account: input.account,
          direction,
          amount: yuanToFen(input.amount),
          refuse: refuse ? REFUSED : undefined,
        });
        if (outcome.kind === 'player_not_found') return fail(ProviderCode.playerNotFound, '玩家不存在');
        if (outcome.kind === 'conflict') return fail(ProviderCode.orderConflict, '订单号重复');
        const { order } = outcome;
        if (order.status === 'success') return ok(transferData(order));
        const code =
          order.message === '余额不足' ? ProviderCode.insufficientBalance : ProviderCode.maintenance;
        return { code, msg: order.message, data: transferData(order) };
      },
    );
  }

  signed(DemoProviderApi.queryOrder, 'query', CallSchemas.query, async (input) => {
    const order = await book.findOrder(merchant.merchantId, input.orderId);
    return ok<ProviderQueryData>(
      order
        ? {
            orderId: order.merchantOrderId,
            status: order.status === 'success' ? 'success' : 'failed',
            providerOrderId: order.providerOrderId,
            amount: fenToYuan(order.amount),
          }
        : { orderId: input.orderId, status: 'not_found', providerOrderId: '', amount: '0.00' },
    );
  });

  if (!deps.config.production) {
    app.get(DemoProviderApi.control, { schema: { hide: true } }, async () => switches.state());
    app.post(DemoProviderApi.control, { schema: { hide: true } }, async (req, reply) => {
      const parsed = ControlRequestSchema.safeParse(req.body ?? {});
      if (!parsed.success) return reply.code(400).send({ error: parsed.error.issues[0]?.message ?? 'bad' });
      return switches.apply(parsed.data);
    });
  }
};
