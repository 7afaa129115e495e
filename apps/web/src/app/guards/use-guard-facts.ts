import { useLocation } from 'react-router';
import { useSession } from '../../shared/session/index.ts';
import type { SessionFacts } from './decide-navigation.ts';
import { useMemberSyncState } from './member-sync-state.ts';

export interface GuardFacts extends SessionFacts {
  /** This navigation's member sync gave up (no answer in time): a page waiting on it offers a retry. */
  syncFailed: boolean;
}

/**
 * What the guards (and the tab bar, which follows them) decide the page on screen by. The member info
 * counts only once this navigation's sync has fetched it (SPEC §2.5: guard 2 runs before guard 3): the
 * info from before the navigation may be stale (a phone unbound by support, another tab's changes).
 */
export function useGuardFacts(): GuardFacts {
  const { key } = useLocation();
  const loggedIn = useSession((s) => Boolean(s.token));
  const member = useSession((s) => s.member);
  const sync = useMemberSyncState();
  const current = sync.key === key;
  return {
    loggedIn,
    member: current && sync.status === 'done' ? member : null,
    syncFailed: current && sync.status === 'failed',
  };
}
