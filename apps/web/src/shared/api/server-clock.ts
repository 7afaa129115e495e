/**
 * The server's clock as this device can know it: every API answer's `Date` header against the device's own
 * clock when it arrived. A deadline the server sets (a deposit order's expiry, an exchange quote's) is
 * counted down on this clock, not the device's: a phone 90 s fast saw every 60 s quote as already expired
 * and could never exchange, and one running slow showed time left to pay an order the server had closed.
 */
export interface ServerClock {
  /** An answer's `Date` header (null when absent) and the device time it arrived at. */
  note(dateHeader: string | null, receivedAt: number): void;
  /** Now on the server's clock, in ms since the epoch. */
  now(): number;
}

/** Half of the header's one-second resolution: how far an estimate may stray before it is replaced. */
const HEADER_RESOLUTION_MS = 1_000;

export function createServerClock(deviceNow: () => number = () => Date.now()): ServerClock {
  let offsetMs: number | null = null;
  return {
    note(dateHeader, receivedAt) {
      const at = dateHeader ? Date.parse(dateHeader) : Number.NaN;
      if (!Number.isFinite(at)) return;
      // The header is the server's time cut to the second: the middle of that second is the best guess.
      const candidate = at + HEADER_RESOLUTION_MS / 2 - receivedAt;
      // Within the header's precision of the estimate held: keep it, so a countdown does not jitter.
      if (offsetMs !== null && Math.abs(candidate - offsetMs) <= HEADER_RESOLUTION_MS) return;
      offsetMs = candidate;
    },
    now: () => deviceNow() + (offsetMs ?? 0),
  };
}

/** The app's clock, fed by the API client (client.ts). */
export const serverClock = createServerClock();

/** Now on the server's clock (the device's own until the first answer has arrived). */
export const serverNow = (): number => serverClock.now();
