import {
  ForgetByEmailOneSchema,
  ForgetByEmailThreeSchema,
  ForgetByEmailTwoSchema,
  ForgetByPhoneOneSchema,
  ForgetByPhoneThreeSchema,
  ForgetByPhoneTwoSchema,
  Header,
  LoginRequestSchema,
  RegisterRequestSchema,
  SendCodeOneRequestSchema,
  SendCodeTwoRequestSchema,
  SliderCheckRequestSchema,
  UserPath,
  EmptySchema,
} from '@qilin/contract';
import { ok } from '../../platform/http/envelope.ts';
import type { ModuleContext } from '../../platform/http/module-context.ts';
import { fromEncryptedForm, fromHashedForm } from './send-code-input.ts';
import type { IdentityServices } from './services.ts';

const tags = ['identity'];
export const RESET_DONE = '密码重置成功';

/** Register, login, logout, captchas, send-code and forgot-password: thin handlers over the services. */
export const registerAuthRoutes = (ctx: ModuleContext, s: IdentityServices) => {
  const { route } = ctx;
  route(UserPath.register, {
    body: RegisterRequestSchema,
    auth: 'none',
    tags,
    summary: 'Register a member (SPEC §3 payload); answers a one-use login ticket for the automatic login',
    handler: ({ body, ctx: rc }) => s.register.register(body, rc),
  });
  route(UserPath.login, {
    body: LoginRequestSchema,
    auth: 'none',
    tags,
    summary: 'Log in; 6025–6029 ask for new-device verification, 6021/6022 for a captcha',
    handler: ({ body, ctx: rc }) => s.login.login(body, rc),
  });
  route(UserPath.logout, {
    body: EmptySchema,
    auth: 'member',
    tags,
    summary: 'End this session',
    handler: async ({ member }) => {
      await s.sessions.logout(member);
      return null;
    },
  });
  route(UserPath.defaultKaptcha, {
    body: EmptySchema,
    auth: 'none',
    tags,
    summary: 'A picture captcha: SVG image and its one-use x-code (also as the x-code header)',
    handler: async ({ reply }) => {
      const captcha = await s.captcha.picture();
      reply.header(Header.xCode, captcha['x-code']);
      return captcha;
    },
  });
  route(UserPath.geeChallenge, {
    body: EmptySchema,
    auth: 'none',
    tags,
    summary: 'A slider challenge: background with a gap, the piece, and the signed lot',
    handler: () => s.captcha.sliderChallenge(),
  });
  route(UserPath.validateGeeCheck, {
    body: SliderCheckRequestSchema,
    auth: 'none',
    tags,
    summary: 'Check a slider drag; a pass answers the codeId/code pair for login or register',
    handler: ({ body }) => s.captcha.validateSlider(body),
  });
  route(UserPath.sendCodeOne, {
    body: SendCodeOneRequestSchema,
    auth: 'optional',
    tags,
    summary: 'Send a code (hashed form): type 1 bind, 2 reset, 3 new device; cate 0 SMS, 1 e-mail, 2 voice',
    handler: ({ body, ctx: rc, member }) => s.sendCode.send(fromHashedForm(body), rc, member),
  });
  route(UserPath.sendCodeTwo, {
    body: SendCodeTwoRequestSchema,
    auth: 'optional',
    tags,
    summary: 'Send a code (RSA-OAEP encrypted form with preInfo.sendCodeKey)',
    handler: ({ body, ctx: rc, member }) =>
      s.sendCode.send(fromEncryptedForm(body, ctx.deps.secrets.sendCodePrivateKey), rc, member),
  });

  route(UserPath.forgetByPhoneOne, {
    body: ForgetByPhoneOneSchema,
    auth: 'none',
    tags,
    summary: 'Forgot password by phone, step 1: name and phone belong together',
    handler: ({ body, ctx: rc }) => s.recovery.phoneOne(body, rc),
  });
  route(UserPath.forgetByPhoneTwo, {
    body: ForgetByPhoneTwoSchema,
    auth: 'none',
    tags,
    summary: 'Forgot password by phone, step 2: the code is right',
    handler: async ({ body, ctx: rc }) => {
      await s.recovery.phoneTwo(body, rc);
      return null;
    },
  });
  route(UserPath.forgetByPhoneThree, {
    body: ForgetByPhoneThreeSchema,
    auth: 'none',
    tags,
    summary: 'Forgot password by phone, step 3: set the new password; every session ends',
    handler: async ({ body, ctx: rc, reply }) => {
      await s.recovery.phoneThree(body, rc);
      return reply.send(ok(null, RESET_DONE));
    },
  });
  route(UserPath.forgetByEmailOne, {
    body: ForgetByEmailOneSchema,
    auth: 'none',
    tags,
    summary: 'Forgot password by e-mail, step 1',
    handler: ({ body, ctx: rc }) => s.recovery.emailOne(body, rc),
  });
  route(UserPath.forgetByEmailTwo, {
    body: ForgetByEmailTwoSchema,
    auth: 'none',
    tags,
    summary: 'Forgot password by e-mail, step 2',
    handler: async ({ body, ctx: rc }) => {
      await s.recovery.emailTwo(body, rc);
      return null;
    },
  });
  route(UserPath.forgetByEmailThree, {
    body: ForgetByEmailThreeSchema,
    auth: 'none',
    tags,
    summary: 'Forgot password by e-mail, step 3',
    handler: async ({ body, ctx: rc, reply }) => {
      await s.recovery.emailThree(body, rc);
      return reply.send(ok(null, RESET_DONE));
    },
  });
};
