import { createHash } from 'node:crypto';
import {
  Code,
  FundsPath,
  Limits,
  PayChannelTypeSchema,
  RuleMessage,
  WaitPageSchema,
  feeFen,
  fenToCoinCents,
  fenToYuan,
  formatRateE4,
  validateAmount,
  validateRealName,
  waitPageUrl,
  yuanToFen,
  type DepositOrder,
  type PayChannel,
  type PayRequestSchema,
  formatFen,
} from '@qilin/contract';
import type { z } from 'zod';
import type { Deps } from '../../platform/deps.ts';
import type { Language, RequestContext } from '../../platform/http/context.ts';
import { AppError, invalid } from '../../platform/http/errors.ts';
import type { Member } from '../../platform/http/route.ts';
import { hmac } from '../../platform/security/tokens.ts';
import type { MemberDirectory } from '../identity/member-directory.ts';
import { maskRealName } from '../identity/masking.ts';
import type { Money } from '../ledger/module.ts';
import type { SiteApi, SiteConfig } from '../site/site-config.ts';
import type { ChannelRepo, ChannelRow } from './channel-repo.ts';
import { depositReference, type DepositCredit } from './deposit-credit.ts';
import type { DepositRepo, DepositRow } from './deposit-repo.ts';
import { effectiveStatus, orderIn, toDepositOrder } from './deposit-view.ts';
import { textIn } from '../../platform/i18n/traditional.ts';
import type { PaymentGateway } from './gateway.ts';

/** How long a deposit order can be paid. The gateway page closes a little earlier (its own margin). */
export const DEPOSIT_ORDER_TTL_MS = 15 * 60_000;
/** Unpaid, unexpired orders a member may hold at once (a form submitted in a loop cannot flood the table). */
export const MAX_OPEN_ORDERS = Limits.openDepositOrders;

export const SAVE_MONEY_OFF = '存款功能暂未开放';

const SIGNAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A channel as the player reads it: its name and tips in the reader's language (Traditional for zh-TW). */
export const toPayChannel = (c: ChannelRow, language: Language = 'zh-CN'): PayChannel => ({
  id: c.code,
  type: PayChannelTypeSchema.parse(c.type),
  name: textIn(c.name, language),
  network: c.network,
  minAmount: fenToYuan(c.minFen),
  maxAmount: fenToYuan(c.maxFen),
  feeRateBp: c.feeRateBp,
  quickAmounts: c.quickAmounts,
  waitPage: WaitPageSchema.parse(c.waitPage),
  tips: textIn(c.tips, language),
  needsDepositorName: c.needsDepositorName,
});

export const createDepositService = (
  deps: Deps,
  parts: {
    money: Money;
    directory: MemberDirectory;
    site: SiteApi;
    channels: ChannelRepo;
    orders: DepositRepo;
    gateway: PaymentGateway;
    /** Finishes a credited order the way the callback does (mark paid, the member's letter). */
    credit: DepositCredit;
  },
) => {
  const { money, directory, site, channels, orders, gateway, credit } = parts;
  const orderKey = hmac(deps.secrets.tokenSecret, 'deposit:order-no:v1');
  const signalKey = hmac(deps.secrets.tokenSecret, 'deposit:signal-code:v1');

  /**
   * 'D' + 18 digits from a keyed hash of (member, idempotency key): the same request retried after a crash
   * lands on the same order, and the number says nothing about the member or the order count.
   */
  const orderNoFor = (memberId: number, key: string): string => {
    const digest = createHash('sha256').update(`${orderKey}:${memberId}:${key}`).digest('hex');
    return `D${(BigInt(`0x${digest.slice(0, 30)}`) % 10n ** 18n).toString().padStart(18, '0')}`;
  };

  /** Six characters without look-alikes (no 0/O, 1/I), the same every time for one order. */
  const signalCodeFor = (orderNo: string): string => {
    const bytes = createHash('sha256').update(`${signalKey}:${orderNo}`).digest();
    return Array.from(bytes.subarray(0, 6), (b) => SIGNAL_ALPHABET[b % SIGNAL_ALPHABET.length]).join('');
  };

  const openSite = async (siteId: string): Promise<SiteConfig> => {
    const config = await site.getConfig(siteId);
    if (!config.saveMoneyEnabled) throw new AppError(Code.NotFound, SAVE_MONEY_OFF);
    return config;
  };

  const ownOrder = async (member: Member, orderNo: string): Promise<DepositRow> => {
    const row = await orders.own(member.memberId, orderNo);
    if (!row) throw new AppError(Code.NotFound, '订单不存在');
    return row;
  };

  /** The depositor name of a bank transfer, checked against the member's real name when one is bound. */
  const depositorName = async (member: Member, raw: string | undefined): Promise<string> => {
    const name = (raw ?? '').trim();
    if (!name) throw invalid('请输入存款人姓名');
    const problem = validateRealName(name);
    if (problem)
      throw invalid(problem === RuleMessage.realNameRequired ? '请输入存款人姓名' : '请输入正确的存款人姓名');
    const facts = await directory.self(member);
    if (facts.realName && facts.realName !== name) throw invalid('存款人姓名须与实名一致');
    return name;
  };

  const coinRate = async (siteId: string, network: string): Promise<number> => {
    const rate = await channels.rate(siteId, 'USDT', network);
    if (!rate) throw new AppError(Code.Maintenance, '该通道汇率暂不可用，请稍后再试');
    return rate.rateE4;
  };

  const createOrder = async (
    member: Member,
    config: SiteConfig,
    body: z.infer<typeof PayRequestSchema>,
    key: string,
  ): Promise<DepositOrder> => {
    const orderNo = orderNoFor(member.memberId, key);
    // A retry of a request that died after creating its order: answer that order as it is now.
    const existing = await orders.own(member.memberId, orderNo);
    if (existing) return toDepositOrder(existing, deps.now());

    const channel = await channels.enabledByCode(config.siteId, body.channelId);
    if (!channel) throw new AppError(Code.NotFound, '该存款方式不存在或已停用');
    const problem = validateAmount(body.amount, undefined, RuleMessage.depositAmountRequired);
    if (problem) throw invalid(problem);
    const amountFen = yuanToFen(body.amount.trim());
    const limits = `（${channel.name}单笔 ${formatFen(channel.minFen)} - ${formatFen(channel.maxFen)} 元）`;
    if (amountFen < channel.minFen)
      throw invalid(`存款金额不能低于 ${formatFen(channel.minFen)} 元${limits}`);
    if (amountFen > channel.maxFen)
      throw invalid(`存款金额不能高于 ${formatFen(channel.maxFen)} 元${limits}`);
    const fee = feeFen(amountFen, channel.feeRateBp);
    if (fee >= amountFen) throw invalid('存款金额过低，不足以支付手续费');
    const name = channel.needsDepositorName ? await depositorName(member, body.depositorName) : null;

    const now = deps.now();
    if ((await orders.countOpen(member.memberId, now)) >= MAX_OPEN_ORDERS) {
      throw new AppError(Code.FrequentSubmission, '未完成的存款订单过多，请先完成或关闭已有订单');
    }
    let crypto: DepositRow['crypto'] = null;
    if (channel.type === 'usdt') {
      const rate = await coinRate(config.siteId, channel.network);
      crypto = {
        address: channel.account.address ?? '',
        network: channel.network,
        // The player pays the coins in, so they round up: they must cover the yuan credited.
        coinAmount: fenToYuan(fenToCoinCents(amountFen, rate, 'in')),
        rate: formatRateE4(rate),
      };
    }
    const a = channel.account;
    const bank: DepositRow['bank'] =
      channel.type === 'bank' || channel.type === 'huione'
        ? {
            bankName: a.bankName ?? '',
            accountName: a.accountName ?? '',
            accountNo: a.accountNo ?? '',
            branch: a.branch ?? '',
          }
        : null;
    const expiresAt = new Date(now.getTime() + DEPOSIT_ORDER_TTL_MS);
    const { payUrl } = await gateway.createPayment({
      orderNo,
      amountFen,
      channelName: channel.name,
      merchantName: config.name,
      expiresAt,
      returnUrl: waitPageUrl(WaitPageSchema.parse(channel.waitPage), orderNo),
    });
    const row = await orders.insertOrFind({
      orderNo,
      siteId: config.siteId,
      memberId: member.memberId,
      channelCode: channel.code,
      channelName: channel.name,
      type: channel.type,
      waitPage: channel.waitPage,
      amountFen,
      feeFen: fee,
      depositorNameEnc: name ? deps.crypto.encrypt(name) : null,
      bank,
      crypto,
      payUrl,
      createdAt: now,
      expiresAt,
      updatedAt: now,
    });
    // Order numbers are keyed hashes of (member, idempotency key) that no request can steer, so this is a
    // hash collision with another member's order: astronomically unlikely, but answering someone else's
    // order must be impossible, not just unlikely. Nothing was booked; the player's next press is a new
    // action with a new key, hence a new number, so the answer asks for exactly that.
    if (row.memberId !== member.memberId) {
      deps.log.error({ orderNo }, 'deposit order number clash');
      throw new AppError(Code.SystemBusy, '存款订单创建失败，请重新提交');
    }
    return toDepositOrder(row, deps.now());
  };

  return {
    async types(member: Member, language: Language) {
      const config = await site.getConfig(member.siteId);
      if (!config.saveMoneyEnabled) return { enabled: false, channels: [] };
      const list = await channels.listEnabled(config.siteId);
      return { enabled: true, channels: list.map((c) => toPayChannel(c, language)) };
    },

    async vCurrencies(siteId: string) {
      const config = await site.getConfig(siteId);
      return (await channels.rates(config.siteId)).map((r) => ({
        currency: r.currency,
        network: r.network,
        rate: formatRateE4(r.rateE4),
        updatedAt: r.updatedAt.toISOString(),
      }));
    },

    async pay(member: Member, body: z.infer<typeof PayRequestSchema>, rc: RequestContext) {
      const config = await openSite(member.siteId);
      const order = await money.idempotency.run(
        `m:${member.memberId}`,
        rc.idempotencyKey,
        { path: FundsPath.pay, body },
        // One member's orders one at a time: the open-order limit is a count, then an insert.
        () =>
          deps.lock(`deposits:${member.memberId}`, () =>
            createOrder(member, config, body, rc.idempotencyKey),
          ),
      );
      return orderIn(order, rc.language);
    },

    async status(member: Member, orderNo: string, language: Language): Promise<DepositOrder> {
      let row = await ownOrder(member, orderNo);
      // Read-repair: a payment credited by a callback that died before marking the order is finished now,
      // as the repair job would (marked paid and the member's 存款已到账 letter; the job then finds nothing).
      if (
        row.status === 'pending' &&
        row.tradeNo &&
        (await money.ledger.isPosted(depositReference(orderNo)))
      ) {
        await credit.finish(row);
        row = await ownOrder(member, orderNo);
      }
      return orderIn(toDepositOrder(row, deps.now()), language);
    },

    async openOrders(member: Member, language: Language): Promise<{ list: DepositOrder[] }> {
      await directory.self(member);
      const now = deps.now();
      const rows = await orders.openOwn(member.memberId, now);
      return { list: rows.map((row) => orderIn(toDepositOrder(row, now), language)) };
    },

    async close(member: Member, orderNo: string, language: Language): Promise<DepositOrder> {
      const row = await ownOrder(member, orderNo);
      const status = effectiveStatus(row, deps.now());
      if (status === 'paid') throw invalid('订单已支付，无法关闭');
      // Already cancelled, closed or expired: nothing left to close.
      if (status !== 'pending') return orderIn(toDepositOrder(row, deps.now()), language);
      if (row.tradeNo) throw invalid('订单已付款，正在入账，无法关闭');
      // The gateway first: once it has stopped taking payment, no success callback can follow the close.
      if ((await gateway.closePayment(orderNo)) === 'paid') {
        throw invalid('订单已在支付页面付款，正在入账，无法关闭');
      }
      if (!(await orders.finishUnpaid(orderNo, 'closed', deps.now(), member.memberId))) {
        // A payment's callback claimed the order between the checks above and the close.
        const now = await ownOrder(member, orderNo);
        if (now.tradeNo && effectiveStatus(now, deps.now()) === 'pending')
          throw invalid('订单已付款，正在入账，无法关闭');
        if (effectiveStatus(now, deps.now()) === 'paid') throw invalid('订单已支付，无法关闭');
        return orderIn(toDepositOrder(now, deps.now()), language);
      }
      return orderIn(toDepositOrder(await ownOrder(member, orderNo), deps.now()), language);
    },

    async signalCode(member: Member, orderNo: string) {
      const row = await ownOrder(member, orderNo);
      if (row.signalCode) return { orderNo, signalCode: row.signalCode };
      if (row.type !== 'bank') throw invalid('仅银行卡转账订单需要附言码');
      if (effectiveStatus(row, deps.now()) !== 'pending') throw invalid('订单已结束，无需附言码');
      await orders.setSignalCode(orderNo, signalCodeFor(orderNo), deps.now());
      return { orderNo, signalCode: (await ownOrder(member, orderNo)).signalCode };
    },

    async customerInfo(member: Member) {
      const facts = await directory.self(member);
      const config = await site.getConfig(member.siteId);
      const names: string[] = [];
      for (const enc of await orders.paidDepositorNames(member.memberId)) {
        try {
          const name = deps.crypto.decrypt(enc);
          if (!names.includes(name)) names.push(name);
        } catch {
          // A row written under another data key cannot be shown; the others still can.
        }
      }
      return {
        realName: facts.maskedRealName,
        bindRealName: Boolean(facts.realName),
        depositorNames: names.slice(0, 5).map(maskRealName),
        customerServiceUrl: config.customerServiceUrl,
      };
    },

    async bindFromDeposit(member: Member, realName: string): Promise<null> {
      await directory.bindRealNameFromDeposit(member, realName);
      return null;
    },
  };
};

export type DepositService = ReturnType<typeof createDepositService>;
