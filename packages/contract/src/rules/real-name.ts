import { Limits } from './limits.ts';
import { RuleMessage } from './messages.ts';

/** U+00B7, the middle dot that separates the parts of a transliterated name (e.g. 阿卜杜·热合曼). */
export const MIDDLE_DOT = '·';
const CHINESE = /^[\u4e00-\u9fa5]+(?:·[\u4e00-\u9fa5]+)*$/u;
const LATIN = /^[A-Za-z]+(?:·[A-Za-z]+)*$/;

/** SPEC §5 real-name rule; '' on success. */
export const validateRealName = (raw: string): string => {
  const name = raw.trim();
  if (!name) return RuleMessage.realNameRequired;
  if (name.includes('··') || name.startsWith(MIDDLE_DOT) || name.endsWith(MIDDLE_DOT))
    return RuleMessage.realNameFormat;
  if (name.length > Limits.realNameMax) return RuleMessage.realNameFormat;
  if (!CHINESE.test(name) && !LATIN.test(name)) return RuleMessage.realNameFormat;
  // One character is not a full name in either script (a real name, once bound, cannot be changed).
  if (name.replace(/·/g, '').length < 2) return RuleMessage.realNameFormat;
  return '';
};

/** Age in whole years on `today` for an ISO date `YYYY-MM-DD`; NaN when the date is not real. */
export const ageOn = (birthday: string, today: Date): number => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  if (!m) return Number.NaN;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d)
    return Number.NaN;
  let age = today.getUTCFullYear() - y;
  const beforeBirthday =
    today.getUTCMonth() + 1 < mo || (today.getUTCMonth() + 1 === mo && today.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
};

export const validateBirthday = (birthday: string, today: Date = new Date()): string => {
  const age = ageOn(birthday, today);
  if (Number.isNaN(age) || age > 120 || age < 0) return RuleMessage.birthdayFormat;
  return age < Limits.adultAge ? RuleMessage.birthdayUnderage : '';
};
