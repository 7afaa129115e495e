import { registerTranslations } from '../../shared/i18n/index.ts';

const zhCN = {
  notice: '公告',
  noticeList: '最新公告',
  noNotice: '暂无公告，祝您游戏愉快',
  games: '热门游戏',
  promotions: '优惠活动',
  promotionsSub: '天天有惊喜，好礼送不停',
  noPromotions: '暂无优惠活动',
  details: '立即查看',
  promoHowTo: '参与方式：请联系在线客服，或查阅本活动的条款与规则。',
  promoContact: '联系在线客服',
  promoClose: '关闭',
  loadFailed: '加载失败',
  retry: '重试',
  prev: '上一张',
  next: '下一张',
  trust: {
    safeTitle: '安全保障',
    safeText: '全站加密传输，资金独立托管',
    fastTitle: '极速存取',
    fastText: '存款秒级到账，取款快速处理',
    serviceTitle: '7×24 客服',
    serviceText: '全天候在线，随时为您服务',
    responsibleTitle: '理性娱乐',
    responsibleText: '未满18周岁禁止参与',
  },
};

const zhTW: typeof zhCN = {
  notice: '公告',
  noticeList: '最新公告',
  noNotice: '目前沒有公告，祝您遊戲愉快',
  games: '熱門遊戲',
  promotions: '優惠活動',
  promotionsSub: '天天有驚喜，好禮送不停',
  noPromotions: '目前沒有優惠活動',
  details: '立即查看',
  promoHowTo: '參與方式：請聯絡線上客服，或查閱本活動的條款與規則。',
  promoContact: '聯絡線上客服',
  promoClose: '關閉',
  loadFailed: '載入失敗',
  retry: '重試',
  prev: '上一張',
  next: '下一張',
  trust: {
    safeTitle: '安全保障',
    safeText: '全站加密傳輸，資金獨立託管',
    fastTitle: '極速存提',
    fastText: '存款即時入帳，提款快速處理',
    serviceTitle: '7×24 客服',
    serviceText: '全天候線上，隨時為您服務',
    responsibleTitle: '理性娛樂',
    responsibleText: '未滿18歲禁止參與',
  },
};

export const HOME_NS = 'home';
registerTranslations(HOME_NS, { 'zh-CN': zhCN, 'zh-TW': zhTW });
