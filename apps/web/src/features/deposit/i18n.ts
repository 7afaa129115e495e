import { registerTranslations } from '../../shared/i18n/index.ts';
import { depositZhCN, depositZhTW } from './i18n-strings.ts';

export const DEPOSIT_NS = 'deposit';

registerTranslations(DEPOSIT_NS, { 'zh-CN': depositZhCN, 'zh-TW': depositZhTW });
