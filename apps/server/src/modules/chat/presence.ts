import { randomUUID } from 'node:crypto';
import type { Bus } from '../../platform/bus/bus.ts';

const PRESENCE = 'chat:presence';
/**
 * Each instance re-announces its counts this often; an instance silent for STALE_MS counts no more. A
 * dead instance's players reconnect to another instance after 5 s (SPEC §9) and count there too, so until
 * its last announcement goes stale they are counted twice: the window is kept short.
 */
const ANNOUNCE_MS = 5_000;
const STALE_MS = 3 * ANNOUNCE_MS;
/** Joins and leaves within this window go out as one announcement. */
const DEBOUNCE_MS = 250;

interface Announcement {
  from: string;
  counts: Record<string, number>;
  /** Sent once by an instance shutting down cleanly: forget it now rather than after STALE_MS. */
  bye?: boolean;
}

/**
 * Online counts per room across instances without shared storage: every instance counts its own sockets
 * and announces the counts on the bus (on change, debounced, and every ANNOUNCE_MS); the online figure of
 * a room is this instance's count plus the last announcement of every other live instance. Remote
 * figures can lag by the debounce; an instance that shuts down says goodbye, one that dies stops counting
 * after STALE_MS.
 */
export const createPresence = (
  bus: Bus,
  local: { all: () => Map<string, number>; one: (rid: string) => number },
  onError: (e: unknown) => void,
) => {
  const id = randomUUID();
  const remote = new Map<string, { at: number; counts: Record<string, number> }>();
  let pending: NodeJS.Timeout | null = null;
  // After the goodbye nothing more is announced: a socket closing late in the shutdown would otherwise
  // announce this instance again, and the others would count it until it went stale.
  let closed = false;

  const announce = () => {
    pending = null;
    const msg: Announcement = { from: id, counts: Object.fromEntries(local.all()) };
    bus.publish(PRESENCE, msg).catch(onError);
  };
  const unsubscribe = bus.subscribe(PRESENCE, (raw) => {
    const msg = raw as Announcement;
    if (!msg || typeof msg.from !== 'string' || msg.from === id) return;
    if (msg.bye) remote.delete(msg.from);
    else remote.set(msg.from, { at: Date.now(), counts: msg.counts ?? {} });
  });
  const timer = setInterval(announce, ANNOUNCE_MS);
  timer.unref();

  return {
    /** Local membership changed: announce soon. */
    changed() {
      if (!pending && !closed) {
        pending = setTimeout(announce, DEBOUNCE_MS);
        pending.unref();
      }
    },
    online(rid: string): number {
      let n = local.one(rid);
      const now = Date.now();
      for (const [from, r] of remote) {
        if (now - r.at > STALE_MS) remote.delete(from);
        else n += r.counts[rid] ?? 0;
      }
      return n;
    },
    async close() {
      closed = true;
      clearInterval(timer);
      if (pending) clearTimeout(pending);
      const bye: Announcement = { from: id, counts: {}, bye: true };
      await bus.publish(PRESENCE, bye).catch(onError);
      await (
        await unsubscribe
      )();
    },
  };
};

export type Presence = ReturnType<typeof createPresence>;
