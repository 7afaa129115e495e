import { registerTranslations } from '../../shared/i18n/index.ts';
import { walletZhCN, walletZhTW } from './i18n-strings.ts';

export const WALLET_NS = 'wallet';
registerTranslations(WALLET_NS, { 'zh-CN': walletZhCN, 'zh-TW': walletZhTW });
