/*
 * A Chinese IME in full-width mode types ０-９ and ．, and in Chinese punctuation mode the point key gives
 * 。. A field that dropped them would leave the player pressing keys that do nothing.
 */
const FULL_WIDTH = /[０-９．。]/g;
const FULL_WIDTH_OFFSET = 0xfee0;

/** Full-width digits and points (．。) as ASCII; everything else as it was. */
export const toAsciiDigits = (s: string): string =>
  s.replace(FULL_WIDTH, (c) =>
    c === '．' || c === '。' ? '.' : String.fromCharCode(c.charCodeAt(0) - FULL_WIDTH_OFFSET),
  );

/** A digits-only field (the withdrawal password): ASCII digits, at most `maxLength` of them. */
export const digitsInput = (raw: string, maxLength: number): string =>
  toAsciiDigits(raw).replace(/\D/g, '').slice(0, maxLength);
