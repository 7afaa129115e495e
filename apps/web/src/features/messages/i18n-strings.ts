/** Same keys, every leaf a string: the zh-TW object is checked against the zh-CN source. */
type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

/**
 * The 'messages' namespace (/mine/message). zh-TW is written for Taiwan readers: 訊息、則、回饋、
 * 標為已讀、重新整理、復原.
 */
export const messagesZhCN = {
  title: '消息中心',
  subtitle: '平台通知、活动优惠、网站公告、赛事提醒与反馈回复',
  tab: {
    all: '全部',
    notice: '通知',
    activity: '活动',
    bulletin: '公告',
    match: '赛事',
    fd: '反馈',
  },
  unreadCount: '{{count}} 条未读',
  noUnread: '没有未读消息',
  readAll: '一键已读',
  readAllDone: '已全部标记为已读',
  unread: '未读',
  delete: '删除',
  deleteConfirm: '确定删除这条消息吗？',
  deleteHint: '删除后无法恢复',
  deleted: '消息已删除',
  ok: '确定',
  cancel: '取消',
  close: '关闭',
  empty: '暂无消息',
  emptyType: '暂无{{type}}消息',
  emptyHint: {
    all: '平台通知、活动优惠、网站公告、赛事提醒和反馈回复会第一时间送到这里',
    notice: '存取款到账、审核结果和注单结算等通知会送到这里',
    activity: '优惠活动的通知会发布在这里',
    bulletin: '网站公告和维护通知会发布在这里',
    match: '赛事调整、赛程变动等提醒会发布在这里',
    fd: '客服回复您的意见反馈后会通知到这里',
  },
  loadFailed: '消息加载失败',
  retry: '刷新',
  count: '共 {{total}} 条',
  sender: {
    system: '系统消息',
    operator: '官方客服',
  },
  broadcast: '全站',
};

export const messagesZhTW: Strings<typeof messagesZhCN> = {
  title: '訊息中心',
  subtitle: '平台通知、活動優惠、網站公告、賽事提醒與意見回饋的回覆',
  tab: {
    all: '全部',
    notice: '通知',
    activity: '活動',
    bulletin: '公告',
    match: '賽事',
    fd: '回饋',
  },
  unreadCount: '{{count}} 則未讀',
  noUnread: '沒有未讀訊息',
  readAll: '全部標為已讀',
  readAllDone: '已全部標為已讀',
  unread: '未讀',
  delete: '刪除',
  deleteConfirm: '確定要刪除這則訊息嗎？',
  deleteHint: '刪除後將無法復原',
  deleted: '訊息已刪除',
  ok: '確定',
  cancel: '取消',
  close: '關閉',
  empty: '目前沒有訊息',
  emptyType: '目前沒有{{type}}訊息',
  emptyHint: {
    all: '平台通知、活動優惠、網站公告、賽事提醒與回饋回覆會第一時間送達這裡',
    notice: '存提款到帳、審核結果與注單結算等通知會送達這裡',
    activity: '優惠活動的通知會發布在這裡',
    bulletin: '網站公告與維護通知會發布在這裡',
    match: '賽事調整、賽程異動等提醒會發布在這裡',
    fd: '客服回覆您的意見回饋後會通知到這裡',
  },
  loadFailed: '訊息載入失敗',
  retry: '重新整理',
  count: '共 {{total}} 則',
  sender: {
    system: '系統訊息',
    operator: '官方客服',
  },
  broadcast: '全站',
};
