import { registerTranslations } from '../../shared/i18n/index.ts';
import { recordsZhCN, recordsZhTW } from './i18n-strings.ts';

export const RECORDS_NS = 'records';
registerTranslations(RECORDS_NS, { 'zh-CN': recordsZhCN, 'zh-TW': recordsZhTW });
