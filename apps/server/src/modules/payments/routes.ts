import {
  BindFromDepositRequestSchema,
  CustomerInfoResponseSchema,
  DepositExceptionResolveRequestSchema,
  DepositExceptionSchema,
  DepositExceptionsRequestSchema,
  DepositExceptionsResponseSchema,
  DepositOrderSchema,
  EmptySchema,
  FundsPath,
  OpenDepositOrdersResponseSchema,
  OperatorPath,
  OrderNoRequestSchema,
  PaymentTypesResponseSchema,
  PayRequestSchema,
  SignalCodeResponseSchema,
  UserPath,
  VCurrencyListResponseSchema,
} from '@qilin/contract';
import type { ModuleContext } from '../../platform/http/module-context.ts';
import { selfBaseUrl } from '../../platform/http/self-url.ts';
import { every } from '../../platform/jobs/every.ts';
import type { MemberDirectory } from '../identity/member-directory.ts';
import type { Money } from '../ledger/module.ts';
import type { SiteApi } from '../site/site-config.ts';
import type { LetterSender } from '../messages/letter-sender.ts';
import type { OperatorGate } from '../operator/gate.ts';
import { createCallbackService } from './callback-service.ts';
import { createChannelRepo } from './channel-repo.ts';
import { seedChannels } from './channel-seed.ts';
import { createDepositCredit } from './deposit-credit.ts';
import { startDepositJobs } from './deposit-jobs.ts';
import { createDepositRepo } from './deposit-repo.ts';
import { createDepositService } from './deposit-service.ts';
import { createExceptionRepo } from './exception-repo.ts';
import { createExceptionService } from './exception-service.ts';
import { createDemoGateway } from './demo-gateway/gateway.ts';
import { registerDemoGatewayRoutes } from './demo-gateway/routes.ts';
import { CallbackBodySchema } from './demo-gateway/signature.ts';

const tags = ['payments'];
/** How often the demo gateway looks for callbacks due for a retry. */
const GATEWAY_RETRY_POLL_MS = 1_000;

/** Deposits (payment/*, vCurrency/list, user/bindFromDeposit) and the demo payment gateway (/demo-pay). */
export const registerPaymentsModule = async (
  ctx: ModuleContext,
  others: {
    money: Money;
    directory: MemberDirectory;
    site: SiteApi;
    letters: LetterSender;
    gate: OperatorGate;
  },
): Promise<void> => {
  const { deps, route } = ctx;
  const channels = createChannelRepo(deps.db);
  const orders = createDepositRepo(deps.db);
  await seedChannels(channels, deps.config.siteId, deps.now());

  // The gateway calls back over HTTP to wherever this server listens, like a PSP calling a public URL.
  const merchantBaseUrl = (): string | null => selfBaseUrl(ctx.app.server.address());
  const demo = createDemoGateway(deps, merchantBaseUrl);
  await registerDemoGatewayRoutes(ctx.app, deps, demo);
  every(deps, ctx.onClose, GATEWAY_RETRY_POLL_MS, 'demo-pay-callbacks', () => demo.deliverDue());

  const credit = createDepositCredit(deps, others.money, orders, others.letters);
  const exceptions = createExceptionRepo(deps.db);
  const callbacks = createCallbackService(deps, orders, credit, exceptions);
  const review = createExceptionService(deps, others.gate, { ...others, exceptions, orders });
  startDepositJobs(deps, ctx.onClose, orders, credit, review.repair);
  const s = createDepositService(deps, { ...others, channels, orders, gateway: demo.gateway, credit });

  route(FundsPath.paymentTypes, {
    auth: 'member',
    body: EmptySchema,
    tags,
    summary: "The site's deposit channels (enabled false, no channels, when save money is switched off)",
    response: PaymentTypesResponseSchema,
    handler: ({ member, ctx: rc }) => s.types(member, rc.language),
  });
  route(FundsPath.vCurrencyList, {
    auth: 'none',
    body: EmptySchema,
    tags,
    summary: 'Coin deposit rates: CNY per 1 USDT on TRC20 and ERC20',
    response: VCurrencyListResponseSchema,
    handler: ({ ctx: rc }) => s.vCurrencies(rc.siteId),
  });
  route(FundsPath.pay, {
    auth: 'member',
    tags,
    summary: 'Create a deposit order (idempotency-key required) and answer where to pay',
    body: PayRequestSchema,
    response: DepositOrderSchema,
    handler: ({ member, body, ctx: rc }) => s.pay(member, body, rc),
  });
  route(FundsPath.depositOrderStatus, {
    auth: 'member',
    tags,
    summary: "One of the caller's deposit orders with its current status",
    body: OrderNoRequestSchema,
    response: DepositOrderSchema,
    handler: ({ member, body, ctx: rc }) => s.status(member, body.orderNo, rc.language),
  });
  route(FundsPath.openDepositOrders, {
    auth: 'member',
    body: EmptySchema,
    tags,
    summary: "The caller's deposit orders still open for payment, newest first",
    response: OpenDepositOrdersResponseSchema,
    handler: ({ member, ctx: rc }) => s.openOrders(member, rc.language),
  });
  route(FundsPath.closeOrder, {
    auth: 'member',
    tags,
    summary: "Close one of the caller's unpaid deposit orders",
    body: OrderNoRequestSchema,
    response: DepositOrderSchema,
    handler: ({ member, body, ctx: rc }) => s.close(member, body.orderNo, rc.language),
  });
  route(FundsPath.createSignalCode, {
    auth: 'member',
    tags,
    summary: "A bank transfer's remark code (the same every time for one order)",
    body: OrderNoRequestSchema,
    response: SignalCodeResponseSchema,
    handler: ({ member, body }) => s.signalCode(member, body.orderNo),
  });
  route(FundsPath.customerInfo, {
    auth: 'member',
    body: EmptySchema,
    tags,
    summary: 'What the deposit form pre-fills: masked real name, earlier depositor names, service URL',
    response: CustomerInfoResponseSchema,
    handler: ({ member }) => s.customerInfo(member),
  });
  route(UserPath.bindFromDeposit, {
    auth: 'member',
    tags,
    summary: 'Adopt a deposit’s depositor name as the real name (only while none is bound)',
    body: BindFromDepositRequestSchema,
    handler: ({ member, body }) => s.bindFromDeposit(member, body.realName),
  });
  route(FundsPath.depositCallbackDemo, {
    auth: 'none',
    tags,
    summary: "The demo gateway's HMAC-signed payment callback (server to server)",
    body: CallbackBodySchema,
    handler: ({ body, ctx: rc }) => callbacks.handle(body, rc.ip),
  });

  /* ------------------------------------------------------------ operator: deposit exceptions */

  const opTags = ['operator'];
  route(OperatorPath.depositExceptions, {
    auth: 'operator',
    tags: opTags,
    body: DepositExceptionsRequestSchema,
    response: DepositExceptionsResponseSchema,
    summary:
      'Gateway payments the callback could not credit (late, twice, another amount), newest first (admin, finance, risk)',
    handler: ({ operator, body, ctx: rc }) => review.list(operator, body, rc.ip),
  });
  route(OperatorPath.depositExceptionResolve, {
    auth: 'operator',
    tags: opTags,
    body: DepositExceptionResolveRequestSchema,
    response: DepositExceptionSchema,
    summary:
      'Credit a deposit exception to the member (once per trade) or dismiss it, with a reason (admin, finance)',
    handler: ({ operator, body, ctx: rc }) => review.resolve(operator, body, rc.ip),
  });
};
