import { isLuhnValid } from '@qilin/contract';
import { digitsInput } from '../../shared/format/typed-digits.ts';

/** Card numbers have 12-19 digits (ISO/IEC 7812); the field takes no more. */
export const CARD_MAX_DIGITS = 19;

/** What the card number field keeps of anything typed or pasted: digits only (full-width too), at most 19. */
export const cardDigits = (raw: string): string => digitsInput(raw, CARD_MAX_DIGITS);

/** '6222021234567890123' -> '6222 0212 3456 7890 123', as the number is printed on the card. */
export const groupCardNumber = (digits: string): string => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * The field's next value and caret after an edit. The caret stays after the same number of digits, so
 * typing or deleting in the middle does not jump to the end when the spaces move.
 */
export const reformatCardInput = (
  raw: string,
  caret: number,
): { value: string; caret: number; digits: string } => {
  const digits = cardDigits(raw);
  const value = groupCardNumber(digits);
  const digitsBefore = Math.min(cardDigits(raw.slice(0, caret)).length, digits.length);
  let pos = 0;
  let seen = 0;
  while (pos < value.length && seen < digitsBefore) {
    if (/\d/.test(value[pos] ?? '')) seen += 1;
    pos += 1;
  }
  return { value, caret: pos, digits };
};

/** '' when the number may be sent, else the RuleMessage key to show. */
export const cardNumberProblem = (digits: string): '' | 'bankCardNumber' =>
  isLuhnValid(digits) ? '' : 'bankCardNumber';
