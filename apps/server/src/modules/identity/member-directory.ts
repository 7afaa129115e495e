import { Code, RuleMessage, validateRealName } from '@qilin/contract';
import { AppError } from '../../platform/http/errors.ts';
import type { Member } from '../../platform/http/route.ts';
import { verifyPassword } from '../../platform/security/passwords.ts';
import type { IdentityContext } from './identity-context.ts';
import { loadSelf, plainFields } from './member-fields.ts';
import { maskRealName } from './masking.ts';

/** What the money modules may know about a member: flags and the real name, nothing to log in with. */
export interface MemberFacts {
  memberId: number;
  userId: string;
  name: string;
  siteId: string;
  status: string;
  bindPhone: boolean;
  /** Decrypted real name, '' when unbound. Only ever compared or masked, never answered in full. */
  realName: string;
  maskedRealName: string;
  withdrawPasswordSet: boolean;
  /** The member's VIP level (0 before any). */
  vipLevel: number;
  /** When the member registered (the inbox shows them only the site's broadcasts sent since). */
  registeredAt: Date;
}

/**
 * The identity module's public face for other modules (wallet, payments, withdrawals, operator money
 * commands). Money modules never read the members table themselves.
 */
export interface MemberDirectory {
  /** The caller's own facts; 6001 when the session's member is gone or frozen. */
  self(caller: Member): Promise<MemberFacts>;
  byId(memberId: number): Promise<MemberFacts | null>;
  byName(siteId: string, name: string): Promise<MemberFacts | null>;
  /** 6100 with a clear message unless the md5 of the withdrawal password matches; 6035 when none is set. */
  verifyWithdrawPassword(caller: Member, md5: string): Promise<void>;
  /** user/bindFromDeposit: adopts a real name only while none is bound (6009 otherwise). */
  bindRealNameFromDeposit(caller: Member, realName: string): Promise<void>;
  /** Whether the URL is an image this member uploaded through user/upload/uploadImage (feedback images). */
  ownsUpload(memberId: number, url: string): Promise<boolean>;
}

export const createMemberDirectory = (ic: IdentityContext): MemberDirectory => {
  const facts = (row: NonNullable<Awaited<ReturnType<IdentityContext['members']['byId']>>>): MemberFacts => {
    const plain = plainFields(ic, row);
    return {
      memberId: row.id,
      userId: row.userId,
      name: row.name,
      siteId: row.siteId,
      status: row.status,
      bindPhone: Boolean(plain.phone),
      realName: plain.realName,
      maskedRealName: plain.realName ? maskRealName(plain.realName) : '',
      withdrawPasswordSet: Boolean(row.withdrawPasswordHash),
      vipLevel: row.vipLevel,
      registeredAt: row.createdAt,
    };
  };

  return {
    async self(caller) {
      return facts(await loadSelf(ic, caller));
    },
    async byId(memberId) {
      const row = await ic.members.byId(memberId);
      return row ? facts(row) : null;
    },
    async byName(siteId, name) {
      const row = await ic.members.byName(siteId, name);
      return row ? facts(row) : null;
    },
    async verifyWithdrawPassword(caller, md5) {
      const row = await loadSelf(ic, caller);
      if (!row.withdrawPasswordHash) throw new AppError(Code.AuthenticationRequired, '请先设置取款密码');
      if (!(await verifyPassword(row.withdrawPasswordHash, md5))) {
        throw new AppError(Code.PasswordCheckFailure, '取款密码错误');
      }
    },
    ownsUpload: (memberId, url) => ic.uploads.ownedBy(memberId, url),
    async bindRealNameFromDeposit(caller, realName) {
      const row = await loadSelf(ic, caller);
      if (row.realNameEnc) throw new AppError(Code.DataExists, '真实姓名已绑定');
      const problem = validateRealName(realName);
      if (problem) throw new AppError(Code.InvalidParameter, problem || RuleMessage.realNameFormat);
      const done = await ic.members.updateIfNull(row.id, 'realNameEnc', {
        realNameEnc: ic.deps.crypto.encrypt(realName.trim()),
      });
      if (!done) throw new AppError(Code.DataExists, '真实姓名已绑定');
    },
  };
};
