import { toAsciiDigits } from './typed-digits.ts';

/**
 * What a money field keeps of what the player types or pastes. Each field passes its own limits; the
 * contract's `validateAmount` (the server's rule) still decides whether the kept value may be sent.
 */
export interface AmountInputLimits {
  /** Characters the field holds; typing beyond that stops. */
  maxLength: number;
  /**
   * Decimals kept; more are dropped as they are typed. Unset, they stay, for a form that answers a third
   * decimal with the rule's "at most 2 decimals" message rather than a key that seems to do nothing.
   */
  decimals?: number;
  /** Digits before the point. */
  maxIntegerDigits?: number;
}

/**
 * Digits and one decimal point, in ASCII (a Chinese IME's full-width ones too). Separators, currency signs,
 * spaces and a minus sign go; leading zeros go ('007' -> '7') and a leading point gets its zero
 * ('.5' -> '0.5'); a trailing point stays while the decimals are still being typed.
 */
export function normaliseAmountInput(raw: string, limits: AmountInputLimits): string {
  const kept = toAsciiDigits(raw).replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  let int = (dot < 0 ? kept : kept.slice(0, dot)).replace(/^0+(?=\d)/, '');
  if (limits.maxIntegerDigits !== undefined) int = int.slice(0, limits.maxIntegerDigits);
  if (dot < 0) return int.slice(0, limits.maxLength);
  const frac = kept.slice(dot + 1).replace(/\./g, '');
  const decimals = limits.decimals === undefined ? frac : frac.slice(0, limits.decimals);
  return `${int || '0'}.${decimals}`.slice(0, limits.maxLength);
}
