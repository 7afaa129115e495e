import { registerTranslations } from '../../shared/i18n/index.ts';
import { withdrawZhCN, withdrawZhTW } from './i18n-strings.ts';

export const WITHDRAW_NS = 'withdraw';

registerTranslations(WITHDRAW_NS, { 'zh-CN': withdrawZhCN, 'zh-TW': withdrawZhTW });
