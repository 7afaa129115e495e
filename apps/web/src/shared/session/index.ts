export { isLoggedIn, logout, useSession } from './store.ts';
export type { SessionState } from './store.ts';
export { loadMember, useMember } from './member.ts';
