import { create } from 'zustand';
import { UserPath, type MemberInfo } from '@qilin/contract';
import { apiPost, clearApiCache } from '../api/client.ts';
import { bus } from '../events/bus.ts';
import { clearDecrypted, clearSessionStorage, storage } from '../storage/storage.ts';

export interface SessionState {
  token: string | null;
  userId: string | null;
  member: MemberInfo | null;
  setLogin: (token: string, userId: string) => void;
  setMember: (member: MemberInfo | null) => void;
  clear: () => void;
}

/** The logged-in member. Token and user id persist through storage; member info is always refetched. */
export const useSession = create<SessionState>()((set) => ({
  token: storage.token.get(),
  userId: storage.userId.get(),
  member: null,
  setLogin: (token, userId) => {
    // What an earlier member of this tab revealed (DD_ entries) is not the new member's to read or send.
    clearDecrypted();
    storage.token.set(token);
    storage.userId.set(userId);
    clearApiCache();
    set({ token, userId, member: null });
  },
  setMember: (member) => set({ member }),
  clear: () => {
    clearSessionStorage();
    clearApiCache();
    set({ token: null, userId: null, member: null });
  },
}));

/** SPEC §4: a user is logged in exactly when a token exists. */
export function isLoggedIn(): boolean {
  return Boolean(useSession.getState().token);
}

/** SPEC §4 logout: tell the server, then clear local state whatever it answered. */
export async function logout(): Promise<void> {
  if (isLoggedIn()) {
    try {
      await apiPost(UserPath.logout, undefined, { silent: true });
    } catch {
      // An expired or unknown token is logged out already; local state is cleared below regardless.
    }
  }
  useSession.getState().clear();
}

// The API client clears storage on 6001 and announces it; mirror that in memory.
bus.on('login_expired', () => {
  clearApiCache();
  useSession.setState({ token: null, userId: null, member: null });
});

// Another tab logged in or out: follow it, so two tabs never disagree about who is logged in.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key !== storage.token.key && e.key !== storage.userId.key) return;
    const token = storage.token.get();
    if (token === useSession.getState().token) return;
    // sessionStorage is this tab's own: the other tab's logout or login did not clear what was revealed here.
    clearDecrypted();
    clearApiCache();
    useSession.setState({ token, userId: storage.userId.get(), member: null });
  });
}
