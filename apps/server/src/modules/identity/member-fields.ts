import { Code } from '@qilin/contract';
import { AppError } from '../../platform/http/errors.ts';
import type { Member } from '../../platform/http/route.ts';
import type { CodeTarget } from './code-service.ts';
import type { IdentityContext } from './identity-context.ts';
import type { MemberRow } from './member-repo.ts';

/** Decrypted personal fields of a member; '' when not bound. */
export const plainFields = (ic: IdentityContext, m: MemberRow) => {
  const open = (v: string | null) => (v ? ic.deps.crypto.decrypt(v) : '');
  return {
    phone: open(m.phoneEnc),
    email: open(m.emailEnc),
    realName: open(m.realNameEnc),
    birthday: open(m.birthdayEnc),
  };
};

export const phoneTarget = (ic: IdentityContext, m: MemberRow): CodeTarget | null => {
  const phone = plainFields(ic, m).phone;
  return phone ? { kind: 'phone', areaCode: m.areaCode || '+86', phone } : null;
};

export const emailTarget = (ic: IdentityContext, m: MemberRow): CodeTarget | null => {
  const email = plainFields(ic, m).email;
  return email ? { kind: 'email', email } : null;
};

/**
 * The first line of every member-facing service method: the caller's own row, never one chosen by the
 * request body, so a member can only ever act on their own data.
 */
export const loadSelf = async (ic: IdentityContext, caller: Member): Promise<MemberRow> => {
  const row = await ic.members.byId(caller.memberId);
  if (!row || row.status !== 'active' || row.siteId !== caller.siteId) throw new AppError(Code.LoginExpired);
  return row;
};
