/**
 * SPEC §1 / DESIGN §4: amounts show with zh-CN grouping and drop a trailing .00. Money never goes through
 * a float: wire values are decimal yuan strings, in-app values may be integer fen (number or bigint).
 */
import { formatFen, formatYuan } from '@qilin/contract';

/** One formatter for the page and the server's letters and messages (@qilin/contract). */
export { formatFen, formatYuan } from '@qilin/contract';

export type MoneyInput = string | number | bigint | null | undefined;

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

/**
 * A single-payment range, '¥100 - ¥50,000': every place that states limits (a withdrawal tab, the line and
 * the hint below it, a deposit channel) writes them the same way.
 */
export const formatCnyRange = (min: MoneyInput, max: MoneyInput): string =>
  `${formatCny(min)} - ${formatCny(max)}`;
