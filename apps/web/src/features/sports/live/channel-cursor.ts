/** Where a client is on one /ws/sports channel (DESIGN §7): the channel's epoch and the last offset applied. */
export interface Cursor {
  epoch: string;
  offset: number;
}

export type Decision = 'apply' | 'skip' | 'resync';

/**
 * What to do with a message of a channel: a snapshot is always applied (it resets the cursor); a delta
 * right after the cursor is applied; one already seen is skipped (a replay overlapping what we had); a
 * delta of another epoch or past a gap asks for a resync (resubscribe with the cursor: the server replays
 * what was missed or sends a snapshot).
 */
export function decide(
  cursor: Cursor | undefined,
  msg: { type: 'snapshot' | 'delta'; epoch: string; offset: number },
): Decision {
  if (msg.type === 'snapshot') return 'apply';
  if (!cursor || cursor.epoch !== msg.epoch) return 'resync';
  if (msg.offset <= cursor.offset) return 'skip';
  return msg.offset === cursor.offset + 1 ? 'apply' : 'resync';
}

/** Reconnect delay: 1 s doubling to 30 s, with up to 20 % jitter so thousands of pages do not return at once. */
export function backoffMs(attempt: number, random = Math.random()): number {
  const base = Math.min(30_000, 1_000 * 2 ** Math.max(0, attempt));
  return Math.round(base * (1 + 0.2 * random));
}
