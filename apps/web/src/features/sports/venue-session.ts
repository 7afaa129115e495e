import { create } from 'zustand';
import { GamePath, type VenueLaunchResponse } from '@qilin/contract';
import { apiPost } from '../../shared/api/client.ts';
import { readItem, writeItem } from '../../shared/storage/kv.ts';

/** The sportsbook venue's channel code (SPEC §4: crty opens the local sport page). */
export const SPORTS_VENUE = 'crty';
const KEY = 'sportsLaunch';

const load = (): VenueLaunchResponse | null => {
  try {
    const raw = readItem(KEY, 'session');
    const v = raw ? (JSON.parse(raw) as VenueLaunchResponse) : null;
    return v && Date.parse(v.expiresAt) > Date.now() ? v : null;
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
    writeItem(KEY, launch ? JSON.stringify(launch) : null, 'session');
    set({ launch });
  },
}));

let launching: Promise<VenueLaunchResponse> | null = null;

/** venue/launch for crty, once at a time; stores the answer. Errors are left to the caller (SPEC §8.3). */
export function launchSports(): Promise<VenueLaunchResponse> {
  launching ??= apiPost<VenueLaunchResponse>(GamePath.launch, { enName: SPORTS_VENUE }, { silent: true })
    .then((launch) => {
      useVenueSession.getState().store(launch);
      return launch;
    })
    .finally(() => {
      launching = null;
    });
  return launching;
}
