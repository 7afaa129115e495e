/**
 * SPEC §1 / DESIGN §4: amounts show with zh-CN grouping and drop a trailing .00. Money never goes through
 * a float: wire values are decimal yuan strings, in-app values may be integer fen (number or bigint).
 */
export type MoneyInput = string | number | bigint | null | undefined;

const DECIMAL = /^([+-])?(\d+)(?:\.(\d*))?$/;

function group(digits: string): string {
  // zh-CN groups by thousands with ',' (Intl zh-CN does the same); done by hand to avoid float parsing.
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Format a yuan decimal string such as '1234.50' or '-8.00'. Unparseable input gives '0'. */
export function formatYuan(value: string, decimals = 2): string {
  const m = DECIMAL.exec(value.trim());
  if (!m) return '0';
  const sign = m[1] === '-' ? '-' : '';
  const int = (m[2] ?? '0').replace(/^0+(?=\d)/, '');
  // Truncate, never round: a balance must not display more than the member has.
  const frac = (m[3] ?? '').slice(0, decimals).padEnd(decimals, '0');
  const shown = /^0*$/.test(frac) ? group(int) : `${group(int)}.${frac}`;
  return shown === '0' ? '0' : sign + shown;
}

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
