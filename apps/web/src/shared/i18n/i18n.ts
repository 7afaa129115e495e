import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { storage, type Language } from '../storage/storage.ts';
import { commonZhCN } from './common.ts';

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
  resources: { 'zh-CN': { common: commonZhCN } },
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
  await loadLanguage(lng);
  storage.language.set(lng);
  await i18n.changeLanguage(lng);
  applyLanguageSideEffects(lng);
}

type Loader = () => Promise<object>;
/** zh-TW bundles registered as loaders and not fetched yet, by namespace. */
const pendingZhTW = new Map<string, Loader>();

/**
 * Fetches the bundles of `lng` that were registered as loaders. The shell's own zh-TW strings are loaders so
 * a zh-CN visitor never downloads them (the home route's initial-JS budget); a zh-TW visitor waits for them
 * once, before the first paint (see main.tsx) or before the switch.
 */
async function loadLanguage(lng: Language): Promise<void> {
  if (lng !== 'zh-TW' || pendingZhTW.size === 0) return;
  const entries = [...pendingZhTW];
  const bundles = await Promise.all(entries.map(([, load]) => load()));
  // Forgotten only once they have arrived: after a failed fetch (a weak network) the next switch fetches
  // them again, instead of switching to a zh-TW without the shell's strings.
  entries.forEach(([ns], i) => {
    i18n.addResourceBundle('zh-TW', ns, bundles[i], true, true);
    pendingZhTW.delete(ns);
  });
}

/**
 * Before the first paint: the stored language's strings, or, when they cannot be fetched, zh-CN for this
 * visit (the stored choice stays, so the next visit tries again). A page in one script beats a blank one.
 */
export async function prepareFirstPaint(): Promise<void> {
  try {
    await loadLanguage(currentLanguage());
  } catch (error) {
    console.warn('the zh-TW strings could not be fetched; this visit shows zh-CN', error);
    await i18n.changeLanguage('zh-CN');
    applyLanguageSideEffects('zh-CN');
  }
}

/**
 * Each feature adds its own namespace; both languages are required so zh-TW is never forgotten.
 * `zh-TW` should be typed with the zh-CN object's type to keep the keys in step; the eager shell passes a
 * loader instead of the object.
 */
export function registerTranslations(
  ns: string,
  resources: { 'zh-CN': object; 'zh-TW': object | Loader },
): void {
  i18n.addResourceBundle('zh-CN', ns, resources['zh-CN'], true, true);
  const zhTW = resources['zh-TW'];
  if (typeof zhTW === 'function') pendingZhTW.set(ns, zhTW as Loader);
  else i18n.addResourceBundle('zh-TW', ns, zhTW, true, true);
}

registerTranslations('common', {
  'zh-CN': commonZhCN,
  'zh-TW': () => import('./common-zh-tw.ts').then((m) => m.commonZhTW),
});

/** `t` bound to a namespace; re-renders on language change. */
export function useT(ns = 'common') {
  return useTranslation(ns).t;
}

/** Translate outside React (API client, dialogs opened from plain functions). */
export function tr(key: string, ns = 'common'): string {
  return i18n.t(key, { ns });
}
