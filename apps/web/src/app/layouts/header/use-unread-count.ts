/**
 * Unread message total for the member menu badge (SPEC §3 unread counts). HOOK POINT for the messages
 * issue (site/letter/getUnreadForType); until then there is nothing to count.
 */
export function useUnreadCount(): number {
  return 0;
}
