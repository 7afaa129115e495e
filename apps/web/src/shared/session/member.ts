import { UserPath, type MemberInfo } from '@qilin/contract';
import { apiPost } from '../api/client.ts';
import { useSession } from './store.ts';

/**
 * Fetch the member info and keep it in the session store. `isPop` 1 asks for the one-time pop-up notices
 * (after login). Not silent: a 6001 here must run the login-expired flow with its prompt.
 */
export async function loadMember(isPop: 0 | 1 = 0): Promise<MemberInfo> {
  const member = await apiPost<MemberInfo>(UserPath.memberInfo, { isPop });
  useSession.getState().setMember(member);
  return member;
}

export function useMember(): MemberInfo | null {
  return useSession((s) => s.member);
}
