import { useEffect, useRef } from 'react';
import { sportsSocket } from '../live/sports-socket.ts';
import type { SlipEntry } from './slip-rules.ts';
import { useSlip } from './slip-store.ts';

/**
 * The socket channels that carry every market of the slip's matches (`match:<gameId>`), one per match,
 * sorted. Outrights have no match channel (their prices come with the champion list).
 */
export const slipChannels = (entries: readonly SlipEntry[]): string[] =>
  [...new Set(entries.filter((e) => !e.championRate).map((e) => `match:${e.gameInfo.gameId}`))].sort();

/**
 * The slip follows its entries' prices and suspensions whatever the list shows. The list's sport channels
 * carry main markets of the sport on screen only (and none in the early market): an entry on another
 * sport's match, or on a line, correct score or other play picked in a match's detail, kept the price it
 * was picked at once the player moved on, and placing it was refused (赔率已变化，请确认新赔率) while the
 * slip still showed the old price. Each match of the slip is watched on its own channel (a snapshot, then
 * every market's changes), for as long as it has an entry there.
 */
export function useSlipFollowsPrices(): void {
  const channels = useSlip((s) => slipChannels(s.entries).join(','));
  const watched = useRef(new Map<string, () => void>());
  useEffect(() => {
    const wanted = new Set(channels ? channels.split(',') : []);
    for (const [channel, stop] of watched.current)
      if (!wanted.has(channel)) {
        stop();
        watched.current.delete(channel);
      }
    for (const channel of wanted)
      if (!watched.current.has(channel)) watched.current.set(channel, sportsSocket.watch(channel));
  }, [channels]);
  useEffect(() => {
    const map = watched.current;
    return () => {
      for (const stop of map.values()) stop();
      map.clear();
    };
  }, []);
}
