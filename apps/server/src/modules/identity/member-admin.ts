import type { z } from 'zod';
import type { MemberLock, MembersListRequestSchema, MembersListResponseSchema } from '@qilin/contract';
import type { Operator } from '../../platform/http/route.ts';

/** What the operator module may do to members; authorisation of the operator happens in the caller. */
export interface MemberAdmin {
  list(query: z.infer<typeof MembersListRequestSchema>): Promise<z.infer<typeof MembersListResponseSchema>>;
  /**
   * Freezes the account and ends its live sessions; 6004 when the username is unknown. Answers whether the
   * member was frozen by this call (false: already frozen, nothing written).
   */
  freeze(username: string, reason: string, by: Operator): Promise<boolean>;
  /** Unfreezes a frozen account; answers false for one that was not frozen (nothing written). */
  unfreeze(username: string, by: Operator): Promise<boolean>;
  /**
   * Lifts the named password locks; 6004 when the username is unknown. Answers which of them were in force
   * and lifted, which were not (nothing written), the member's other locks in force (left alone), and the
   * account's status, which it leaves alone.
   */
  unlock(username: string, locks: readonly MemberLock[]): Promise<UnlockResult>;
  /**
   * Ends every live session of the member on every instance, leaving the account as it is (the member may
   * log in again); 6004 when the username is unknown. Answers how many sessions it ended (0: none was
   * live, nothing written) and the account's status. `forgetDevices` also forgets the devices the member
   * has proven, so the next login from any of them must pass the new-device check.
   */
  logout(username: string, options: { forgetDevices: boolean }): Promise<LogoutResult>;
}

export interface LogoutResult {
  status: 'active' | 'frozen';
  ended: number;
  devicesForgotten: number;
}

export interface UnlockResult {
  status: 'active' | 'frozen';
  lifted: MemberLock[];
  notLocked: MemberLock[];
  stillLocked: MemberLock[];
}
