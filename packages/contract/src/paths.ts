/** Every HTTP path of SPEC §7 that exists so far. Both sides import these; never write a path literal. */
const user = '/site/api/v1/user';
const site = '/site/api/v1';

export const UserPath = {
  login: `${user}/login`,
  register: `${user}/register`,
  geeChallenge: `${user}/member/geeChallenge`,
  validateGeeCheck: `${user}/member/validateGeeCheck`,
  defaultKaptcha: `${user}/register/defaultKaptcha`,
  logout: `${user}/logout`,
  memberInfo: `${user}/member/info`,
  memberJwt: `${user}/member/jwt`,
  bindOther: `${user}/member/bindOther`,
  bindEmail: `${user}/member/bindEmail`,
  bindPhone: `${user}/bindPhone`,
  bindPassword: `${user}/bindPassword`,
  bindPasswordByPhone: `${user}/bindPasswordByPhone`,
  bindPasswordByEmail: `${user}/bindPasswordByEmail`,
  sendCodeOne: `${user}/sendCode/one`,
  sendCodeTwo: `${user}/sendCode/two`,
  withdrawPwdSet: `${user}/withdrawal/pwd/set`,
  withdrawPwdReset: `${user}/withdrawal/pwd/reset`,
  withdrawPwdEmailCheck: `${user}/withdrawal/pwd/emailCheck`,
  avatarList: `${user}/avatarList`,
  addAvatar: `${user}/addAvatar`,
  uploadImage: `${user}/upload/uploadImage`,
  bindFromDeposit: `${user}/bindFromDeposit`,
  forgetByPhoneOne: `${user}/forgetByPhone/one`,
  forgetByPhoneTwo: `${user}/forgetByPhone/two`,
  forgetByPhoneThree: `${user}/forgetByPhone/three`,
  forgetByEmailOne: `${user}/forgetByEmail/one`,
  forgetByEmailTwo: `${user}/forgetByEmail/two`,
  forgetByEmailThree: `${user}/forgetByEmail/three`,
} as const;

export const SitePath = {
  countryArea: `${site}/site/countryArea/queryCountryArea`,
  singleDataDecryption: `${site}/site/common/singleDataDecryption`,
  myDiscountAd: `${site}/advertising/getMyDiscountAd`,
  navigationList: `${site}/advertising/navigationList`,
  noticeList: `${site}/advertising/queryNoticeListByPage`,
  onlineCustomService: `${site}/configuration/onlinecustomservice`,
  preInfo: `${site}/configuration/preInfo`,
  sponsorContent: `${site}/advertising/sponsorContent`,
  letterUnread: `${site}/site/letter/getUnreadForType`,
  letterList: `${site}/site/letter/list`,
  letterRead: `${site}/site/letter/read`,
  letterDelete: `${site}/site/letter/delete`,
  letterOneKeyRead: `${site}/site/letter/onekeyRead`,
  /** Ours (SPEC names none): the help centre's menu and one page, Markdown with per-site overrides. */
  helpMenu: `${site}/help/menu`,
  helpPage: `${site}/help/page`,
  /** Ours: the information pages' content (download, agent, intro tutorial), per site and language. */
  sitePage: `${site}/site/page`,
} as const;

/** SPEC §7.2 feedback. */
export const FeedbackPath = {
  add: `${user}/feedback/addFeedBack`,
  unreadNum: `${user}/feedback/unreadNum`,
  memberBetList: `${user}/feedback/queryMemberBetList`,
  depositRewardConfigList: `${user}/feedback/querySiteDepositRewardConfigList`,
  list: `${user}/feedback/getFeedBackList`,
  info: `${user}/feedback/getFeedbackInfo`,
  remove: `${user}/feedback/delFeedback`,
} as const;

/** SPEC §7.6 chat history over HTTP, and the chat socket (SPEC §4, DESIGN §7). */
export const StreamPath = {
  history: '/stream/api/v1/history',
  /** Ours: the room list the chat panel shows. */
  rooms: '/stream/api/v1/rooms',
} as const;
export const ChatSocketPath = '/ws/chat';

const fd = '/fd/api/v1';
/** SPEC §7.5 funds, plus the payout-account management paths SPEC leaves unnamed (bankCard/*). */
export const FundsPath = {
  paymentTypes: `${fd}/payment/types`,
  pay: `${fd}/payment/pay`,
  depositOrderStatus: `${fd}/payment/getDepositOrderStatus`,
  closeOrder: `${fd}/payment/closeOrder`,
  createSignalCode: `${fd}/payment/createSignalCode`,
  customerInfo: `${fd}/payment/getCustomerInfo`,
  getBalance: `${fd}/transfer/getBalance`,
  utcTransfer: `${fd}/transfer/utcTransfer`,
  transferRate: `${fd}/transfer/getTransferRate`,
  dealRecord: `${fd}/transactions/queryDealRecord`,
  vCurrencyList: `${fd}/vCurrency/list`,
  withdrawOrderInfo: `${fd}/withdraw/withdrawOrderInfo`,
  withdrawCfgList: `${fd}/withdraw/baseCfg/list`,
  withdrawInfo: `${fd}/withdraw/withdrawInfo`,
  usdtWithdrawInfo: `${fd}/withdraw/usdtWithdrawInfo`,
  withdrawNew: `${fd}/withdraw/new`,
  /** The caller's withdrawals, newest first (ours: SPEC names no list call). */
  withdrawList: `${fd}/withdraw/list`,
  /** GET */
  memberBanks: `${fd}/bankCard/queryMemberBanksInfoList`,
  /** GET */
  bankOptions: `${fd}/bankCard/withdraw/add/list`,
  addBankCard: `${fd}/bankCard/add`,
  addAlipay: `${fd}/bankCard/addAlipay`,
  addVirtualAddress: `${fd}/bankCard/addVirtual`,
  deleteAccount: `${fd}/bankCard/delete`,
  setDefaultAccount: `${fd}/bankCard/setDefault`,
  /**
   * The demo payment gateway's signed callback to us (server to server). Outside /fd/api/ on purpose: the
   * site's safe switch seals every SPA call there, and a PSP cannot speak that transport.
   */
  depositCallbackDemo: '/fd/notify/v1/payment/demo',
} as const;

const game = '/game/api/v1';
/** SPEC §7.6 venue calls: wallets, launch, the sportsbook's resource call, bet records, the hot strip. */
export const GamePath = {
  allBalance: `${game}/venue/allBalance`,
  recycle: `${game}/venue/recycle`,
  transfer: `${game}/venue/transfer`,
  venueInfoByCategory: `${game}/venue/getVenueInfoByCategory`,
  balance: `${game}/venue/balance`,
  setAutoTransferStatus: `${game}/status/setAutoTransferStatus`,
  launch: `${game}/venue/launch`,
  resource: `${game}/venue/resource`,
  betRecordList: `${game}/record/betRecordList`,
  betRecordTotal: `${game}/record/betRecordTotal`,
  /** The home page's hot matches strip (public). */
  hotLive: `${game}/video/hotLive/matchDetail`,
} as const;

/** The sportsbook's odds and scores socket (DESIGN §7). */
export const SportsSocketPath = '/ws/sports';

/** The demo payment gateway's player page (served by the same server, like a PSP's hosted page). */
export const DemoPayPath = {
  page: '/demo-pay',
  api: '/demo-pay/api',
} as const;

/** The demo game provider's remote wallet API (spoken to over HTTP like any provider). */
export const DemoProviderPath = '/demo-provider';

const op = '/op/api/v1';
export const OperatorPath = {
  login: `${op}/auth/login`,
  me: `${op}/auth/me`,
  membersList: `${op}/members/list`,
  membersFreeze: `${op}/members/freeze`,
  membersUnfreeze: `${op}/members/unfreeze`,
  siteSet: `${op}/site/set`,
  walletCredit: `${op}/wallet/credit`,
  walletDebit: `${op}/wallet/debit`,
  ledgerCheck: `${op}/ledger/check`,
  withdrawalsList: `${op}/withdrawals/list`,
  withdrawalsApprove: `${op}/withdrawals/approve`,
  withdrawalsReject: `${op}/withdrawals/reject`,
  matchesList: `${op}/matches/list`,
  matchesScore: `${op}/matches/score`,
  matchesFinish: `${op}/matches/finish`,
  matchesVoid: `${op}/matches/void`,
  ticketsList: `${op}/tickets/list`,
  messagesSend: `${op}/messages/send`,
  noticesList: `${op}/notices/list`,
  noticesAdd: `${op}/notices/add`,
  noticesRemove: `${op}/notices/remove`,
  feedbackList: `${op}/feedback/list`,
  feedbackReply: `${op}/feedback/reply`,
  chatRooms: `${op}/chat/rooms`,
  chatMute: `${op}/chat/mute`,
  chatBlock: `${op}/chat/block`,
  chatClear: `${op}/chat/clear`,
  chatWords: `${op}/chat/words`,
  chatRoomSet: `${op}/chat/room/set`,
  chatNotify: `${op}/chat/notify`,
  helpSet: `${op}/help/set`,
} as const;

/** Development-only helpers (absent when NODE_ENV=production). */
export const DevPath = {
  outbox: '/dev/outbox',
  captcha: '/dev/captcha',
} as const;

export const HealthPath = '/health';

/** Request headers of SPEC §7. */
export const Header = {
  client: 'client',
  version: 'version',
  token: 'token',
  uuid: 'uuid',
  requestId: 'x-request-id',
  siteId: 'x-site-id',
  xCode: 'x-code',
  language: 'language',
  idempotencyKey: 'idempotency-key',
} as const;

/** SPEC §7's optional safe transport: prefixed path, timestamp and signature headers, encrypted body. */
export const SAFE_PREFIX = '/safe';
export const SafeHeader = {
  timestamp: 'x-timestamp',
  sign: 'x-sign',
} as const;
