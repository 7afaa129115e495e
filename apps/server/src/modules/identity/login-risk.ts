import { Code, type ResponseCode } from '@qilin/contract';
import type { RequestContext } from '../../platform/http/context.ts';
import { blind, type IdentityContext } from './identity-context.ts';
import type { MemberRow } from './member-repo.ts';
import { Policy } from './policy.ts';

/**
 * Judges a login whose password was right: null when it may go ahead, otherwise the SPEC §8.1 code that
 * sends the player to new-device verification. The risky patterns come first because they are the most
 * serious; a long absence is asked about only on an otherwise familiar device and IP.
 */
export const assessLoginRisk = async (
  ic: IdentityContext,
  member: MemberRow,
  ctx: RequestContext,
): Promise<ResponseCode | null> => {
  const now = ic.deps.now();
  const deviceIndex = blind(ic).device(ctx.deviceId);
  const ipIndex = blind(ic).ip(ctx.ip);
  const [stuffing, farming, deviceKnown, ipKnown] = await Promise.all([
    ic.risk.failedNamesFromIp(ipIndex, new Date(now.getTime() - Policy.stuffingWindowMs)),
    ic.risk.otherAccountsOnDevice(deviceIndex, member.id, new Date(now.getTime() - Policy.farmingWindowMs)),
    ctx.deviceId ? ic.risk.isKnown(member.id, 'device', deviceIndex) : Promise.resolve(false),
    ic.risk.isKnown(member.id, 'ip', ipIndex),
  ]);
  if (stuffing >= Policy.stuffingNames || farming >= Policy.farmingAccounts) return Code.RiskyLogin;
  if (!deviceKnown && !ipKnown) return Code.DeviceAndIpNotPassed;
  if (!deviceKnown) return Code.DeviceNotPassed;
  if (!ipKnown) return Code.IpNotPassed;
  if (member.lastLoginAt && now.getTime() - member.lastLoginAt.getTime() > Policy.longAbsenceMs) {
    return Code.LongTimeNotLoggedIn;
  }
  return null;
};
