import type { Language } from '../../platform/http/context.ts';
import type { Channel } from '../notify/notifier.ts';

/**
 * The words a verification code is sent in, in the requester's language. Written out per language, not
 * converted: zh-TW says 驗證碼 and 索取 as a Taiwan reader expects, and the site's name stays as the operator
 * registered it (a brand, as pre-info serves it to both languages).
 */
const TEXTS: Record<Language, Record<Channel, (siteName: string, code: string) => string>> = {
  'zh-CN': {
    sms: (site, code) =>
      `【${site}】您的验证码是${code}，5分钟内有效。工作人员不会向您索要验证码，请勿泄露。`,
    email: (site, code) =>
      `【${site}】您的邮箱验证码是${code}，5分钟内有效。工作人员不会向您索要验证码，请勿泄露。`,
    voice: (site, code) =>
      `您好，这里是${site}。您的验证码是 ${spaced(code)}，5分钟内有效。工作人员不会向您索要验证码，请勿泄露。`,
  },
  'zh-TW': {
    sms: (site, code) =>
      `【${site}】您的驗證碼是${code}，5分鐘內有效。工作人員不會向您索取驗證碼，請勿洩漏。`,
    email: (site, code) =>
      `【${site}】您的電子郵件驗證碼是${code}，5分鐘內有效。工作人員不會向您索取驗證碼，請勿洩漏。`,
    voice: (site, code) =>
      `您好，這裡是${site}。您的驗證碼是 ${spaced(code)}，5分鐘內有效。工作人員不會向您索取驗證碼，請勿洩漏。`,
  },
};

/** A voice call reads the digits one by one. */
const spaced = (code: string) => code.split('').join(' ');

export const codeMessageText = (
  channel: Channel,
  siteName: string,
  code: string,
  language: Language,
): string => TEXTS[language][channel](siteName, code);
