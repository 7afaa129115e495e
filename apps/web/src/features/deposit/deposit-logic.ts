import { normaliseAmountInput } from '../../shared/format/amount-input.ts';
import { formatCny } from '../../shared/format/money.ts';
import {
  MoneyLimits,
  RuleMessage,
  feeFen,
  validateAmount,
  yuanToFen,
  type DepositStatus,
  type PayChannel,
} from '@qilin/contract';

export type RuleKey = keyof typeof RuleMessage;

/** Why an amount cannot be sent yet: one of SPEC §5's rule messages, or outside the channel's limits. */
export type AmountProblem =
  { kind: 'rule'; key: RuleKey } | { kind: 'min'; min: string } | { kind: 'max'; max: string };

const ruleKeyByMessage = new Map<string, RuleKey>(
  (Object.entries(RuleMessage) as [RuleKey, string][]).map(([key, message]) => [message, key]),
);

/**
 * The contract's amount rule (required, format, 2 decimals, 12 characters, > 0) first, then the channel's
 * min and max. Null when the amount may be sent.
 */
export const depositAmountProblem = (
  raw: string,
  channel: Pick<PayChannel, 'minAmount' | 'maxAmount'>,
): AmountProblem | null => {
  const message = validateAmount(raw);
  if (message) return { kind: 'rule', key: ruleKeyByMessage.get(message) ?? 'amountFormat' };
  const fen = yuanToFen(raw.trim());
  const minFen = yuanToFen(channel.minAmount);
  const maxFen = yuanToFen(channel.maxAmount);
  if (minFen > 0 && fen < minFen) return { kind: 'min', min: channel.minAmount };
  if (maxFen > 0 && fen > maxFen) return { kind: 'max', max: channel.maxAmount };
  return null;
};

/** Rule keys this feature translates (its 'rule' section); any other rule reads as a format problem. */
const DEPOSIT_RULE_KEYS = new Set<RuleKey>([
  'amountRequired',
  'amountFormat',
  'amountDecimals',
  'amountTooLong',
  'amountPositive',
]);

/** The i18n key (in the 'deposit' namespace) and values of the message for an amount problem. */
export const amountProblemMessage = (
  problem: AmountProblem,
): { key: string; values?: Record<string, string> } => {
  if (problem.kind === 'min') return { key: 'form.belowMin', values: { min: formatCny(problem.min) } };
  if (problem.kind === 'max') return { key: 'form.aboveMax', values: { max: formatCny(problem.max) } };
  return { key: `rule.${DEPOSIT_RULE_KEYS.has(problem.key) ? problem.key : 'amountFormat'}` };
};

/**
 * What the amount field keeps while the player types: digits and one point (full-width ones from a Chinese
 * IME included), at most SPEC §5's 12 characters. A third decimal is kept so the player sees the
 * "2 decimals" message instead of a key that does nothing.
 */
export const cleanAmountInput = (raw: string): string =>
  normaliseAmountInput(raw, { maxLength: MoneyLimits.amountMaxLength });

export interface FeePreview {
  amountFen: number;
  feeFen: number;
  /** What reaches the centre wallet. */
  creditFen: number;
}

/** Fee and credited amount for a valid amount (the server computes the same with the contract's feeFen). */
export const depositFeePreview = (raw: string, feeRateBp: number): FeePreview | null => {
  if (validateAmount(raw)) return null;
  const amountFen = yuanToFen(raw.trim());
  const fee = feeFen(amountFen, feeRateBp);
  return { amountFen, feeFen: fee, creditFen: Math.max(0, amountFen - fee) };
};

/** A deposit order's remaining time as 'mm:ss' (or 'h:mm:ss' past an hour); '00:00' once it is over. */
export const formatCountdown = (ms: number): string => {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mmss = `${m.toString().padStart(2, '0')}:${s.toString().padStart(2, '0')}`;
  return h > 0 ? `${h}:${mmss}` : mmss;
};

/** Statuses after which the order never changes again, so polling stops. */
export const isFinalStatus = (status: DepositStatus): boolean => status !== 'pending';

/** How often the waiting pages ask for the order status. */
export const DEPOSIT_POLL_MS = 3_000;

/** Quick amounts the channel offers that also fit its limits (a misconfigured chip would only fail). */
export const usableQuickAmounts = (channel: PayChannel): string[] =>
  channel.quickAmounts.filter((a) => depositAmountProblem(a, channel) === null);
