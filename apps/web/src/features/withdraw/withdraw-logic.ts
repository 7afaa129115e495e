import {
  MoneyLimits,
  RuleMessage,
  coinAmountFor,
  feeFen,
  fenToYuan,
  siteDate,
  siteMidnight,
  validateAmount,
  yuanToFen,
  type WithdrawCfg,
} from '@qilin/contract';
import { normaliseAmountInput } from '../../shared/format/amount-input.ts';
import { formatCny, formatFen } from '../../shared/format/money.ts';

export type WithdrawRuleKey =
  | 'amountRequired'
  | 'amountFormat'
  | 'amountDecimals'
  | 'amountTooLong'
  | 'amountPositive'
  | 'amountAboveBalance';

const RULE_KEYS: readonly WithdrawRuleKey[] = [
  'amountRequired',
  'amountFormat',
  'amountDecimals',
  'amountTooLong',
  'amountPositive',
  'amountAboveBalance',
];
const ruleKeyByMessage = new Map<string, WithdrawRuleKey>(RULE_KEYS.map((k) => [RuleMessage[k], k]));

/** Why an amount cannot be withdrawn; the i18n key in the 'withdraw' namespace and its values. */
export interface Problem {
  key: string;
  values?: Record<string, string>;
}

export interface WithdrawContext {
  cfg: WithdrawCfg;
  /** Centre wallet balance, yuan. */
  balance: string;
  todayCount: number;
  todayAmount: string;
}

/** How much may still go out today under the daily amount limit (fen, never negative). */
export const dailyLeftFen = (ctx: WithdrawContext): number =>
  Math.max(0, yuanToFen(ctx.cfg.dailyMaxAmount) - yuanToFen(ctx.todayAmount));

/**
 * SPEC §5's amount rule with the balance, then the type's limits, the daily limits and the fee — in the
 * order the server checks them, so the form shows what the server would answer. Null when it may be sent.
 */
export const withdrawAmountProblem = (raw: string, ctx: WithdrawContext): Problem | null => {
  const { cfg } = ctx;
  const rule = validateAmount(raw);
  if (rule) return { key: `rule.${ruleKeyByMessage.get(rule) ?? 'amountFormat'}` };
  const fen = yuanToFen(raw.trim());
  if (fen < yuanToFen(cfg.minAmount))
    return { key: 'form.belowMin', values: { min: formatCny(cfg.minAmount) } };
  if (fen > yuanToFen(cfg.maxAmount))
    return { key: 'form.aboveMax', values: { max: formatCny(cfg.maxAmount) } };
  const fee = feeFen(fen, cfg.feeRateBp, yuanToFen(cfg.feeMin));
  if (fee >= fen) return { key: 'form.belowFee', values: { fee: `¥${formatFen(fee)}` } };
  if (fen > yuanToFen(ctx.balance)) return { key: 'rule.amountAboveBalance' };
  if (ctx.todayCount >= cfg.dailyCount)
    return { key: 'form.dailyCountReached', values: { count: String(cfg.dailyCount) } };
  const left = dailyLeftFen(ctx);
  // Nothing left today: said as the server says it, not as "¥0 left".
  if (left === 0) return { key: 'form.dailyAmountReached', values: { max: formatCny(cfg.dailyMaxAmount) } };
  if (fen > left) return { key: 'form.dailyAmountLeft', values: { left: `¥${formatFen(left)}` } };
  return null;
};

export interface WithdrawPreview {
  amountFen: number;
  feeFen: number;
  /** What reaches the account, fen of yuan. */
  netFen: number;
  /** USDT payouts: the coins at the rate, 2 decimals, rounded down like the server. */
  coins: string;
}

/** Fee and what arrives, for any amount that passes SPEC §5's rule (limits are reported separately). */
export const withdrawPreview = (raw: string, cfg: WithdrawCfg, rate = ''): WithdrawPreview | null => {
  if (validateAmount(raw)) return null;
  const amountFen = yuanToFen(raw.trim());
  const fee = feeFen(amountFen, cfg.feeRateBp, yuanToFen(cfg.feeMin));
  const netFen = Math.max(0, amountFen - fee);
  return { amountFen, feeFen: fee, netFen, coins: coinAmountFor(netFen, rate, 'out') };
};

/**
 * The "all" button: the whole centre balance, capped by the single maximum and what today still allows,
 * as a yuan string the amount rule accepts ('' when nothing can go out).
 */
export const allAmount = (ctx: WithdrawContext): string => {
  const fen = Math.min(yuanToFen(ctx.balance), yuanToFen(ctx.cfg.maxAmount), dailyLeftFen(ctx));
  if (fen <= 0) return '';
  const text = fenToYuan(fen).replace(/\.00$/, '');
  return text.length > MoneyLimits.amountMaxLength ? '' : text;
};

/**
 * The amount field as the player types (full-width IME digits become ASCII), at most SPEC §5's 12
 * characters. Like the deposit form it keeps a third decimal, so withdrawAmountProblem can say "2 decimals".
 */
export const cleanAmountInput = (raw: string): string =>
  normaliseAmountInput(raw, { maxLength: MoneyLimits.amountMaxLength });

/** Past the site's midnight by more than the server clock's estimate may stray (its Date header's second). */
const DAY_TURN_MARGIN_MS = 2_000;

/**
 * How long until the take-money figures are read again: "today's" count and amount are the site day's
 * (Asia/Shanghai), so they are stale once that day ends, whatever the query's age.
 */
export const msUntilSiteDayTurns = (serverNowMs: number): number =>
  siteMidnight(siteDate(new Date(serverNowMs)), 1).getTime() - serverNowMs + DAY_TURN_MARGIN_MS;
