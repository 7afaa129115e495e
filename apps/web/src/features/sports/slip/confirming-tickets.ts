import type { Ticket } from '@qilin/contract';
import { readItem, writeItem } from '../../../shared/storage/kv.ts';

/**
 * Tickets sent and not yet decided (the answer still out, or in the in-play delay), kept for the browser
 * session: a reload (or a closed tab restored) meanwhile loses the slip's wait, and the player would
 * otherwise never hear whether the bet stood. The ids of tickets this page is following itself are also kept in memory, so only the ones a
 * reload left behind are taken up again.
 */
const KEY = 'slip.confirming';
const followedHere = new Set<string>();

const stored = (): string[] => {
  try {
    const value: unknown = JSON.parse(readItem(KEY, 'session') ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
};
const store = (ids: string[]) => writeItem(KEY, ids.length > 0 ? JSON.stringify(ids) : null, 'session');

/** The slip follows this ticket from its send; it is remembered until `forgetConfirming`. */
export function rememberConfirming(ticketId: string): void {
  followedHere.add(ticketId);
  if (!stored().includes(ticketId)) store([...stored(), ticketId]);
}

export function forgetConfirming(ticketId: string): void {
  followedHere.delete(ticketId);
  store(stored().filter((id) => id !== ticketId));
}

/** Confirming tickets that no one on this page follows: those an earlier page of this session left. */
export function leftConfirming(): string[] {
  return stored().filter((id) => !followedHere.has(id));
}

/**
 * Takes up the tickets a reload left behind: follows each until decided (`follow`), then says what became
 * of it (`tell`) and forgets it. A ticket whose fate is still unknown after the wait stays remembered.
 */
export async function resumeConfirming(
  follow: (ticketId: string) => Promise<Ticket | null | 'gone'>,
  tell: (ticket: Ticket) => void,
): Promise<void> {
  await Promise.all(
    leftConfirming().map(async (id) => {
      followedHere.add(id);
      const done = await follow(id).catch(() => null);
      // The server has no such ticket: its send never arrived, nothing was staked, nothing to tell.
      if (done === 'gone') {
        forgetConfirming(id);
        return;
      }
      if (!done || done.status === 'confirming') {
        followedHere.delete(id);
        return;
      }
      forgetConfirming(id);
      tell(done);
    }),
  );
}
