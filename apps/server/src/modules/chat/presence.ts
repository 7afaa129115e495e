import { randomUUID } from 'node:crypto';
import type { Bus } from '../../platform/bus/bus.ts';

const PRESENCE = 'chat:presence';
/** Each instance re-announces its counts this often; an instance silent for STALE_MS counts no more. */
const ANNOUNCE_MS = 10_000;
const STALE_MS = 3 * ANNOUNCE_MS;
/** Joins and leaves within this window go out as one announcement. */
const DEBOUNCE_MS = 250;

interface Announcement {
  from: string;
  counts: Record<string, number>;
}

/**
 * Online counts per room across instances without shared storage: every instance counts its own sockets
 * and announces the counts on the bus (on change, debounced, and every 10 s); the online figure of a room
 * is this instance's count plus the last announcement of every other live instance. Remote figures can
 * lag by the debounce, and an instance that dies stops counting after 30 s.
 */
export const createPresence = (bus: Bus, local: () => Map<string, number>, onError: (e: unknown) => void) => {
  const id = randomUUID();
  const remote = new Map<string, { at: number; counts: Record<string, number> }>();
  let pending: NodeJS.Timeout | null = null;

  const announce = () => {
    pending = null;
    const msg: Announcement = { from: id, counts: Object.fromEntries(local()) };
    bus.publish(PRESENCE, msg).catch(onError);
  };
  const unsubscribe = bus.subscribe(PRESENCE, (raw) => {
    const msg = raw as Announcement;
    if (!msg || typeof msg.from !== 'string' || msg.from === id) return;
    remote.set(msg.from, { at: Date.now(), counts: msg.counts ?? {} });
  });
  const timer = setInterval(announce, ANNOUNCE_MS);
  timer.unref();

  return {
    /** Local membership changed: announce soon. */
    changed() {
      if (!pending) {
        pending = setTimeout(announce, DEBOUNCE_MS);
        pending.unref();
      }
    },
    online(rid: string): number {
      let n = local().get(rid) ?? 0;
      const now = Date.now();
      for (const [from, r] of remote) {
        if (now - r.at > STALE_MS) remote.delete(from);
        else n += r.counts[rid] ?? 0;
      }
      return n;
    },
    async close() {
      clearInterval(timer);
      if (pending) clearTimeout(pending);
      await (
        await unsubscribe
      )();
    },
  };
};

export type Presence = ReturnType<typeof createPresence>;
