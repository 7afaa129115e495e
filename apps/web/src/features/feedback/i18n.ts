import { registerTranslations } from '../../shared/i18n/index.ts';
import { feedbackZhCN, feedbackZhTW } from './i18n-strings.ts';

export const FEEDBACK_NS = 'feedback';
registerTranslations(FEEDBACK_NS, { 'zh-CN': feedbackZhCN, 'zh-TW': feedbackZhTW });
