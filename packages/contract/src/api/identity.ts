import { z } from 'zod';
import { RuleMessage } from '../rules/messages.ts';
import { CalendarDateSchema, formText, Md5Schema, text } from './common.ts';

/** SPEC §5's words for the identity forms' required fields. */
const loginName = formText(30, {
  required: RuleMessage.usernameRequired,
  tooLong: RuleMessage.usernameFormat,
});
const forgotName = formText(30, {
  required: RuleMessage.forgotUsernameRequired,
  tooLong: RuleMessage.forgotUsernameRequired,
});
const phoneField = formText(11, { required: RuleMessage.phoneFormat, tooLong: RuleMessage.phoneFormat });
const emailField = formText(40, { required: RuleMessage.emailRequired, tooLong: RuleMessage.emailFormat });
const codeField = formText(30, { required: RuleMessage.codeRequired, tooLong: RuleMessage.codeRequired });

/** SPEC §3 login payload. `sendCodeNum` is the new-device SMS/voice code sent with kaptchcate 99. */
export const LoginRequestSchema = z.object({
  isAgent: z.literal(0).default(0),
  name: loginName,
  password: Md5Schema,
  kaptchcate: z.number().int().min(0).max(99),
  codeId: text(200).optional(),
  code: text(2000).optional(),
  version: text(40).optional(),
  sendCodeNum: z
    .string()
    .regex(/^\d{6}$/, 'must be 6 digits')
    .optional(),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const LoginResponseSchema = z.object({ token: z.string(), userId: z.string() });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** Data of a 6025–6029 answer: the masked bound phone ('' when the member has none). */
export const LoginRiskDataSchema = z.object({ phoneNumber: z.string() });
export type LoginRiskData = z.infer<typeof LoginRiskDataSchema>;

/** SPEC §3 register payload. */
export const RegisterRequestSchema = z.object({
  name: loginName,
  password: Md5Schema,
  secondPassword: Md5Schema,
  kaptchcate: z.number().int().min(0).max(99),
  codeId: text(200).optional(),
  code: text(2000).optional(),
  domain: text(500).default(''),
  rCode: text(32).optional(),
  iCode: text(32).optional(),
});
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

/** `loginTicket` is spent by the automatic login with kaptchcate 99 (sent as codeId). */
export const RegisterResponseSchema = z.object({
  userId: z.string(),
  name: z.string(),
  loginTicket: z.string(),
});
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;

export const MemberInfoRequestSchema = z.object({ isPop: z.number().int().min(0).max(1).default(0) });

export const GenderSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]); // 0 unset, 1 male, 2 female

/** Sensitive fields arrive masked; the plain value comes from site/common/singleDataDecryption. */
export const MemberInfoSchema = z.object({
  userId: z.string(),
  name: z.string(),
  avatar: z.string(),
  bindPhone: z.boolean(),
  bindRealName: z.boolean(),
  bindEmail: z.boolean(),
  phone: z.string(),
  areaCode: z.string(),
  email: z.string(),
  realName: z.string(),
  birthday: z.string(),
  gender: GenderSchema,
  hasWithdrawPassword: z.boolean(),
  registerTime: z.string(),
  lastLoginTime: z.string(),
  vipLevel: z.number().int(),
  /** Pop-up notices to show once after login, present when isPop is 1. */
  pops: z.array(z.object({ id: z.string(), title: z.string(), content: z.string() })),
});
export type MemberInfo = z.infer<typeof MemberInfoSchema>;

export const MemberJwtResponseSchema = z.object({ jwt: z.string() });

/** Picture captcha (SPEC §3): an image and its one-use id. */
export const PictureCaptchaSchema = z.object({ image: z.string(), 'x-code': z.string() });
export type PictureCaptcha = z.infer<typeof PictureCaptchaSchema>;

/** Our self-hosted slider challenge: drag the piece into the gap of the background. */
export const SliderChallengeSchema = z.object({
  lot_number: z.string(),
  gen_time: z.string(),
  pass_token: z.string(),
  background: z.string(),
  piece: z.string(),
  pieceY: z.number(),
  width: z.number(),
  height: z.number(),
  pieceSize: z.number(),
});
export type SliderChallenge = z.infer<typeof SliderChallengeSchema>;

/** `captcha_output` is base64 of JSON `{ x, trace: [[x, y, ms], ...] }`; validate_way is 'slide'. */
export const SliderCheckRequestSchema = z.object({
  lot_number: text(64).min(1),
  captcha_output: text(20_000).min(1),
  pass_token: text(200).min(1),
  gen_time: text(20).min(1),
  validate_way: z.literal('slide'),
});
export type SliderCheckRequest = z.infer<typeof SliderCheckRequestSchema>;

/** A passed slider gives the codeId/code pair to send with login, register or send-code. */
export const SliderCheckResponseSchema = z.object({ codeId: z.string(), code: z.string() });
export type SliderCheckResponse = z.infer<typeof SliderCheckResponseSchema>;

export const SliderTraceSchema = z.object({
  x: z.number(),
  trace: z.array(z.tuple([z.number(), z.number(), z.number()])).max(2000),
});
export type SliderTrace = z.infer<typeof SliderTraceSchema>;

/** Send-code `type` (SPEC §3: 2 reset, 3 new device; 1 is ours: binding a phone or e-mail while logged in). */
export const SendCodeType = { bind: 1, reset: 2, newDevice: 3 } as const;
/** Send-code `cate`: 0 SMS, 1 e-mail, 2 voice call. */
export const SendCodeCate = { sms: 0, email: 1, voice: 2 } as const;

const sendCodeCommon = {
  type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  cate: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  version: text(40).optional(),
  kaptchcate: z.number().int().min(0).max(99).optional(),
  imageCode: text(20).optional(),
  /** Area code for phone targets, default +86. */
  areaCode: text(8).optional(),
};

/**
 * sendCode/one, the hashed form: `SendCodeNum` is md5 of the phone number or lower-cased e-mail; the
 * server matches it against the member's bound contact (or the bind target) so the number never travels.
 * For type 1 the plain target goes in `target` because it is not bound yet.
 */
export const SendCodeOneRequestSchema = z.object({
  SendCodeNum: Md5Schema,
  SendName: text(30).default(''),
  codeId: text(200).optional(),
  target: text(60).optional(),
  ...sendCodeCommon,
});
export type SendCodeOneRequest = z.infer<typeof SendCodeOneRequestSchema>;

/** sendCode/two, the encrypted form: each V2 field is RSA-OAEP(SHA-256) with preInfo's `sendCodeKey`, base64. */
export const SendCodeTwoRequestSchema = z.object({
  sendCodeNumV2: text(1024).min(1),
  sendNameV2: text(1024).default(''),
  codeIdV2: text(1024).optional(),
  ...sendCodeCommon,
});
export type SendCodeTwoRequest = z.infer<typeof SendCodeTwoRequestSchema>;

/** Both send-code forms answer how long until another code may be requested. */
export const SendCodeResponseSchema = z.object({ resendAfter: z.number().int() });

export const ForgetByPhoneOneSchema = z.object({
  phone: phoneField,
  areaCode: text(8).default('+86'),
  name: forgotName,
});
export const ForgetByPhoneTwoSchema = ForgetByPhoneOneSchema.extend({ code: codeField });
export const ForgetByPhoneThreeSchema = ForgetByPhoneTwoSchema.extend({
  password: Md5Schema,
  secondPassword: Md5Schema,
});
export const ForgetByEmailOneSchema = z.object({ email: emailField, name: forgotName });
export const ForgetByEmailTwoSchema = ForgetByEmailOneSchema.extend({ code: codeField });
export const ForgetByEmailThreeSchema = ForgetByEmailTwoSchema.extend({
  password: Md5Schema,
  secondPassword: Md5Schema,
});
/** Step one answers the masked contact the code will go to. */
export const ForgetStepResponseSchema = z.object({ masked: z.string() });

export const BindPhoneRequestSchema = z.object({
  phone: phoneField,
  areaCode: text(8).default('+86'),
  code: codeField,
});
export const BindEmailRequestSchema = z.object({ email: emailField, code: codeField });
export const BindPasswordRequestSchema = z.object({
  oldPassword: Md5Schema,
  password: Md5Schema,
  secondPassword: Md5Schema,
});
export const BindPasswordByCodeRequestSchema = z.object({
  code: codeField,
  password: Md5Schema,
  secondPassword: Md5Schema,
});
export const BindOtherRequestSchema = z
  .object({
    realName: text(30).optional(),
    birthday: CalendarDateSchema.optional(),
    gender: GenderSchema.optional(),
  })
  .refine((v) => v.realName !== undefined || v.birthday !== undefined || v.gender !== undefined, {
    message: 'nothing to bind',
  });
export type BindOtherRequest = z.infer<typeof BindOtherRequestSchema>;

/** The withdrawal (second) password: 6 digits, md5-hashed by the client like every password. */
export const WithdrawPwdSetRequestSchema = z.object({ password: Md5Schema, secondPassword: Md5Schema });
export const WithdrawPwdResetRequestSchema = z.object({
  way: z.enum(['phone', 'email']),
  code: codeField,
  password: Md5Schema,
  secondPassword: Md5Schema,
});
export const WithdrawPwdEmailCheckRequestSchema = z.object({ code: codeField });

export const AvatarSchema = z.object({ id: z.string(), url: z.string() });
export const AvatarListResponseSchema = z.array(AvatarSchema);
/** Choose a stock avatar by id, or one uploaded with upload/uploadImage by its url. */
export const AddAvatarRequestSchema = z
  .object({ avatarId: text(40).optional(), url: text(300).optional() })
  .refine((v) => Boolean(v.avatarId) !== Boolean(v.url), { message: 'give exactly one of avatarId or url' });
export const UploadImageResponseSchema = z.object({ url: z.string() });
