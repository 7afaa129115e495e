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
} as const;

const op = '/op/api/v1';
export const OperatorPath = {
  login: `${op}/auth/login`,
  me: `${op}/auth/me`,
  membersList: `${op}/members/list`,
  membersFreeze: `${op}/members/freeze`,
  membersUnfreeze: `${op}/members/unfreeze`,
  siteSet: `${op}/site/set`,
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
} as const;

/** SPEC §7's optional safe transport: prefixed path, timestamp and signature headers, encrypted body. */
export const SAFE_PREFIX = '/safe';
export const SafeHeader = {
  timestamp: 'x-timestamp',
  sign: 'x-sign',
} as const;
