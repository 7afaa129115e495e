import { registerTranslations } from '../../shared/i18n/index.ts';
import { messagesZhCN, messagesZhTW } from './i18n-strings.ts';

export const MESSAGES_NS = 'messages';
registerTranslations(MESSAGES_NS, { 'zh-CN': messagesZhCN, 'zh-TW': messagesZhTW });
