import { Limits } from './limits.ts';
import { RuleMessage } from './messages.ts';

export const DEFAULT_PHONE_REGEX = '^1\\d{10}$';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const validatePhone = (phone: string, regex: string = DEFAULT_PHONE_REGEX): string => {
  if (!phone || phone.length > Limits.phoneMax || !new RegExp(regex).test(phone))
    return RuleMessage.phoneFormat;
  return '';
};

export const validateEmail = (email: string): string => {
  if (!email) return RuleMessage.emailRequired;
  if (email.length > Limits.emailMax || !EMAIL.test(email)) return RuleMessage.emailFormat;
  return '';
};

export const validateForgotUsername = (name: string): string => {
  if (!name) return RuleMessage.forgotUsernameRequired;
  return name.length > Limits.forgotUsernameMax ? RuleMessage.usernameFormat : '';
};

export const validateCode = (code: string, max: number = Limits.codeMax): string => {
  if (!code) return RuleMessage.codeRequired;
  return code.length > max ? RuleMessage.codeRequired : '';
};

export const validateNewPassword = (password: string, repeat: string): string => {
  if (!password) return RuleMessage.newPasswordRequired;
  if (!isNewPasswordShaped(password)) return RuleMessage.passwordFormat;
  return password === repeat ? '' : RuleMessage.newPasswordMismatch;
};

const isNewPasswordShaped = (p: string) =>
  p.length >= Limits.passwordMin &&
  p.length <= Limits.passwordMax &&
  /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]+$/.test(p);

/** New-device step: the four hidden middle digits of the bound phone. */
export const validatePhoneCompletion = (digits: string): string =>
  new RegExp(`^\\d{${Limits.phoneCompletionDigits}}$`).test(digits) ? '' : RuleMessage.phoneDigitsWrong;

/** `138****5678` — four middle digits hidden, as the new-device screen shows it. */
export const maskPhone = (phone: string): string => {
  if (phone.length < 8) return phone.replace(/.(?=.{2})/g, '*');
  const keepTail = 4;
  const head = phone.length - keepTail - 4;
  return `${phone.slice(0, head)}****${phone.slice(-keepTail)}`;
};

/** Rebuilds the full number from the masked form and the four digits the player typed. */
export const completeMaskedPhone = (masked: string, digits: string): string => masked.replace('****', digits);

export const maskEmail = (email: string): string => {
  const [user = '', domain = ''] = email.split('@');
  const keep = user.slice(0, Math.min(2, user.length));
  return `${keep}***@${domain}`;
};
