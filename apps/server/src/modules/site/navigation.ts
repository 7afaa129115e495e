/**
 * SPEC §2.4's top-level categories with the routes of SPEC §2.1/§2.2. `customer` points at the help
 * centre's customer-service page; the web opens the service URL from there after the security warning.
 * `venture` is the partnership (合营) programme, i.e. the /agent page. `name` is zh-CN, `zhTW` the
 * Traditional name with Taiwan wording (存款 as the web's zh-TW strings say, 提款, 紀錄, 訊息); each name is the page's own title.
 */
export const NAVIGATION: readonly { code: string; name: string; path: string; zhTW: string }[] = [
  { code: 'home', name: '首页', path: '/', zhTW: '首頁' },
  { code: 'sport', name: '体育', path: '/game/sport', zhTW: '體育' },
  { code: 'egame', name: '电子', path: '/game/egame', zhTW: '電子' },
  { code: 'realbet', name: '真人', path: '/game/realbet', zhTW: '真人' },
  { code: 'lottery', name: '彩票', path: '/game/lottery', zhTW: '彩票' },
  { code: 'chess', name: '棋牌', path: '/game/chess', zhTW: '棋牌' },
  { code: 'gaming', name: '电竞', path: '/game/gaming', zhTW: '電競' },
  { code: 'fish', name: '捕鱼', path: '/game/fishing', zhTW: '捕魚' },
  { code: 'customer', name: '客服', path: '/app/help/zxkf', zhTW: '客服' },
  { code: 'venture', name: '合营', path: '/agent', zhTW: '合營' },
  { code: 'sponsor', name: '赞助', path: '/sponsor', zhTW: '贊助' },
  { code: 'discount', name: '优惠', path: '/activity/discount', zhTW: '優惠' },
  { code: 'app', name: 'APP下载', path: '/download', zhTW: 'APP下載' },
  { code: 'saveMoney', name: '存款', path: '/mine/savemoney', zhTW: '存款' },
  { code: 'transferMoney', name: '额度转换', path: '/mine/transfermoney', zhTW: '額度轉換' },
  { code: 'takeMoney', name: '取款', path: '/mine/takemoney', zhTW: '提款' },
  { code: 'profile', name: '个人资料', path: '/mine/userinfo', zhTW: '個人資料' },
  { code: 'vip', name: 'VIP', path: '/mine/vip', zhTW: 'VIP' },
  { code: 'welfare', name: '福利中心', path: '/mine/welfare', zhTW: '福利中心' },
  { code: 'betRecord', name: '投注记录', path: '/mine/betRecord', zhTW: '投注紀錄' },
  { code: 'tradeRecord', name: '交易记录', path: '/mine/transRecord', zhTW: '交易紀錄' },
  { code: 'message', name: '消息中心', path: '/mine/message', zhTW: '訊息中心' },
];

/** Each category's icon is an SVG in the brand folder: brands/<id>/icon-<code in kebab case>.svg. */
export const navigationIcon = (siteId: string, code: string): string =>
  `/assets/brand/${siteId}/icon-${code.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.svg`;
