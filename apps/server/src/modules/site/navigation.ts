/**
 * SPEC §2.4's top-level categories with the routes of SPEC §2.1/§2.2. `customer` points at the help
 * centre's customer-service page; the web opens the service URL from there after the security warning.
 * `venture` is the partnership (合营) programme, i.e. the /agent page.
 */
export const NAVIGATION: readonly { code: string; name: string; path: string }[] = [
  { code: 'home', name: '首页', path: '/' },
  { code: 'sport', name: '体育', path: '/game/sport' },
  { code: 'egame', name: '电子', path: '/game/egame' },
  { code: 'realbet', name: '真人', path: '/game/realbet' },
  { code: 'lottery', name: '彩票', path: '/game/lottery' },
  { code: 'chess', name: '棋牌', path: '/game/chess' },
  { code: 'gaming', name: '电竞', path: '/game/gaming' },
  { code: 'fish', name: '捕鱼', path: '/game/fishing' },
  { code: 'customer', name: '客服', path: '/app/help/zxkf' },
  { code: 'venture', name: '合营', path: '/agent' },
  { code: 'sponsor', name: '赞助', path: '/sponsor' },
  { code: 'discount', name: '优惠', path: '/activity/discount' },
  { code: 'app', name: 'APP下载', path: '/download' },
  { code: 'saveMoney', name: '存款', path: '/mine/savemoney' },
  { code: 'transferMoney', name: '转账', path: '/mine/transfermoney' },
  { code: 'takeMoney', name: '取款', path: '/mine/takemoney' },
  { code: 'profile', name: '个人资料', path: '/mine/userinfo' },
  { code: 'vip', name: 'VIP', path: '/mine/vip' },
  { code: 'welfare', name: '福利中心', path: '/mine/welfare' },
  { code: 'betRecord', name: '投注记录', path: '/mine/betRecord' },
  { code: 'tradeRecord', name: '交易记录', path: '/mine/transRecord' },
  { code: 'message', name: '消息中心', path: '/mine/message' },
];

/** Each category's icon is an SVG in the brand folder: brands/<id>/icon-<code in kebab case>.svg. */
export const navigationIcon = (siteId: string, code: string): string =>
  `/assets/brand/${siteId}/icon-${code.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.svg`;
