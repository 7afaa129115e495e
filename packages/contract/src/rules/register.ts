import { Limits } from './limits.ts';
import { RuleMessage } from './messages.ts';

/** Each validator answers '' when the value is fine, otherwise SPEC §5's message. */
export const validateUsername = (name: string): string => {
  if (!name) return RuleMessage.usernameRequired;
  if (name.length < Limits.usernameMin || name.length > Limits.usernameMax) return RuleMessage.usernameFormat;
  if (!/^[A-Za-z][A-Za-z0-9]*$/.test(name)) return RuleMessage.usernameFormat;
  const letters = name.replace(/[^A-Za-z]/g, '').length;
  const digits = name.replace(/[^0-9]/g, '').length;
  if (letters < 2 || digits < 1) return RuleMessage.usernameFormat;
  return '';
};

export const isPasswordShaped = (password: string): boolean =>
  password.length >= Limits.passwordMin &&
  password.length <= Limits.passwordMax &&
  /^[A-Za-z0-9]+$/.test(password) &&
  /[A-Za-z]/.test(password) &&
  /[0-9]/.test(password);

export const validatePassword = (password: string): string => {
  if (!password) return RuleMessage.passwordRequired;
  return isPasswordShaped(password) ? '' : RuleMessage.passwordFormat;
};

export const validateRepeat = (password: string, repeat: string): string =>
  password === repeat ? '' : RuleMessage.repeatMismatch;

export const validateAgree = (agreed: boolean): string => (agreed ? '' : RuleMessage.agreeRequired);
