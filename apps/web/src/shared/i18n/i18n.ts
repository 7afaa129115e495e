import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { storage, type Language } from '../storage/storage.ts';
import { commonZhCN, commonZhTW } from './common.ts';

export type { Language } from '../storage/storage.ts';
export const LANGUAGES: readonly Language[] = ['zh-CN', 'zh-TW'];

/** Default language zh-CN, alternate zh-TW (SPEC §9); the choice persists in storage. */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: storage.language.get(),
  fallbackLng: 'zh-CN',
  supportedLngs: [...LANGUAGES],
  ns: ['common'],
  defaultNS: 'common',
  resources: { 'zh-CN': { common: commonZhCN }, 'zh-TW': { common: commonZhTW } },
  interpolation: { escapeValue: false }, // React escapes already
  initAsync: false, // resources are bundled; render with text on the first paint
  returnNull: false,
  showSupportNotice: false, // no vendor banner in players' consoles
});

function applyLanguageSideEffects(lng: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
  // No page needs dayjs to draw its first screen, so it loads beside the app and takes the locale then.
  void import('./dayjs-locale.ts').then((m) => m.setDayjsLocale(lng));
}
applyLanguageSideEffects(currentLanguage());

export function currentLanguage(): Language {
  return i18n.language === 'zh-TW' ? 'zh-TW' : 'zh-CN';
}

export async function setLanguage(lng: Language): Promise<void> {
  storage.language.set(lng);
  await i18n.changeLanguage(lng);
  applyLanguageSideEffects(lng);
}

/**
 * Each feature adds its own namespace; both languages are required so zh-TW is never forgotten.
 * `zh-TW` should be typed with the zh-CN object's type to keep the keys in step.
 */
export function registerTranslations(ns: string, resources: { 'zh-CN': object; 'zh-TW': object }): void {
  i18n.addResourceBundle('zh-CN', ns, resources['zh-CN'], true, true);
  i18n.addResourceBundle('zh-TW', ns, resources['zh-TW'], true, true);
}

/** `t` bound to a namespace; re-renders on language change. */
export function useT(ns = 'common') {
  return useTranslation(ns).t;
}

/** Translate outside React (API client, dialogs opened from plain functions). */
export function tr(key: string, ns = 'common'): string {
  return i18n.t(key, { ns });
}
