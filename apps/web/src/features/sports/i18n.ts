import { registerTranslations } from '../../shared/i18n/index.ts';
import { sportsZhCN, sportsZhTW } from './i18n-strings.ts';

/** Public to other features that write sports words (the hot strip, the bet record). */
export const SPORTS_NS = 'sports';
registerTranslations(SPORTS_NS, { 'zh-CN': sportsZhCN, 'zh-TW': sportsZhTW });
