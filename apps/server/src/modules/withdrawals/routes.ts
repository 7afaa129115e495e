import {
  AddAlipayRequestSchema,
  AddBankCardRequestSchema,
  AddVirtualAddressRequestSchema,
  BankOptionListSchema,
  EmptySchema,
  FundsPath,
  OperatorPath,
  OperatorWithdrawalDetailSchema,
  OperatorWithdrawalSchema,
  OrderNoRequestSchema,
  PayoutAccountIdRequestSchema,
  PayoutAccountListSchema,
  PayoutAccountSchema,
  UsdtWithdrawInfoSchema,
  WithdrawalReviewRequestSchema,
  WithdrawalsListRequestSchema,
  WithdrawalsListResponseSchema,
  WithdrawalShowRequestSchema,
  WithdrawCfgListSchema,
  WithdrawInfoRequestSchema,
  WithdrawInfoSchema,
  WithdrawListRequestSchema,
  WithdrawNewRequestSchema,
  WithdrawOrderPageSchema,
  WithdrawOrderSchema,
} from '@qilin/contract';
import type { ModuleContext } from '../../platform/http/module-context.ts';
import type { MemberDirectory } from '../identity/member-directory.ts';
import type { Money } from '../ledger/module.ts';
import type { OperatorGate } from '../operator/gate.ts';
import type { LetterSender } from '../messages/letter-sender.ts';
import { createAccountRepo } from './account-repo.ts';
import { createAccountService } from './account-service.ts';
import { createHolds } from './holds.ts';
import { accountIn, orderIn } from './present.ts';
import { createReviewService } from './review-service.ts';
import { createWithdrawalShow } from './show-service.ts';
import { createWithdrawRepo } from './withdraw-repo.ts';
import { rejectionRemarksOf } from './rejection-remarks.ts';
import { createWithdrawService } from './withdraw-service.ts';

const tags = ['withdrawals'];
const RECOVERY_EVERY_MS = 60_000;

/** Payout accounts (bankCard/*), withdrawals (withdraw/*) and their operator review. */
export const registerWithdrawalsModule = async (
  ctx: ModuleContext,
  {
    money,
    directory,
    gate,
    letters,
  }: { money: Money; directory: MemberDirectory; gate: OperatorGate; letters: LetterSender },
): Promise<{ rejectionRemarks: ReturnType<typeof rejectionRemarksOf> }> => {
  const { deps, route } = ctx;
  const accountRepo = createAccountRepo(deps.db);
  const withdrawRepo = createWithdrawRepo(deps.db);
  await withdrawRepo.seedConfig();
  const accounts = createAccountService(deps, accountRepo, directory);
  const holds = createHolds(deps, money.ledger, withdrawRepo);
  const withdraws = createWithdrawService(deps, money, directory, accountRepo, withdrawRepo, holds);
  const review = createReviewService(deps, money, gate, accountRepo, withdrawRepo, letters, directory);
  const payees = createWithdrawalShow(deps, gate, accountRepo, withdrawRepo, directory);

  // Finishes withdrawals whose request died between writing the order and holding the funds.
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = holds.recoverPending().catch((err: unknown) => deps.log.error({ err }, 'withdrawal recovery'));
  }, RECOVERY_EVERY_MS);
  timer.unref();
  ctx.onClose(async () => {
    clearInterval(timer);
    await running;
  });

  /* ------------------------------------------------------------ payout accounts */

  route(FundsPath.memberBanks, {
    method: 'GET',
    auth: 'member',
    body: EmptySchema,
    tags,
    summary: "The caller's bank cards, Alipay accounts and USDT addresses, masked",
    response: PayoutAccountListSchema,
    handler: async ({ member, ctx: rc }) =>
      (await accounts.list(member)).map((a) => accountIn(a, rc.language)),
  });
  route(FundsPath.bankOptions, {
    method: 'GET',
    auth: 'member',
    body: EmptySchema,
    tags,
    summary: 'The banks a card can be added for',
    response: BankOptionListSchema,
    localised: true,
    handler: () => accounts.banks(),
  });
  route(FundsPath.addBankCard, {
    auth: 'member',
    tags,
    body: AddBankCardRequestSchema,
    response: PayoutAccountSchema,
    summary:
      'Add a bank card: bound phone (6015) and real name (6449) needed, holder = real name, Luhn-checked',
    handler: async ({ member, body, ctx: rc }) =>
      accountIn(await accounts.addBankCard(member, body), rc.language),
  });
  route(FundsPath.addAlipay, {
    auth: 'member',
    tags,
    body: AddAlipayRequestSchema,
    response: PayoutAccountSchema,
    summary: 'Add an Alipay account (phone or e-mail) in the real name',
    handler: ({ member, body }) => accounts.addAlipay(member, body),
  });
  route(FundsPath.addVirtualAddress, {
    auth: 'member',
    tags,
    body: AddVirtualAddressRequestSchema,
    response: PayoutAccountSchema,
    summary: 'Add a USDT address (TRC20 or ERC20)',
    handler: ({ member, body }) => accounts.addVirtual(member, body),
  });
  route(FundsPath.deleteAccount, {
    auth: 'member',
    tags,
    body: PayoutAccountIdRequestSchema,
    summary: 'Delete an own payout account unless a withdrawal under review uses it',
    handler: async ({ member, body }) => {
      await accounts.remove(member, body.id);
      return null;
    },
  });
  route(FundsPath.setDefaultAccount, {
    auth: 'member',
    tags,
    body: PayoutAccountIdRequestSchema,
    response: PayoutAccountListSchema,
    summary: 'Make an own payout account the default of its type; answers the updated list',
    handler: async ({ member, body, ctx: rc }) =>
      (await accounts.setDefault(member, body.id)).map((a) => accountIn(a, rc.language)),
  });

  /* ------------------------------------------------------------ withdrawals */

  route(FundsPath.withdrawCfgList, {
    auth: 'member',
    body: EmptySchema,
    tags,
    response: WithdrawCfgListSchema,
    summary: 'Limits and fees per payout type',
    handler: () => withdraws.configs(),
  });
  route(FundsPath.withdrawInfo, {
    auth: 'member',
    tags,
    body: WithdrawInfoRequestSchema,
    response: WithdrawInfoSchema,
    summary:
      "The take-money page for bank or Alipay: balance, lock money, flags, today's usage, limits, accounts",
    handler: async ({ member, body, ctx: rc }) => {
      const info = await withdraws.info(member, body.type);
      return { ...info, accounts: info.accounts.map((a) => accountIn(a, rc.language)) };
    },
  });
  route(FundsPath.usdtWithdrawInfo, {
    auth: 'member',
    body: EmptySchema,
    tags,
    response: UsdtWithdrawInfoSchema,
    summary: 'The take-money page for USDT, with the payout rate',
    handler: ({ member }) => withdraws.usdtInfo(member),
  });
  route(FundsPath.withdrawNew, {
    auth: 'member',
    tags,
    body: WithdrawNewRequestSchema,
    response: WithdrawOrderSchema,
    summary: 'Request a withdrawal (idempotency-key): the amount moves to lock money until review',
    handler: async ({ member, body, ctx: rc }) =>
      orderIn(await withdraws.withdraw(member, body, rc), rc.language),
  });
  route(FundsPath.withdrawOrderInfo, {
    auth: 'member',
    tags,
    body: OrderNoRequestSchema,
    response: WithdrawOrderSchema,
    summary: 'One own withdrawal order',
    handler: async ({ member, body, ctx: rc }) =>
      orderIn(await withdraws.order(member, body.orderNo), rc.language),
  });
  route(FundsPath.withdrawList, {
    auth: 'member',
    tags,
    body: WithdrawListRequestSchema,
    response: WithdrawOrderPageSchema,
    summary: "The caller's withdrawals, newest first",
    handler: async ({ member, body, ctx: rc }) => {
      const page = await withdraws.list(member, body);
      return { ...page, list: page.list.map((o) => orderIn(o, rc.language)) };
    },
  });

  /* ------------------------------------------------------------ operator review */

  const opTags = ['operator'];
  route(OperatorPath.withdrawalsList, {
    auth: 'operator',
    tags: opTags,
    body: WithdrawalsListRequestSchema,
    response: WithdrawalsListResponseSchema,
    summary: 'Withdrawals, newest first, optionally by status (admin, finance, risk)',
    handler: ({ operator, body, ctx: rc }) => review.list(operator, body, rc.ip),
  });
  route(OperatorPath.withdrawalsApprove, {
    auth: 'operator',
    tags: opTags,
    body: WithdrawalReviewRequestSchema,
    response: OperatorWithdrawalSchema,
    summary:
      'Approve a withdrawal under review: the locked funds are paid out, the fee to the house (admin, finance)',
    handler: ({ operator, body, ctx: rc }) => review.approve(operator, body, rc.ip),
  });
  route(OperatorPath.withdrawalsReject, {
    auth: 'operator',
    tags: opTags,
    body: WithdrawalReviewRequestSchema,
    response: OperatorWithdrawalSchema,
    summary:
      'Reject a withdrawal under review with a reason: the funds return to the centre wallet (admin, finance)',
    handler: ({ operator, body, ctx: rc }) => review.reject(operator, body, rc.ip),
  });
  route(OperatorPath.withdrawalsShow, {
    auth: 'operator',
    tags: opTags,
    body: WithdrawalShowRequestSchema,
    response: OperatorWithdrawalDetailSchema,
    summary:
      "One withdrawal with its payee unmasked (full card number, Alipay account or coin address, the holder's name), to pay it; audited (admin, finance)",
    handler: ({ operator, body, ctx: rc }) => payees.show(operator, body, rc.ip),
  });
  return { rejectionRemarks: rejectionRemarksOf(withdrawRepo) };
};
