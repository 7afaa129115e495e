import { registerTranslations } from '../../shared/i18n/index.ts';
import { authZhCN, authZhTW } from './i18n-strings.ts';

registerTranslations('auth', { 'zh-CN': authZhCN, 'zh-TW': authZhTW });
