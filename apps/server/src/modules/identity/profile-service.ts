import { SignJWT } from 'jose';
import {
  Code,
  validateBirthday,
  validateRealName,
  type BindOtherRequest,
  type MemberInfo,
} from '@qilin/contract';
import type { z } from 'zod';
import type { AddAvatarRequestSchema, DecryptRequestSchema } from '@qilin/contract';
import { AppError } from '../../platform/http/errors.ts';
import type { Member } from '../../platform/http/route.ts';
import { STOCK_AVATAR_IDS, stockAvatarUrl } from './avatars.ts';
import type { IdentityContext } from './identity-context.ts';
import { maskEmail, maskOrEmpty, maskPhone, maskRealName } from './masking.ts';
import { loadSelf, plainFields } from './member-fields.ts';
import { Policy } from './policy.ts';
import type { Language } from '../../platform/http/context.ts';

/** Shown once after login (isPop 1) to members who have no phone: the second factor they lack. */
const BIND_PHONE_POP: Record<Language, MemberInfo['pops'][number]> = {
  'zh-CN': {
    id: 'bind-phone',
    title: '绑定手机号',
    content: '为了您的账号安全，请尽快绑定手机号。绑定后在新设备登录时需要短信验证。',
  },
  // Written out rather than converted: OpenCC's Taiwan phrasing says 繫結 where the site's zh-TW says 綁定.
  'zh-TW': {
    id: 'bind-phone',
    title: '綁定手機號碼',
    content: '為了您的帳號安全，請儘快綁定手機號碼。綁定後在新裝置登入時需要簡訊驗證。',
  },
};

/** member/info, member/jwt, member/bindOther, the member's own decrypted fields, and avatars. */
export const createProfileService = (ic: IdentityContext) => ({
  async info(caller: Member, isPop: number, language: Language = 'zh-CN'): Promise<MemberInfo> {
    const me = await loadSelf(ic, caller);
    const plain = plainFields(ic, me);
    return {
      userId: me.userId,
      name: me.name,
      avatar: me.avatar,
      bindPhone: Boolean(plain.phone),
      bindRealName: Boolean(plain.realName),
      bindEmail: Boolean(plain.email),
      phone: maskOrEmpty(plain.phone, maskPhone),
      areaCode: plain.phone ? me.areaCode : '',
      email: maskOrEmpty(plain.email, maskEmail),
      realName: maskOrEmpty(plain.realName, maskRealName),
      birthday: plain.birthday,
      gender: me.gender === 1 || me.gender === 2 ? me.gender : 0,
      hasWithdrawPassword: me.withdrawPasswordHash !== null,
      registerTime: me.createdAt.toISOString(),
      lastLoginTime: me.lastLoginAt?.toISOString() ?? '',
      vipLevel: me.vipLevel,
      // The pop is the server's own text, in the reader's language (the member's fields are data, as written).
      pops: isPop === 1 && !plain.phone ? [BIND_PHONE_POP[language]] : [],
    };
  },

  /** The chat login body: HS256, 10 minutes, naming the member and the site. */
  async jwt(caller: Member): Promise<{ jwt: string }> {
    const me = await loadSelf(ic, caller);
    const now = Math.floor(ic.deps.now().getTime() / 1000);
    const jwt = await new SignJWT({ name: me.name, siteId: me.siteId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(me.userId)
      .setIssuedAt(now)
      .setExpirationTime(now + Policy.jwtTtlS)
      .sign(new TextEncoder().encode(ic.deps.secrets.jwtSecret));
    return { jwt };
  },

  /** site/common/singleDataDecryption: the caller's own plain value ('' when not bound). */
  async decrypt(
    caller: Member,
    body: z.infer<typeof DecryptRequestSchema>,
  ): Promise<{ d: string; v: string }> {
    const me = await loadSelf(ic, caller);
    return { d: body.field, v: plainFields(ic, me)[body.field] };
  },

  /** Real name and birthday are identity facts: bound once (18+ checked). Gender may change. */
  async bindOther(caller: Member, body: BindOtherRequest): Promise<void> {
    const me = await loadSelf(ic, caller);
    if (body.realName !== undefined) {
      if (me.realNameEnc) throw new AppError(Code.DataExists, '真实姓名已绑定');
      const problem = validateRealName(body.realName);
      if (problem) throw new AppError(Code.InvalidParameter, problem);
    }
    if (body.birthday !== undefined) {
      if (me.birthdayEnc) throw new AppError(Code.DataExists, '生日已绑定');
      const problem = validateBirthday(body.birthday, ic.deps.now());
      if (problem) throw new AppError(Code.InvalidParameter, problem);
    }
    if (body.realName !== undefined) {
      const done = await ic.members.updateIfNull(me.id, 'realNameEnc', {
        realNameEnc: ic.deps.crypto.encrypt(body.realName.trim()),
      });
      if (!done) throw new AppError(Code.DataExists, '真实姓名已绑定');
    }
    if (body.birthday !== undefined) {
      // A concurrent bind may have set it since `me` was read: only the first one stands.
      const done = await ic.members.updateIfNull(me.id, 'birthdayEnc', {
        birthdayEnc: ic.deps.crypto.encrypt(body.birthday),
      });
      if (!done) throw new AppError(Code.DataExists, '生日已绑定');
    }
    if (body.gender !== undefined) await ic.members.update(me.id, { gender: body.gender });
  },

  async avatarList(): Promise<{ id: string; url: string }[]> {
    return STOCK_AVATAR_IDS.map((id) => ({ id, url: stockAvatarUrl(id) }));
  },

  /** A stock avatar by id, or an image the caller uploaded themselves (never someone else's). */
  async addAvatar(caller: Member, body: z.infer<typeof AddAvatarRequestSchema>): Promise<{ avatar: string }> {
    const me = await loadSelf(ic, caller);
    let avatar: string;
    if (body.avatarId) {
      if (!STOCK_AVATAR_IDS.includes(body.avatarId)) throw new AppError(Code.NotFound, '头像不存在');
      avatar = stockAvatarUrl(body.avatarId);
    } else {
      const url = body.url ?? '';
      if (!(await ic.uploads.ownedBy(me.id, url))) throw new AppError(Code.NotFound, '图片不存在');
      avatar = url;
    }
    await ic.members.update(me.id, { avatar });
    return { avatar };
  },
});

export type ProfileService = ReturnType<typeof createProfileService>;
