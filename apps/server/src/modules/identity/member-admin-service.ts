import { Code } from '@qilin/contract';
import { AppError } from '../../platform/http/errors.ts';
import type { IdentityContext } from './identity-context.ts';
import type { MemberAdmin } from './member-admin.ts';
import { unlockMember } from './member-unlock.ts';
import type { SessionService } from './session-service.ts';

/**
 * Operator actions on members. The operator module authorises the operator first; here freezing also
 * ends every live session at once, so a frozen member is out on their very next request, and a logout ends
 * them alone, so the member is out until they log in again.
 */
export const createMemberAdmin = (ic: IdentityContext, sessions: SessionService): MemberAdmin => {
  const find = async (username: string) => {
    const member = await ic.members.byName(ic.deps.config.siteId, username.trim());
    if (!member) throw new AppError(Code.NotFound, '会员不存在');
    return member;
  };
  return {
    async list(query) {
      const { rows, total } = await ic.members.page(
        query.keyword?.trim() || undefined,
        query.pageNum,
        query.pageSize,
      );
      return {
        list: rows.map((m) => ({
          userId: m.userId,
          name: m.name,
          status: m.status === 'frozen' ? ('frozen' as const) : ('active' as const),
          bindPhone: m.phoneIndex !== null,
          bindRealName: m.realNameEnc !== null,
          registerTime: m.createdAt.toISOString(),
          lastLoginTime: m.lastLoginAt?.toISOString() ?? '',
        })),
        total,
        pageNum: query.pageNum,
        pageSize: query.pageSize,
      };
    },

    async freeze(username, reason, by) {
      const member = await find(username);
      // A repeat keeps the first freeze's reason and operator, which the record is about.
      const changed = await ic.members.updateIfStatus(member.id, 'active', {
        status: 'frozen',
        frozenReason: reason.slice(0, 200),
        frozenBy: by.username,
      });
      // Also on a repeat: a freeze cut short between its two steps still ends the sessions.
      await sessions.revokeAll(member.id);
      return changed;
    },

    async unfreeze(username, by) {
      const member = await find(username);
      return ic.members.updateIfStatus(member.id, 'frozen', {
        status: 'active',
        frozenReason: '',
        frozenBy: by.username,
        failedLogins: 0,
        lockedUntil: null,
      });
    },

    async unlock(username, locks) {
      return unlockMember(ic, await find(username), locks);
    },

    async logout(username, { forgetDevices }) {
      const member = await find(username);
      // Devices first: a login racing the logout then meets the new-device check, not a device still known.
      // Known IPs stay: with no device known, every login asks for the phone code anyway (login-risk.ts).
      const devicesForgotten = forgetDevices ? await ic.risk.forgetDevices(member.id) : 0;
      // A frozen member has no live session (the freeze ended them and login refuses them): 0 ended.
      const ended = await sessions.revokeAll(member.id);
      return { status: member.status === 'frozen' ? 'frozen' : 'active', ended, devicesForgotten };
    },
  };
};
