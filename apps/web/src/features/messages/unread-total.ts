/**
 * The header badge's unread total (SPEC §3's `total`), kept outside React so the badge needs no query
 * library in the first load. It remembers whose total it is, so after a logout and another member's login
 * the badge never shows the previous member's count.
 */
interface UnreadTotal {
  token: string | null;
  total: number;
}

let state: UnreadTotal = { token: null, total: 0 };
const listeners = new Set<() => void>();

export const readUnreadTotal = (): UnreadTotal => state;

export const subscribeUnreadTotal = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const setUnreadTotal = (token: string, total: number): void => {
  if (state.token === token && state.total === total) return;
  state = { token, total };
  for (const l of listeners) l();
};

/** Fetches the counts now; the fetching code loads on a member's first navigation, not with the home page. */
export const refreshUnreadTotal = (): void => {
  void import('./unread.ts').then((m) => m.refreshUnread());
};
