import { registerTranslations } from '../i18n/index.ts';

/** The 'balance' namespace: the few words every balance display shares (header, wallet, deposit, withdraw). */
const zhCN = {
  centerWallet: '中心钱包',
  refresh: '刷新余额',
  refreshing: '刷新中...',
  lockMoney: '冻结金额',
  pending: '待确认',
};

const zhTW: typeof zhCN = {
  centerWallet: '中心錢包',
  refresh: '重新整理餘額',
  refreshing: '更新中...',
  lockMoney: '凍結金額',
  pending: '待確認',
};

export const BALANCE_NS = 'balance';
registerTranslations(BALANCE_NS, { 'zh-CN': zhCN, 'zh-TW': zhTW });
