import { registerTranslations } from '../../shared/i18n/index.ts';
import { accessZhCN, accessZhTW } from './i18n-strings.ts';

export const ACCESS_NS = 'access';
registerTranslations(ACCESS_NS, { 'zh-CN': accessZhCN, 'zh-TW': accessZhTW });
