/** SPEC §9's lengths and timings that both sides enforce. */
export const Limits = {
  usernameMin: 4,
  usernameMax: 11,
  passwordMin: 8,
  passwordMax: 12,
  forgotUsernameMax: 30,
  phoneMax: 11,
  emailMax: 40,
  codeMax: 30,
  pictureCaptchaMax: 10,
  newDeviceCodeLength: 6,
  phoneCompletionDigits: 4,
  realNameMax: 30,
  adultAge: 18,
  /** Deposit orders a member may hold unpaid at once (payment/pay refuses the next; payment/openOrders lists them). */
  openDepositOrders: 5,
} as const;

export const Timing = {
  httpTimeoutMs: 30_000,
  resendCountdownS: 60,
  resetRedirectMs: 3_000,
  loadingToastMs: 3_000,
  registerDialogDelayMs: 500,
  tabTitleShiftMs: 300,
  tabTitleScrollAbove: 15,
} as const;

/** SPEC §9 captcha type codes (`kaptchcate`). */
export const Kaptchcate = {
  register: 1,
  phoneReset: 2,
  emailReset: 3,
  login: 4,
  /** Login right after registering or after new-device verification. */
  trusted: 99,
} as const;
