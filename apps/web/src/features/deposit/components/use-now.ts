import { useEffect, useState } from 'react';
import { serverNow } from '../../../shared/api/server-clock.ts';

/**
 * The current time on the server's clock (the order deadlines are the server's), ticking every
 * `intervalMs` while `active` (a countdown that stops when done).
 */
export function useNow(active: boolean, intervalMs = 1_000): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    if (!active) return;
    const id = setInterval(() => setNow(serverNow()), intervalMs);
    return () => clearInterval(id);
  }, [active, intervalMs]);
  return now;
}
