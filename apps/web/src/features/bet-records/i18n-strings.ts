import { betResultTextsIn } from '@qilin/sportsbook';

/** Same keys, every leaf a string: the zh-TW object is checked against the zh-CN source. */
type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

/** The 'betRecords' namespace (/mine/betRecord). zh-TW: 注單、紀錄、派彩、兌現. */
export const betRecordsZhCN = {
  title: '注单记录',
  subtitle: '体育注单的投注、结算与提前结算',
  filter: { all: '全部', unsettled: '未结算', settled: '已结算' },
  allSports: '全部体育',
  range: '投注时间',
  preset: { today: '今天', '7d': '近7天', '30d': '近30天' },
  totals: {
    count: '共 {{count}} 笔',
    stake: '投注金额',
    validStake: '有效投注',
    payout: '派彩',
    winLoss: '输赢',
  },
  col: {
    time: '投注时间',
    ticket: '注单号',
    detail: '投注内容',
    odds: '赔率',
    payout: '派彩',
    winLoss: '输赢',
    result: '结果',
  },
  type: { single: '单注', parlay: '串关', outright: '冠军' },
  parlayOf: '{{legs}} 串 1',
  live: '滚球',
  scoreAtBet: '投注时比分 {{score}}',
  finalScore: '赛果 {{score}}',
  // One wording of the results with the settlement letters (@qilin/sportsbook's BetResultText).
  result: betResultTextsIn('zh-CN'),
  status: {
    confirming: '确认中',
    accepted: '未结算',
    rejected: '投注失败',
    settled: '已结算',
    cancelled: '已取消',
    cashed_out: '已提前结算',
  },
  refunded: '已退还 {{amount}}',
  empty: '暂无注单',
  loadFailed: '注单加载失败',
  retry: '重试',
};

export const betRecordsZhTW: Strings<typeof betRecordsZhCN> = {
  title: '注單紀錄',
  subtitle: '體育注單的投注、結算與提前兌現',
  filter: { all: '全部', unsettled: '未結算', settled: '已結算' },
  allSports: '全部運動',
  range: '投注時間',
  preset: { today: '今天', '7d': '近7天', '30d': '近30天' },
  totals: {
    count: '共 {{count}} 筆',
    stake: '投注金額',
    validStake: '有效投注',
    payout: '派彩',
    winLoss: '輸贏',
  },
  col: {
    time: '投注時間',
    ticket: '注單號',
    detail: '投注內容',
    odds: '賠率',
    payout: '派彩',
    winLoss: '輸贏',
    result: '結果',
  },
  type: { single: '單注', parlay: '串關', outright: '冠軍' },
  parlayOf: '{{legs}} 串 1',
  live: '滾球',
  scoreAtBet: '投注時比分 {{score}}',
  finalScore: '賽果 {{score}}',
  result: betResultTextsIn('zh-TW'),
  status: {
    confirming: '確認中',
    accepted: '未結算',
    rejected: '投注失敗',
    settled: '已結算',
    cancelled: '已取消',
    cashed_out: '已提前兌現',
  },
  refunded: '已退還 {{amount}}',
  empty: '暫無注單',
  loadFailed: '注單載入失敗',
  retry: '重試',
};
