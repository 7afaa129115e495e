/**
 * Strings of the shared layer (dialogs, API client, formatting). zh-CN is the source; zh-TW is written
 * for Taiwan readers (登入/登出, 網路, 資訊, 帳號, 驗證碼, 客服人員), not converted character by character.
 */
export const commonZhCN = {
  tipsTitle: '温馨提示',
  sure: '确定',
  cancel: '取消',
  close: '关闭',
  loginAgain: '请重新登录',
  goComplete: '去完善',
  loginPrompt: '请先登录以了解更多',
  starting: '启动中...',
  loading: '加载中...',
  network: '网络连接失败，请检查网络后重试',
  timeout: '请求超时，请稍后再试',
  crashed: '出了点问题，请重试',
  csWarningTitle: '安全提示',
  csWarning:
    '为保障您的账户安全：客服人员不会以任何理由向您索取验证码、登录密码或资金密码，请勿向任何人透露。是否继续联系在线客服？',
  csConfirm: '继续联系客服',
  csFailed: '暂时无法连接在线客服，请稍后再试',
};

export type CommonStrings = typeof commonZhCN;
