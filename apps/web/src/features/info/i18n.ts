import { registerTranslations } from '../../shared/i18n/index.ts';
import { infoZhCN, infoZhTW } from './i18n-strings.ts';

export const INFO_NS = 'info';
registerTranslations(INFO_NS, { 'zh-CN': infoZhCN, 'zh-TW': infoZhTW });
