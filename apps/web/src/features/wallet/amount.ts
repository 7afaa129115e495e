import { fenToYuan, MoneyLimits, validateAmount, yuanToFen } from '@qilin/contract';
import { normaliseAmountInput } from '../../shared/format/amount-input.ts';

/**
 * SPEC §5 / §9 transfer amount as the player types or pastes it: 2 decimals (more are dropped), at most 12
 * characters. What the field shows can always be sent; validateAmount (the server's rule) still decides.
 */
export const filterAmountInput = (raw: string): string =>
  normaliseAmountInput(raw, {
    maxLength: MoneyLimits.amountMaxLength,
    decimals: MoneyLimits.amountDecimals,
  });

/**
 * The "all" button's value for a balance in canonical yuan ('1234.50' -> '1234.5', '100.00' -> '100');
 * '' when there is nothing to move.
 */
export function allAmount(balanceYuan: string | undefined): string {
  if (!balanceYuan) return '';
  const fen = yuanToFen(balanceYuan);
  if (!Number.isFinite(fen) || fen <= 0) return '';
  const int = Math.floor(fen / 100).toString();
  const frac = (fen % 100).toString().padStart(2, '0').replace(/0+$/, '');
  const text = frac ? `${int}.${frac}` : int;
  // A balance too long for the field is offered without its cents rather than cut mid-number.
  return text.length > MoneyLimits.amountMaxLength ? int.slice(0, MoneyLimits.amountMaxLength) : text;
}

/** Integer fen of a canonical yuan string; 0 for anything unreadable. */
export const fenOf = (yuan: string | undefined): number => {
  const fen = yuan ? yuanToFen(yuan) : 0;
  return Number.isFinite(fen) ? fen : 0;
};

/**
 * SPEC §5 check of a venue transfer amount in the order venue/transfer checks it, so the form says what
 * the server would: the contract rule (required, format, 2 decimals, 12 characters, > 0), then the
 * venue's minimum for money going in, then the source balance. Returns the message, '' if acceptable; the
 * minimum is reported as `{ min }` for the caller to word.
 */
export function checkTransferAmount(
  raw: string,
  sourceBalance: string | undefined,
  minTransfer?: string,
): { message: string; min?: string } {
  const shape = validateAmount(raw);
  if (shape) return { message: shape };
  if (minTransfer && fenOf(minTransfer) > 0 && yuanToFen(raw.trim()) < fenOf(minTransfer)) {
    return { message: '', min: minTransfer };
  }
  return { message: sourceBalance === undefined ? '' : validateAmount(raw, fenOf(sourceBalance)) };
}

/** '1234567.80' -> '1,234,567.80': a total shown with exactly 2 decimals (SPEC §3 venue total). */
export function formatFixed2(yuan: string | undefined): string {
  const m = /^(-?)(\d+)\.(\d{2})$/.exec(yuan ?? '');
  if (!m) return '0.00';
  return `${m[1]}${(m[2] ?? '0').replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${m[3]}`;
}

/** Sum of canonical yuan strings, in canonical yuan (never through a float). */
export function sumYuan(values: readonly string[]): string {
  return fenToYuan(values.reduce((acc, v) => acc + fenOf(v), 0));
}
