import type { CommonStrings } from './common.ts';

/** The shared layer's zh-TW strings, loaded when a player picks zh-TW (not on the home route's budget). */
export const commonZhTW: CommonStrings = {
  tipsTitle: '溫馨提示',
  sure: '確定',
  cancel: '取消',
  close: '關閉',
  loginAgain: '請重新登入',
  goComplete: '前往完善',
  loginPrompt: '請先登入以了解更多',
  starting: '啟動中...',
  loading: '載入中...',
  network: '網路連線失敗，請檢查網路後再試一次',
  timeout: '請求逾時，請稍後再試',
  crashed: '發生了一點問題，請再試一次',
  csWarningTitle: '安全提醒',
  csWarning:
    '為保障您的帳號安全：客服人員不會以任何理由向您索取驗證碼、登入密碼或資金密碼，請勿向任何人透露。是否繼續聯絡線上客服？',
  csConfirm: '繼續聯絡客服',
  csFailed: '暫時無法連線線上客服，請稍後再試',
};
