import {
  BalanceSchema,
  DealRecordPageSchema,
  DealRecordRequestSchema,
  EmptySchema,
  FundsPath,
  Header,
  GetBalanceRequestSchema,
  LedgerCheckResponseSchema,
  OperatorPath,
  TransferRateRequestSchema,
  TransferRateSchema,
  UtcTransferRequestSchema,
  UtcTransferResponseSchema,
  WalletAdjustRequestSchema,
  WalletAdjustResponseSchema,
} from '@qilin/contract';
import type { FastifyReply } from 'fastify';
import type { ModuleContext } from '../../platform/http/module-context.ts';
import type { MemberDirectory } from '../identity/member-directory.ts';
import type { Money } from '../ledger/module.ts';
import type { OperatorGate } from '../operator/gate.ts';
import type { VenueNames } from '../venues/venue-names.ts';
import { createLedgerCheckService } from './ledger-check-service.ts';
import { createAdjustService } from './adjust-service.ts';
import { createBalanceService } from './balance-service.ts';
import { createExchangeService } from './exchange-service.ts';
import { createRecordsRepo } from './records-repo.ts';
import { createRecordsService } from './records-service.ts';
import type { RemarkSource } from './remark-sources.ts';

const tags = ['wallet'];
const opTags = ['operator'];

/** An adjustment's answer; a key's answer given again says so in a header (the body stays the first one). */
const answerAdjustment = <T>(reply: FastifyReply, result: { answer: T; replayed: boolean }): T => {
  if (result.replayed) void reply.header(Header.idempotentReplayed, 'true');
  return result.answer;
};

/** The centre wallet: balance, USDT exchange, trade records, operator adjustments and ledger:check. */
export const registerWalletModule = async (
  ctx: ModuleContext,
  {
    money,
    directory,
    gate,
    venueNames,
    remarkSources,
  }: {
    money: Money;
    directory: MemberDirectory;
    gate: OperatorGate;
    venueNames: VenueNames;
    remarkSources: readonly RemarkSource[];
  },
): Promise<void> => {
  const { deps, route } = ctx;
  const balances = createBalanceService(money.ledger, directory);
  const exchange = createExchangeService(deps, money, directory);
  const records = createRecordsService(createRecordsRepo(deps.db), directory, venueNames, remarkSources);
  const adjust = createAdjustService(deps, money, directory, gate);
  const ledgerCheck = createLedgerCheckService(money, gate);

  route(FundsPath.getBalance, {
    auth: 'member',
    summary:
      'The caller’s centre wallet (centerWalletBalance), lock money when asked, USDT and money in transit',
    tags,
    body: GetBalanceRequestSchema,
    response: BalanceSchema,
    handler: ({ member, body }) => balances.getBalance(member, Boolean(body.withLockMoney)),
  });

  route(FundsPath.transferRate, {
    auth: 'member',
    summary: 'A 60-second quote for exchanging CNY and the USDT sub-wallet (direction 1 buys USDT, 2 sells)',
    tags,
    body: TransferRateRequestSchema,
    response: TransferRateSchema,
    handler: ({ member, body }) => exchange.rate(member, body.direction),
  });

  route(FundsPath.utcTransfer, {
    auth: 'member',
    summary:
      'Exchange between the centre wallet and the USDT sub-wallet at a quote (idempotency-key required)',
    tags,
    body: UtcTransferRequestSchema,
    response: UtcTransferResponseSchema,
    handler: ({ member, body, ctx: rc }) =>
      exchange.exchange(member, body, rc.idempotencyKey, FundsPath.utcTransfer),
  });

  route(FundsPath.dealRecord, {
    auth: 'member',
    summary: 'Trade records: every movement of the caller’s balances, by type and date, paged',
    tags,
    body: DealRecordRequestSchema,
    response: DealRecordPageSchema,
    // Remarks carry Simplified text (channel and venue names, an operator's reason): zh-TW reads them converted.
    localised: true,
    handler: ({ member, body }) => records.query(member, body),
  });

  route(OperatorPath.walletCredit, {
    auth: 'operator',
    summary: 'Credit a member’s centre wallet with a reason (admin, finance; idempotency-key required)',
    tags: opTags,
    body: WalletAdjustRequestSchema,
    response: WalletAdjustResponseSchema,
    handler: async ({ operator, body, ctx: rc, reply }) =>
      answerAdjustment(reply, await adjust.credit(operator, body, rc.idempotencyKey, rc.ip)),
  });

  route(OperatorPath.walletDebit, {
    auth: 'operator',
    summary: 'Debit a member’s centre wallet with a reason (admin, finance; idempotency-key required)',
    tags: opTags,
    body: WalletAdjustRequestSchema,
    response: WalletAdjustResponseSchema,
    handler: async ({ operator, body, ctx: rc, reply }) =>
      answerAdjustment(reply, await adjust.debit(operator, body, rc.idempotencyKey, rc.ip)),
  });

  route(OperatorPath.ledgerCheck, {
    auth: 'operator',
    summary: 'The ledger’s invariants: sums zero, balances equal their entries, no negative member balance',
    tags: opTags,
    body: EmptySchema,
    response: LedgerCheckResponseSchema,
    handler: ({ operator, ctx: rc }) => ledgerCheck.check(operator, rc.ip),
  });
};
