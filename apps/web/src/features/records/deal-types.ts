import type { DealType } from '@qilin/contract';

/** transactions/queryDealRecord types in tab order (DealTypeSchema): 0 all ... 7 promotion. */
export const DEAL_TYPES: readonly DealType[] = [0, 1, 2, 3, 4, 5, 6, 7];

/**
 * The finer `kind` labels the records namespace knows (the ledger's movement kinds, plus the names the
 * contract mentions: withdraw, withdraw_refund, venue_out). Anything else is labelled by its type.
 */
export const KNOWN_KINDS = [
  'deposit',
  'deposit_fee',
  'withdraw',
  'withdraw_hold',
  'withdraw_payout',
  'withdraw_fee',
  'withdraw_release',
  'withdraw_refund',
  'venue_hold',
  'venue_in',
  'venue_out_hold',
  'venue_out',
  'venue_release',
  'venue_result',
  'credit',
  'debit',
  'fx',
  'bet_stake',
  'bet_payout',
  'bet_settle',
  'bet_refund',
  'bet_cashout',
  'promo',
] as const;
export type KnownKind = (typeof KNOWN_KINDS)[number];

const known = new Set<string>(KNOWN_KINDS);

/** i18n key of a deal type's name ('type.3' = venue transfer). */
export const dealTypeKey = (type: DealType): `type.${DealType}` => `type.${type}`;

/** i18n key of a record's label: its kind when known, else its type's name. */
export const recordLabelKey = (record: { type: DealType; kind: string }): string =>
  known.has(record.kind) ? `kind.${record.kind}` : dealTypeKey(record.type);

/** Money in, money out, or nothing: decides the colour and sign of an amount. */
export function amountDirection(amount: string): 'in' | 'out' | 'none' {
  const t = amount.trim();
  if (t.startsWith('-')) return /[1-9]/.test(t) ? 'out' : 'none';
  return /[1-9]/.test(t) ? 'in' : 'none';
}
