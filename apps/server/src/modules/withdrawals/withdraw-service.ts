import { randomInt } from 'node:crypto';
import {
  siteDayStart,
  siteLocalTime,
  Code,
  feeFen as computeFee,
  fenToYuan,
  FundsPath,
  RuleMessage,
  validateAmount,
  yuanToFen,
  type PayoutAccountType,
  type UsdtWithdrawInfoSchema,
  type WithdrawCfg,
  type WithdrawInfo,
  type WithdrawNewRequestSchema,
  type WithdrawOrder,
  type WithdrawStatus,
  formatFen,
} from '@qilin/contract';
import type { z } from 'zod';
import type { Deps } from '../../platform/deps.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Member } from '../../platform/http/route.ts';
import type { MemberDirectory } from '../identity/member-directory.ts';
import { LimiterLocks } from '../identity/password-locks.ts';
import type { Money } from '../ledger/module.ts';
import type { AccountRepo, PayoutAccountRow } from './account-repo.ts';
import type { Holds } from './holds.ts';
import { usdtPayoutRate } from './catalogue.ts';
import { toCfg, toOrder, toPayoutAccount } from './present.ts';
import {
  VISIBLE_STATUSES,
  type DailyUsage,
  type WithdrawConfigRow,
  type WithdrawRepo,
  type WithdrawalRow,
} from './withdraw-repo.ts';

/** 'W' + Shanghai date and time to the second + 6 random digits: sortable and not guessable in bulk. */
const newOrderNo = (now: Date) => {
  const local = siteLocalTime(now).replace(/\D/g, '').slice(0, 14);
  return `W${local}${String(randomInt(1_000_000)).padStart(6, '0')}`;
};

/** The daily limits of one payout type, as one refusal with its reason or nothing. */
const checkDaily = (cfg: WithdrawConfigRow, usage: DailyUsage, amountFen: number) => {
  if (usage.count >= cfg.dailyCount) {
    throw new AppError(Code.InvalidParameter, `今日取款次数已达上限（${cfg.dailyCount}次），请明日再试`);
  }
  if (usage.amountFen + amountFen > cfg.dailyMaxFen) {
    const left = Math.max(0, cfg.dailyMaxFen - usage.amountFen);
    throw new AppError(
      Code.InvalidParameter,
      left === 0
        ? `今日取款金额已达上限（${formatFen(cfg.dailyMaxFen)}元），请明日再试`
        : `超出今日取款额度，今日还可取款${formatFen(left)}元（每日上限${formatFen(cfg.dailyMaxFen)}元）`,
    );
  }
};

/**
 * The player's side of withdrawals. withdraw/new writes a pending order, then posts the hold (holds.ts);
 * the order becomes `reviewing` once that posting exists. Each step is idempotent (the order by its
 * request key, the posting by its reference), so a retry or the recovery job finishes a request that
 * died half-way.
 */
export const createWithdrawService = (
  deps: Deps,
  money: Money,
  directory: MemberDirectory,
  accounts: AccountRepo,
  repo: WithdrawRepo,
  holds: Holds,
) => {
  const { hold } = holds;

  const orderOf = async (row: WithdrawalRow): Promise<WithdrawOrder> => {
    const account = (await accounts.byIds([row.accountId])).get(row.accountId);
    if (!account) throw new Error(`withdrawal ${row.orderNo} has no account row`);
    return toOrder(row, account);
  };

  /** A request whose order already exists (a retry after a crash): finish it rather than start again. */
  const resume = async (row: WithdrawalRow): Promise<WithdrawOrder> => {
    if (row.status === 'failed') throw new AppError(Code.InvalidParameter, RuleMessage.amountAboveBalance);
    return orderOf(row.status === 'pending' ? await hold(row) : row);
  };

  /**
   * One check at a time per member: every try counts until it proves right, so concurrent requests with
   * the right password (a double click, two tabs) would otherwise use up the tries meant for wrong ones.
   */
  const checkPassword = (caller: Member, md5: string) =>
    deps.lock(`wdpwd:${caller.memberId}`, async () => {
      const { key: keyOf, limit, windowMs } = LimiterLocks['withdraw-password'];
      const key = keyOf(caller.memberId);
      if (!(await deps.limiter.hit(key, limit, windowMs))) {
        throw new AppError(Code.AuthenticationLocked, '取款密码错误次数过多，请15分钟后再试');
      }
      await directory.verifyWithdrawPassword(caller, md5);
      await deps.limiter.reset(key);
    });

  const info = async (caller: Member, type: PayoutAccountType): Promise<WithdrawInfo> => {
    const me = await directory.self(caller);
    const [balances, cfg, usage, list] = await Promise.all([
      money.ledger.memberBalances(me.memberId),
      repo.config(type),
      repo.usage(me.memberId, type, siteDayStart(deps.now())),
      accounts.listActive(me.memberId, type),
    ]);
    return {
      centerWalletBalance: fenToYuan(balances.wallet),
      lockMoney: fenToYuan(balances.locked),
      withdrawPasswordSet: me.withdrawPasswordSet,
      bindPhone: me.bindPhone,
      bindRealName: Boolean(me.realName),
      todayCount: usage.count,
      todayAmount: fenToYuan(usage.amountFen),
      cfg: toCfg(cfg),
      accounts: list.map(toPayoutAccount),
    };
  };

  /** SPEC §5's amount rules, then the type's limits and fee; answers the amount and fee in fen. */
  const price = (raw: string, cfg: WithdrawConfigRow, walletFen: number) => {
    const problem = validateAmount(raw, undefined, RuleMessage.withdrawAmountRequired);
    if (problem) throw new AppError(Code.InvalidParameter, problem);
    const amountFen = yuanToFen(raw.trim());
    if (amountFen < cfg.minFen)
      throw new AppError(Code.InvalidParameter, `单笔取款金额不能低于${formatFen(cfg.minFen)}元`);
    if (amountFen > cfg.maxFen)
      throw new AppError(Code.InvalidParameter, `单笔取款金额不能高于${formatFen(cfg.maxFen)}元`);
    const fee = computeFee(amountFen, cfg.feeRateBp, cfg.feeMinFen);
    if (fee >= amountFen)
      throw new AppError(Code.InvalidParameter, `取款金额须大于手续费${formatFen(fee)}元`);
    if (amountFen > walletFen) throw new AppError(Code.InvalidParameter, RuleMessage.amountAboveBalance);
    return { amountFen, fee };
  };

  const create = async (
    caller: Member,
    body: z.infer<typeof WithdrawNewRequestSchema>,
    requestKey: string,
  ): Promise<WithdrawOrder> => {
    // One reading of the clock for the whole request: the day the limits count and the order's time and
    // number all come from it. Read again after the (slow) password check, a request at 23:59:59.999 was
    // counted against one site day and stamped in the next.
    const now = deps.now();
    const me = await directory.self(caller);
    const existing = await repo.byRequestKey(me.memberId, requestKey);
    if (existing) return resume(existing);

    const account: PayoutAccountRow | undefined = await accounts.ownActive(me.memberId, body.accountId);
    if (!account) throw new AppError(Code.NotFound, '收款账户不存在');
    const cfg = await repo.config(account.type);
    const balances = await money.ledger.memberBalances(me.memberId);
    const { amountFen, fee } = price(body.amount, cfg, balances.wallet);
    const since = siteDayStart(now);
    // A cheap early answer; the locked re-check inside createPending is the one that counts.
    checkDaily(cfg, await repo.usage(me.memberId, account.type, since), amountFen);
    await checkPassword(caller, body.withdrawPassword);

    const row = await repo.createPending(
      {
        orderNo: newOrderNo(now),
        memberId: me.memberId,
        memberName: me.name,
        siteId: me.siteId,
        requestKey,
        accountId: account.id,
        type: account.type,
        amountFen,
        feeFen: fee,
        rate: account.type === 'usdt' ? usdtPayoutRate() : '',
        status: 'pending',
        createdAt: now,
      },
      since,
      (usage) => checkDaily(cfg, usage, amountFen),
      // Another draw keeps the instant: only its random digits differ.
      () => newOrderNo(now),
    );
    return orderOf(row.status === 'pending' ? await hold(row) : row);
  };

  return {
    configs: async (): Promise<WithdrawCfg[]> => (await repo.configs()).map(toCfg),

    info: (caller: Member, type: 'bank' | 'alipay') => info(caller, type),

    async usdtInfo(caller: Member): Promise<z.infer<typeof UsdtWithdrawInfoSchema>> {
      return { ...(await info(caller, 'usdt')), rate: usdtPayoutRate() };
    },

    /** withdraw/new under the member's idempotency scope: a replay answers the first result. */
    async withdraw(
      caller: Member,
      body: z.infer<typeof WithdrawNewRequestSchema>,
      ctx: RequestContext,
    ): Promise<WithdrawOrder> {
      return money.idempotency.run(
        `m:${caller.memberId}`,
        ctx.idempotencyKey,
        { path: FundsPath.withdrawNew, body },
        () => create(caller, body, ctx.idempotencyKey),
      );
    },

    async order(caller: Member, orderNo: string): Promise<WithdrawOrder> {
      const me = await directory.self(caller);
      const row = await repo.byOrderNo(orderNo);
      // Someone else's order answers exactly like a missing one.
      if (
        !row ||
        row.memberId !== me.memberId ||
        !(VISIBLE_STATUSES as readonly string[]).includes(row.status)
      )
        throw new AppError(Code.NotFound, '取款单不存在');
      return orderOf(row);
    },

    async list(
      caller: Member,
      q: { pageNum: number; pageSize: number; status?: WithdrawStatus },
    ): Promise<{ list: WithdrawOrder[]; total: number; pageNum: number; pageSize: number }> {
      const me = await directory.self(caller);
      const { rows, total } = await repo.page(
        { memberId: me.memberId, statuses: q.status ? [q.status] : VISIBLE_STATUSES },
        q.pageNum,
        q.pageSize,
      );
      const byId = await accounts.byIds([...new Set(rows.map((r) => r.accountId))]);
      const list = rows.flatMap((r) => {
        const account = byId.get(r.accountId);
        return account ? [toOrder(r, account)] : [];
      });
      return { list, total, pageNum: q.pageNum, pageSize: q.pageSize };
    },
  };
};

export type WithdrawService = ReturnType<typeof createWithdrawService>;
