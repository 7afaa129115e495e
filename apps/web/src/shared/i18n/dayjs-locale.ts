import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import type { Language } from '../storage/storage.ts';

const dayjsLocale: Record<Language, string> = { 'zh-CN': 'zh-cn', 'zh-TW': 'zh-tw' };

/** dayjs (dates in dialogs and pickers) follows the UI language. */
export function setDayjsLocale(lng: Language): void {
  dayjs.locale(dayjsLocale[lng]);
}
