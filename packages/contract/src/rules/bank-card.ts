/** Bank card numbers: 12-19 digits passing the Luhn check (ISO/IEC 7812). */
export const isLuhnValid = (digits: string): boolean => {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
};

/** '6222021234567890123' -> '**** **** **** 0123': only the last four digits ever leave the server. */
export const maskCardNumber = (digits: string): string => `**** **** **** ${digits.slice(-4)}`;

/** A wallet address keeps its first 6 and last 4 characters visible. */
export const maskAddress = (address: string): string =>
  address.length <= 12 ? address : `${address.slice(0, 6)}****${address.slice(-4)}`;
