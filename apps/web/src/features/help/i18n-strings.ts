/** Help centre strings. zh-TW uses Taiwan wording (幫助中心、線上客服、聯絡). */
export const helpZhCN = {
  title: '帮助中心',
  menu: '帮助目录',
  loadFailed: '内容加载失败，请稍后重试',
  retry: '重新加载',
  updatedAt: '本站更新于 {{time}}',
  contactTitle: '需要人工帮助？',
  contactDesc: '在线客服 7×24 小时为您服务。点击后会先显示安全提醒，确认后打开客服窗口。',
  contactButton: '联系在线客服',
  chooseTopic: '选择主题',
};

export const helpZhTW: typeof helpZhCN = {
  title: '幫助中心',
  menu: '幫助目錄',
  loadFailed: '內容載入失敗，請稍後再試',
  retry: '重新載入',
  updatedAt: '本站更新於 {{time}}',
  contactTitle: '需要真人協助？',
  contactDesc: '線上客服 7×24 小時為您服務。點選後會先顯示安全提醒，確認後開啟客服視窗。',
  contactButton: '聯絡線上客服',
  chooseTopic: '選擇主題',
};
