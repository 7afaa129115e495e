import { registerTranslations } from '../../shared/i18n/index.ts';
import { mineZhCN, mineZhTW } from './i18n-strings.ts';

registerTranslations('mine', { 'zh-CN': mineZhCN, 'zh-TW': mineZhTW });
