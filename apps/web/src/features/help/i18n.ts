import { registerTranslations } from '../../shared/i18n/index.ts';
import { helpZhCN, helpZhTW } from './i18n-strings.ts';

export const HELP_NS = 'help';
registerTranslations(HELP_NS, { 'zh-CN': helpZhCN, 'zh-TW': helpZhTW });
