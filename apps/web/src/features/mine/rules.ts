/** Withdrawal (second) password: 6 digits (our rule; SPEC §5 shows none for it). '' when fine, else a key. */
export const WITHDRAW_PASSWORD_LENGTH = 6;

export type WithdrawProblem = '' | 'withdrawFormat' | 'withdrawMismatch';

export const validateWithdrawPassword = (password: string, repeat?: string): WithdrawProblem => {
  if (!new RegExp(`^\\d{${WITHDRAW_PASSWORD_LENGTH}}$`).test(password)) return 'withdrawFormat';
  if (repeat !== undefined && repeat !== password) return 'withdrawMismatch';
  return '';
};

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

/** Checked before uploading so a wrong file never leaves the browser. '' when fine. */
export const checkAvatarFile = (file: { type: string; size: number }): '' | 'uploadType' | 'uploadSize' => {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'uploadType';
  if (file.size > AVATAR_MAX_BYTES) return 'uploadSize';
  return '';
};

/** Security level shown on the security centre: how many of the protections are in place. */
export const securityScore = (m: {
  bindPhone: boolean;
  bindEmail: boolean;
  bindRealName: boolean;
  hasWithdrawPassword: boolean;
}): { done: number; total: number; level: 'low' | 'medium' | 'high' } => {
  const done = [m.bindPhone, m.bindEmail, m.bindRealName, m.hasWithdrawPassword].filter(Boolean).length;
  // The login password always exists, so it counts as the first of five.
  const total = 5;
  const score = done + 1;
  return { done: score, total, level: score >= 5 ? 'high' : score >= 3 ? 'medium' : 'low' };
};
