import { useQuery } from '@tanstack/react-query';
import { type LetterType, type UnreadCounts, LetterPath } from '@qilin/contract';
import { apiPost } from '../../shared/api/client.ts';
import { queryClient } from '../../shared/api/query-client.ts';
import { useSession } from '../../shared/session/index.ts';
import { setUnreadTotal } from './unread-total.ts';

export const unreadQueryKey = (userId: string | null) => ['messages', 'unread', userId ?? ''] as const;

/** site/letter/getUnreadForType (SPEC §7.3, `userSystem: 1`); every answer also sets the header badge. */
export async function fetchUnread(): Promise<UnreadCounts> {
  const { token } = useSession.getState();
  const counts = await apiPost<UnreadCounts>(LetterPath.unread, { userSystem: 1 }, { silent: true });
  if (token) setUnreadTotal(token, counts.total);
  return counts;
}

/** Take counts a call already answered (onekeyRead) without a round trip. */
export function acceptUnread(counts: UnreadCounts): void {
  const { token, userId } = useSession.getState();
  if (!token) return;
  setUnreadTotal(token, counts.total);
  queryClient.setQueryData(unreadQueryKey(userId), counts);
}

/** Refetch now (navigation, login, after reading); quiet: a failure keeps the last figures. */
export async function refreshUnread(): Promise<void> {
  const { token, userId } = useSession.getState();
  if (!token) return;
  try {
    await queryClient.fetchQuery({ queryKey: unreadQueryKey(userId), queryFn: fetchUnread, staleTime: 0 });
  } catch {
    // Quiet by design: the badge keeps its last figure.
  }
}

/** The page's per-tab counts. */
export function useUnreadCounts() {
  const userId = useSession((s) => (s.token ? s.userId : null));
  return useQuery({
    queryKey: unreadQueryKey(userId),
    queryFn: fetchUnread,
    enabled: Boolean(userId),
    staleTime: 5_000,
  });
}

/** A tab's unread count: the type's broadcast bucket plus its personal one (SPEC §3). */
export function unreadOf(counts: UnreadCounts | undefined, type: LetterType | 'all'): number {
  if (!counts) return 0;
  switch (type) {
    case 'all':
      return counts.total;
    case 'notice':
      return counts.brnotice_count + counts.notice_count;
    case 'activity':
      return counts.bractivity_count + counts.activity_count;
    case 'bulletin':
      return counts.brbulletin_count;
    case 'match':
      return counts.brmatch_count;
    case 'fd':
      return counts.brfd_count + counts.fd_count;
  }
}
