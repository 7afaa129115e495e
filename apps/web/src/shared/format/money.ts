/**
 * SPEC §1 / DESIGN §4: amounts show with zh-CN grouping and drop a trailing .00. Money never goes through
 * a float: wire values are decimal yuan strings, in-app values may be integer fen (number or bigint).
 */
import { formatYuan } from '@qilin/contract';

/** One formatter for the page and the server's letters (@qilin/contract). */
export { formatYuan };

export type MoneyInput = string | number | bigint | null | undefined;

/** Format integer fen (1 yuan = 100 fen). */
export function formatFen(fen: number | bigint): string {
  const n = BigInt(fen);
  const neg = n < 0n;
  const abs = neg ? -n : n;
  const yuan = `${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
  return formatYuan((neg ? '-' : '') + yuan);
}

/**
 * Format money for display: strings are yuan (the wire format), numbers and bigints are integer fen.
 * `formatMoney('1234.00')` -> '1,234'; `formatMoney(123456)` -> '1,234.56'.
 */
export function formatMoney(value: MoneyInput): string {
  if (value === null || value === undefined || value === '') return '0';
  if (typeof value === 'string') return formatYuan(value);
  if (typeof value === 'number' && !Number.isInteger(value)) return '0';
  return formatFen(value);
}

/** The same with the currency sign, e.g. '¥1,234.5'. */
export function formatCny(value: MoneyInput): string {
  const s = formatMoney(value);
  return s.startsWith('-') ? `-¥${s.slice(1)}` : `¥${s}`;
}
