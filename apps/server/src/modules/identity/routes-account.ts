import {
  AddAvatarRequestSchema,
  BindEmailRequestSchema,
  BindOtherRequestSchema,
  BindPasswordByCodeRequestSchema,
  BindPasswordRequestSchema,
  BindPhoneRequestSchema,
  DecryptRequestSchema,
  MemberInfoRequestSchema,
  SitePath,
  UserPath,
  WithdrawPwdEmailCheckRequestSchema,
  WithdrawPwdResetRequestSchema,
  WithdrawPwdSetRequestSchema,
  EmptySchema,
} from '@qilin/contract';
import type { ModuleContext } from '../../platform/http/module-context.ts';
import type { IdentityServices } from './services.ts';

const tags = ['identity'];
/** Calls whose answer is just "done": the envelope carries data null. */
const done = (_: void): null => null;

/** The logged-in member's own account: info, JWT, bindings, passwords, avatar and uploads. */
export const registerAccountRoutes = (ctx: ModuleContext, s: IdentityServices) => {
  const { route } = ctx;
  route(UserPath.memberInfo, {
    body: MemberInfoRequestSchema,
    auth: 'member',
    tags,
    summary: 'The member profile with masked personal fields; isPop 1 adds one-time pop-ups',
    handler: ({ member, body, ctx: rc }) => s.profile.info(member, body.isPop, rc.language),
  });
  route(UserPath.memberJwt, {
    body: EmptySchema,
    auth: 'member',
    tags,
    summary: 'A 10-minute HS256 JWT for the chat login',
    handler: ({ member }) => s.profile.jwt(member),
  });
  route(SitePath.singleDataDecryption, {
    body: DecryptRequestSchema,
    auth: 'member',
    tags,
    summary: "The member's own plain real name, phone or e-mail as { d, v }",
    handler: ({ member, body }) => s.profile.decrypt(member, body),
  });
  route(UserPath.bindOther, {
    body: BindOtherRequestSchema,
    auth: 'member',
    tags,
    summary: 'Bind real name (once), birthday (once, 18+) and gender',
    handler: async ({ member, body }) => done(await s.profile.bindOther(member, body)),
  });
  route(UserPath.bindPhone, {
    body: BindPhoneRequestSchema,
    auth: 'member',
    tags,
    summary: 'Bind a phone with a type 1 code sent to it',
    handler: async ({ member, body, ctx: rc }) => done(await s.binding.bindPhone(member, body, rc)),
  });
  route(UserPath.bindEmail, {
    body: BindEmailRequestSchema,
    auth: 'member',
    tags,
    summary: 'Bind an e-mail with a type 1 code sent to it',
    handler: async ({ member, body, ctx: rc }) => done(await s.binding.bindEmail(member, body, rc)),
  });
  route(UserPath.bindPassword, {
    body: BindPasswordRequestSchema,
    auth: 'member',
    tags,
    summary: 'Change the login password with the old one; other sessions end',
    handler: async ({ member, body }) => done(await s.binding.bindPassword(member, body)),
  });
  route(UserPath.bindPasswordByPhone, {
    body: BindPasswordByCodeRequestSchema,
    auth: 'member',
    tags,
    summary: 'Change the login password with a type 2 code to the bound phone',
    handler: async ({ member, body, ctx: rc }) =>
      done(await s.binding.bindPasswordByCode(member, 'phone', body, rc)),
  });
  route(UserPath.bindPasswordByEmail, {
    body: BindPasswordByCodeRequestSchema,
    auth: 'member',
    tags,
    summary: 'Change the login password with a type 2 code to the bound e-mail',
    handler: async ({ member, body, ctx: rc }) =>
      done(await s.binding.bindPasswordByCode(member, 'email', body, rc)),
  });
  route(UserPath.withdrawPwdSet, {
    body: WithdrawPwdSetRequestSchema,
    auth: 'member',
    tags,
    summary: 'Set the withdrawal password (needs a bound real name; once)',
    handler: async ({ member, body }) => done(await s.withdrawPassword.set(member, body)),
  });
  route(UserPath.withdrawPwdReset, {
    body: WithdrawPwdResetRequestSchema,
    auth: 'member',
    tags,
    summary: 'Reset the withdrawal password with a type 2 code by phone or e-mail',
    handler: async ({ member, body, ctx: rc }) => done(await s.withdrawPassword.reset(member, body, rc)),
  });
  route(UserPath.withdrawPwdEmailCheck, {
    body: WithdrawPwdEmailCheckRequestSchema,
    auth: 'member',
    tags,
    summary: 'Check an e-mail code without spending it',
    handler: async ({ member, body, ctx: rc }) => done(await s.withdrawPassword.emailCheck(member, body, rc)),
  });
  route(UserPath.avatarList, {
    body: EmptySchema,
    auth: 'member',
    tags,
    summary: 'The stock avatars',
    handler: () => s.profile.avatarList(),
  });
  route(UserPath.addAvatar, {
    body: AddAvatarRequestSchema,
    auth: 'member',
    tags,
    summary: 'Choose a stock avatar or one of your uploaded images',
    handler: ({ member, body }) => s.profile.addAvatar(member, body),
  });
  route(UserPath.uploadImage, {
    body: EmptySchema,
    multipartFile: 'file',
    auth: 'member',
    tags,
    summary: 'Upload an image (multipart field file; PNG, JPEG, GIF or WEBP; at most 2 MB)',
    handler: ({ member, req }) => s.uploads.uploadImage(member, req),
  });
};
