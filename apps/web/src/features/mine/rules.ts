import { isWithdrawPassword, UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES } from '@qilin/contract';

export type WithdrawProblem = '' | 'withdrawFormat' | 'withdrawMismatch';

/** The withdrawal password and its repeat (the contract's 6-digit rule): '' when fine, else a key. */
export const validateWithdrawPassword = (password: string, repeat?: string): WithdrawProblem => {
  if (!isWithdrawPassword(password)) return 'withdrawFormat';
  if (repeat !== undefined && repeat !== password) return 'withdrawMismatch';
  return '';
};

/** Checked before uploading so a wrong file never leaves the browser. '' when fine. */
export const checkAvatarFile = (file: { type: string; size: number }): '' | 'uploadType' | 'uploadSize' => {
  if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'uploadType';
  if (file.size > UPLOAD_MAX_BYTES) return 'uploadSize';
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
