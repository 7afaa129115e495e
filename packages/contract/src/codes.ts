/**
 * The response code catalogue of SPEC §8.1 with the default messages of SPEC §8.2.
 * Both the server (to answer) and the web app (to react) import these; never use a bare number.
 */
export const Code = {
  Success: 6000,
  LoginExpired: 6001,
  InvalidCredentials: 6002,
  AccessDenied: 6003,
  NotFound: 6004,
  ServerError: 6005,
  BadGateway: 6006,
  InvalidParameter: 6007,
  IllegalParameter: 6008,
  DataExists: 6009,
  FileUploadFailure: 6010,
  FrequentSubmission: 6011,
  Warning: 6012,
  Maintenance: 6013,
  InvocationError: 6014,
  UnboundPhone: 6015,
  PhoneVerificationRequired: 6016,
  PhoneVerificationRequired2: 6017,
  GraphicCaptchaRequired: 6021,
  SliderCaptchaRequired: 6022,
  IpNotPassed: 6025,
  DeviceNotPassed: 6026,
  DeviceAndIpNotPassed: 6027,
  LongTimeNotLoggedIn: 6028,
  RiskyLogin: 6029,
  ContactCustomerService: 6030,
  RegionLimited: 6031,
  RegionWarning: 6032,
  IpRestricted: 6033,
  MaxPhoneAttempts: 6034,
  AuthenticationRequired: 6035,
  AuthenticationCodeError: 6036,
  AuthenticationLocked: 6037,
  AuthenticationCodeExpired: 6038,
  TooManyDevices: 6039,
  SixtySecondLimit: 6066,
  WalletTokenExpired: 6099,
  PasswordCheckFailure: 6100,
  LockingUnavailable: 6110,
  WithdrawalProtectionConfigError: 6111,
  ParameterError: 6301,
  UidVerificationError: 6302,
  NoData: 6303,
  SystemUnderMaintenance: 6316,
  SystemBusy: 6317,
  EbbqError: 6318,
  Testing: 6366,
  SystemAbnormal: 6399,
  VenueActivity: 6413,
  VenueUnderMaintenance: 6415,
  BindRealName: 6449,
  PopupNotPrompted: 6500,
  SuspendedWithPopup: 6501,
  SuspendedWithoutPopup: 6502,
} as const;

export type CodeName = keyof typeof Code;
export type ResponseCode = (typeof Code)[CodeName];

/** SPEC §8.2's default messages, in the site's source language (zh-CN). */
export const DefaultMessage = {
  success: '成功',
  glitch: '服务出了点小差，请稍后再试',
  loginAgain: '请重新登录',
  uploadFailed: '文件上传失败',
  parameterError: '请求参数错误',
  denied: '请求被拒绝',
  frequent: '请勿频繁提交',
  maintenance: '系统维护中',
  notFound: '数据不存在',
  illegal: '非法请求',
} as const;

/** The message a code carries when the server has nothing more specific to say. */
export const codeMessages: Record<ResponseCode, string> = {
  6000: DefaultMessage.success,
  6001: DefaultMessage.loginAgain,
  6002: '用户名或密码错误',
  6003: DefaultMessage.denied,
  6004: DefaultMessage.notFound,
  6005: DefaultMessage.glitch,
  6006: DefaultMessage.glitch,
  6007: DefaultMessage.parameterError,
  6008: DefaultMessage.illegal,
  6009: '数据已存在',
  6010: DefaultMessage.uploadFailed,
  6011: DefaultMessage.frequent,
  6012: '操作存在风险，请确认后再试',
  6013: DefaultMessage.maintenance,
  6014: DefaultMessage.glitch,
  6015: '请先绑定手机号',
  6016: '请先完成手机验证',
  6017: '请先完成手机验证',
  6021: '请输入图形验证码',
  6022: '请完成滑动验证',
  6025: '当前IP需要验证，请完成手机验证',
  6026: '当前设备需要验证，请完成手机验证',
  6027: '当前设备和IP需要验证，请完成手机验证',
  6028: '您已长时间未登录，请完成手机验证',
  6029: '本次登录存在风险，请完成手机验证',
  6030: '请联系客服',
  6031: '您所在的地区暂不提供服务',
  6032: '您所在的地区存在访问限制',
  6033: '您的IP已被限制访问',
  6034: '手机号验证次数过多，请稍后再试',
  6035: '请先完成身份验证',
  6036: '验证码错误',
  6037: '密码错误次数过多，账号已锁定，请15分钟后再试',
  6038: '验证码已过期，请重新获取',
  6039: '登录设备过多',
  6066: '60秒内只能获取一次验证码',
  6099: '钱包令牌已过期，请重新登录',
  6100: '密码校验失败',
  6110: '锁定功能暂不可用',
  6111: '取款保护配置错误',
  6301: DefaultMessage.parameterError,
  6302: '数据异常，请重新进入游戏',
  6303: '暂无数据',
  6316: DefaultMessage.maintenance,
  6317: '系统繁忙，请稍后再试',
  6318: DefaultMessage.glitch,
  6366: '测试中',
  6399: '系统异常，请稍后再试',
  6413: '场馆活动进行中',
  6415: '场馆维护中',
  6449: '请先绑定真实姓名',
  6500: '',
  6501: '登录注册已暂停',
  6502: '登录注册已暂停',
};

/**
 * 6037 at login: how long the lock still holds, in whole minutes rounded up (never 0), so a member who
 * comes back 10 minutes into a 15-minute lock is told 5, not 15 again.
 */
export const loginLockedMessage = (msLeft: number): string =>
  `密码错误次数过多，账号已锁定，请${Math.max(1, Math.ceil(msLeft / 60_000))}分钟后再试`;

/** Codes that a login answers when the member must pass new-device verification (SPEC §8.3). */
export const newDeviceCodes: readonly ResponseCode[] = [
  Code.IpNotPassed,
  Code.DeviceNotPassed,
  Code.DeviceAndIpNotPassed,
  Code.LongTimeNotLoggedIn,
  Code.RiskyLogin,
];

/** Codes returned as values rather than errors: the caller shows a captcha (SPEC §8.3). */
export const captchaCodes: readonly ResponseCode[] = [
  Code.GraphicCaptchaRequired,
  Code.SliderCaptchaRequired,
];

/**
 * Answers that do not settle a money-moving request (DESIGN §5): the server frees its idempotency key for
 * a retry of the same request (an unexpected error, a busy system), or the first attempt under the key is
 * still running (a duplicate that waited for it). The client keeps the key for the retry.
 */
export const retrySameKeyCodes: readonly ResponseCode[] = [
  Code.ServerError,
  Code.FrequentSubmission,
  Code.SystemBusy,
];
