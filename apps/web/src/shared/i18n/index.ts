export {
  currentLanguage,
  i18n,
  LANGUAGES,
  prepareFirstPaint,
  registerTranslations,
  setLanguage,
  tr,
  useT,
} from './i18n.ts';
export type { Language } from './i18n.ts';
