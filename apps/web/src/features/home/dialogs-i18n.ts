import { registerTranslations } from '../../shared/i18n/index.ts';
import { HOME_NS } from './i18n.ts';

/*
 * Words only the home dialogs use, merged into the home namespace when their lazy chunk loads: in i18n.ts
 * they would ride in the home route's first chunk, which sits at its 180 KB budget.
 */

const zhCN = {
  loadMore: '加载更多',
  noticeAll: '已显示全部 {{count}} 条公告',
};

const zhTW: typeof zhCN = {
  loadMore: '載入更多',
  noticeAll: '已顯示全部 {{count}} 則公告',
};

registerTranslations(HOME_NS, { 'zh-CN': zhCN, 'zh-TW': zhTW });
