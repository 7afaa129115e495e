import { create } from 'zustand';

/**
 * Where SPEC §2.5 guard 2's member sync stands for a navigation. Guard 3 decides on the member info this
 * sync fetched for the navigation on screen, never on what the session held before it.
 */
export interface MemberSyncState {
  /** The location key of the navigation the last sync ran for. */
  key: string | null;
  /** 'failed': no member info within the guard's wait, or the call got no answer (a refusal logs out). */
  status: 'pending' | 'done' | 'failed';
  /** Bumped by the guard's retry, which runs the sync again for the same navigation. */
  attempt: number;
}

export const useMemberSyncState = create<MemberSyncState>()(() => ({
  key: null,
  status: 'pending',
  attempt: 0,
}));

export const retryMemberSync = (): void => useMemberSyncState.setState((s) => ({ attempt: s.attempt + 1 }));
