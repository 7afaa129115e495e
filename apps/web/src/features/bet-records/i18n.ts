import { registerTranslations } from '../../shared/i18n/index.ts';
import { betRecordsZhCN, betRecordsZhTW } from './i18n-strings.ts';

export const BET_RECORDS_NS = 'betRecords';
registerTranslations(BET_RECORDS_NS, { 'zh-CN': betRecordsZhCN, 'zh-TW': betRecordsZhTW });
