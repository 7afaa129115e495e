import { create } from 'zustand';
import { GamePath, type VenueLaunchResponse } from '@qilin/contract';
import { apiPost } from '../../shared/api/client.ts';
import { useSession } from '../../shared/session/index.ts';
import { readItem, writeItem } from '../../shared/storage/kv.ts';

/** The sportsbook venue's channel code (SPEC §4: crty opens the local sport page). */
export const SPORTS_VENUE = 'crty';
/** The game a sports venue's lobby is launched with: the venue's own code (SPEC §3 launch request). */
const SPORTS_LOBBY_GAME = SPORTS_VENUE;
const KEY = 'sportsLaunch';

/** A launch as stored: the server's venue session belongs to the member who asked for it. */
interface SavedLaunch extends VenueLaunchResponse {
  owner: string;
}

const currentMember = (): string | null => {
  const s = useSession.getState();
  return s.token ? s.userId : null;
};

/**
 * The stored launch if it is the logged-in member's and still valid. Another member's launch (saved in
 * this tab before a logout the sport page did not see) is dropped: its token would only answer 6302.
 */
const load = (): VenueLaunchResponse | null => {
  try {
    const raw = readItem(KEY, 'session');
    if (!raw) return null;
    const { owner, ...launch } = JSON.parse(raw) as Partial<SavedLaunch> & VenueLaunchResponse;
    if (owner && owner === currentMember() && Date.parse(launch.expiresAt) > Date.now()) return launch;
    writeItem(KEY, null, 'session');
    return null;
  } catch {
    return null;
  }
};

interface VenueSessionState {
  launch: VenueLaunchResponse | null;
  store: (launch: VenueLaunchResponse | null) => void;
}

/**
 * The stored launch data of crty (SPEC §4 opening a venue): its token goes into every venue/resource call.
 * Kept in sessionStorage so a reload of the sport page does not launch again, and gone with the tab.
 */
export const useVenueSession = create<VenueSessionState>()((set) => ({
  launch: load(),
  store: (launch) => {
    const owner = currentMember();
    const saved: SavedLaunch | null = launch && owner ? { ...launch, owner } : null;
    writeItem(KEY, saved ? JSON.stringify(saved) : null, 'session');
    set({ launch: saved ? launch : null });
  },
}));

let launching: Promise<VenueLaunchResponse> | null = null;

/**
 * SPEC §2.5 initialises the venue session "if absent": a session of the previous member is not this
 * member's, so a logout or another member's login drops it and the sport page launches afresh.
 */
useSession.subscribe((now, before) => {
  if ((now.token ? now.userId : null) === (before.token ? before.userId : null)) return;
  launching = null;
  useVenueSession.getState().store(null);
});

/** venue/launch for crty, once at a time; stores the answer. Errors are left to the caller (SPEC §8.3). */
export function launchSports(): Promise<VenueLaunchResponse> {
  if (launching) return launching;
  const owner = currentMember();
  const answer = apiPost<VenueLaunchResponse>(
    GamePath.launch,
    { enName: SPORTS_VENUE, gameCode: SPORTS_LOBBY_GAME },
    { silent: true },
  )
    .then((launch) => {
      // An answer that arrives after its member logged out belongs to no one here.
      if (owner === currentMember()) useVenueSession.getState().store(launch);
      return launch;
    })
    .finally(() => {
      if (launching === answer) launching = null;
    });
  launching = answer;
  return answer;
}

/** Drops the stored launch and launches again (re-entering after 6302): one launch, however many ask. */
export function relaunchSports(): Promise<VenueLaunchResponse> {
  useVenueSession.getState().store(null);
  return launchSports();
}
