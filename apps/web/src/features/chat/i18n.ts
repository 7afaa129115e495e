import { registerTranslations } from '../../shared/i18n/index.ts';
import { chatZhCN, chatZhTW } from './i18n-strings.ts';

export const CHAT_NS = 'chat';
registerTranslations(CHAT_NS, { 'zh-CN': chatZhCN, 'zh-TW': chatZhTW });
