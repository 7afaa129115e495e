/** Information pages (download, sponsor, agent, intro tutorial). zh-TW uses Taiwan wording. */
export const infoZhCN = {
  download: {
    ios: 'iPhone 版',
    android: 'Android 版',
    scan: '使用手机相机扫码下载',
    open: '直接下载',
    unavailable: '即将上线，敬请期待',
    qrLabel: '{{platform}}下载二维码',
  },
  sponsor: {
    empty: '暂无赞助项目',
  },
  agent: {
    apply: '联系客服申请',
    applyHint: '申请由合营专员一对一处理，点击后会先显示安全提醒。',
  },
  intro: {
    steps: {
      register: '注册账户',
      bind: '绑定手机与姓名',
      deposit: '存款',
      transfer: '转账到场馆',
      bet: '投注',
      withdraw: '取款',
    },
    go: '前往',
  },
};

export const infoZhTW: typeof infoZhCN = {
  download: {
    ios: 'iPhone 版',
    android: 'Android 版',
    scan: '用手機相機掃描 QR Code 下載',
    open: '直接下載',
    unavailable: '即將推出，敬請期待',
    qrLabel: '{{platform}}下載 QR Code',
  },
  sponsor: {
    empty: '目前沒有贊助項目',
  },
  agent: {
    apply: '聯絡客服申請',
    applyHint: '申請由合營專員一對一處理，點選後會先顯示安全提醒。',
  },
  intro: {
    steps: {
      register: '註冊帳號',
      bind: '綁定手機與姓名',
      deposit: '存款',
      transfer: '轉帳到場館',
      bet: '投注',
      withdraw: '提款',
    },
    go: '前往',
  },
};
