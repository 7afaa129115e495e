import { useEffect, useState, useSyncExternalStore } from 'react';
import { sportsSocket, type SportsSocket } from './sports-socket.ts';

/** A reconnect this short goes unsaid: the page's first connection, a blip. */
export const LIVE_DOWN_NOTICE_MS = 4_000;

/** Whether the live prices have been frozen (no /ws/sports connection) for longer than a blip. */
export function useLiveDown(
  socket: Pick<SportsSocket, 'isDown' | 'onStateChange'> = sportsSocket,
  afterMs = LIVE_DOWN_NOTICE_MS,
): boolean {
  const down = useSyncExternalStore(
    (listener) => socket.onStateChange(listener),
    () => socket.isDown(),
  );
  // Set by the timer only: a blip shorter than `afterMs` never shows.
  const [long, setLong] = useState(false);
  useEffect(() => {
    if (!down) return;
    const timer = setTimeout(() => setLong(true), afterMs);
    return () => {
      clearTimeout(timer);
      setLong(false);
    };
  }, [down, afterMs]);
  return down && long;
}
