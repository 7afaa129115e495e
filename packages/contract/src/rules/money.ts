import { RuleMessage } from './messages.ts';

/**
 * Money on the wire is a decimal yuan string with at most 2 decimals (DESIGN §4); inside, integer fen.
 * SPEC §5 / §9: a venue transfer amount has at most 12 characters and 2 decimals.
 */
export const MoneyLimits = {
  amountMaxLength: 12,
  amountDecimals: 2,
} as const;

const AMOUNT = /^\d+(\.\d{1,2})?$/;

/**
 * SPEC §5's amount rule with its messages; '' when the amount is acceptable. `balanceFen`, when given,
 * adds the "above balance" check the forms and the server both apply. `required` is the empty amount's
 * message: SPEC's 请输入转入金额 for a transfer into a venue, the form's own words elsewhere.
 */
export const validateAmount = (
  raw: string,
  balanceFen?: number,
  required: string = RuleMessage.amountRequired,
): string => {
  const value = raw.trim();
  if (!value) return required;
  if (value.length > MoneyLimits.amountMaxLength) return RuleMessage.amountTooLong;
  if (/^\d+\.\d{3,}$/.test(value)) return RuleMessage.amountDecimals;
  if (!AMOUNT.test(value)) return RuleMessage.amountFormat;
  const fen = yuanToFen(value);
  if (fen <= 0) return RuleMessage.amountPositive;
  if (balanceFen !== undefined && fen > balanceFen) return RuleMessage.amountAboveBalance;
  return '';
};

/** '12.3' -> 1230. Only call on a string `validateAmount` accepted (or a canonical yuan string). */
export const yuanToFen = (yuan: string): number => {
  const m = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(yuan.trim());
  if (!m) return Number.NaN;
  const fen = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -fen : fen;
};

/** 1230 -> '12.30': the canonical wire form, always two decimals, never through a float. */
export const fenToYuan = (fen: number | bigint): string => {
  const n = BigInt(fen);
  const abs = n < 0n ? -n : n;
  const text = `${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
  return n < 0n ? `-${text}` : text;
};

/** Fee in fen for an amount and a rate in basis points (1 bp = 0.01 %), rounded up to the fen. */
export const feeFen = (amountFen: number, rateBp: number, minFen = 0): number =>
  amountFen <= 0 ? 0 : Math.max(minFen, Math.ceil((amountFen * rateBp) / 10_000));

const DECIMAL = /^([+-])?(\d+)(?:\.(\d*))?$/;

/** zh-CN groups by thousands with ',' (as Intl zh-CN does); done on the digits to avoid float parsing. */
const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * SPEC §1: an amount as players read it, with zh-CN grouping and no trailing .00 ('1234.50' -> '1,234.50',
 * '198.00' -> '198'). Truncates past `decimals`, never rounds, so a balance never shows more than there is.
 * Unparseable input gives '0'. The page and the server's letters both use it.
 */
export function formatYuan(value: string, decimals = 2): string {
  const m = DECIMAL.exec(value.trim());
  if (!m) return '0';
  const sign = m[1] === '-' ? '-' : '';
  const int = (m[2] ?? '0').replace(/^0+(?=\d)/, '');
  const frac = (m[3] ?? '').slice(0, decimals).padEnd(decimals, '0');
  const shown = /^0*$/.test(frac) ? groupThousands(int) : `${groupThousands(int)}.${frac}`;
  return shown === '0' ? '0' : sign + shown;
}

/** Integer fen as the page writes yuan: `formatFen(5_000_000)` -> '50,000', `formatFen(12_345)` -> '123.45'. */
export const formatFen = (fen: number | bigint): string => formatYuan(fenToYuan(fen));
