import { UPLOAD_MAX_BYTES } from '@qilin/contract';

/** Identity's numbers in one place, each with the reason it has that value. */
export const Policy = {
  /** Sessions slide: each use pushes expiry out to 7 days, written at most once an hour. */
  sessionTtlMs: 7 * 24 * 3600_000,
  sessionRefreshAfterMs: 3600_000,
  /** SPEC: 5 wrong passwords in a row lock the account's login for 15 minutes. */
  lockThreshold: 5,
  lockMs: 15 * 60_000,
  /** Picture and slider challenges, and a passed slider's ticket, are short-lived. */
  captchaTtlMs: 2 * 60_000,
  captchaAnswerMax: 10,
  /** The automatic login right after register. */
  loginTicketTtlMs: 5 * 60_000,
  /** A new-device challenge stays open for 10 minutes; 5 wrong phone entries close it (6034). */
  challengeTtlMs: 10 * 60_000,
  maxPhoneAttempts: 5,
  /** Codes: 6 digits, 5 minutes, 5 tries, 60 s between sends to one target (SPEC §9). */
  codeTtlMs: 5 * 60_000,
  codeMaxAttempts: 5,
  resendAfterS: 60,
  /** Long absence that asks for phone verification (6028). */
  longAbsenceMs: 90 * 24 * 3600_000,
  /** Risky patterns (6029): credential stuffing from one IP, account farming on one device. */
  stuffingNames: 5,
  stuffingWindowMs: 10 * 60_000,
  farmingAccounts: 5,
  farmingWindowMs: 24 * 3600_000,
  /**
   * Changing the login password from a session: 5 wrong old passwords per 15 minutes, as login allows.
   * Without it a stolen session could guess the password without end (login's lock counts logins only).
   */
  oldPasswordTries: { limit: 5, windowMs: 15 * 60_000 },
  /**
   * Failed logins after which login asks for a captcha even where the site's mode asks for none (SPEC §8.3
   * 6021/6022): 3 for one name, known or not (the answer must not tell which names exist), or 10 from one
   * IP (one address trying many names), within 15 minutes. Below the lockout's 5, so a script cannot lock
   * an account out without solving captchas; a login that goes through clears its name's count.
   */
  loginCaptchaAfter: { perName: 3, perIp: 10, windowMs: 15 * 60_000 },
  /** Per-IP limits (6011). */
  loginPerIp: { limit: 20, windowMs: 60_000 },
  registerPerIp: { limit: 5, windowMs: 10 * 60_000 },
  sendCodePerIp: { limit: 10, windowMs: 10 * 60_000 },
  /** Upload cap, the page's too (the multipart plugin must enforce the same number). */
  uploadMaxBytes: UPLOAD_MAX_BYTES,
  /** member/jwt lifetime for the chat login. */
  jwtTtlS: 10 * 60,
} as const;
