import { randomBytes } from 'node:crypto';
import type { Match, MatchDelta } from '@qilin/contract';

/** Deltas kept per channel: a client resuming within this window gets them replayed, else a snapshot. */
export const HISTORY = 500;

interface Channel {
  offset: number;
  /** Serialised delta messages, oldest first, with the offset of the first. */
  history: string[];
  listeners: Set<(message: string) => void>;
}

/**
 * Per-channel offsets and recent history (DESIGN §7). Each delta is serialised once here and the same
 * string goes to every subscriber. The epoch changes with every process start, so a client that resumes
 * against another process (or after a restart) gets a snapshot.
 */
export const createChannelLog = () => {
  const epoch = randomBytes(6).toString('hex');
  const channels = new Map<string, Channel>();
  const open = (name: string): Channel => {
    let c = channels.get(name);
    if (!c) {
      c = { offset: 0, history: [], listeners: new Set() };
      channels.set(name, c);
    }
    return c;
  };
  return {
    epoch,
    has: (name: string) => channels.has(name),
    offset: (name: string) => channels.get(name)?.offset ?? 0,
    open,
    drop(name: string) {
      const c = channels.get(name);
      if (c && c.listeners.size === 0) channels.delete(name);
    },
    publish(name: string, changes: MatchDelta[]) {
      const c = channels.get(name);
      if (!c || changes.length === 0) return;
      c.offset += 1;
      const text = JSON.stringify({ type: 'delta', channel: name, epoch, offset: c.offset, changes });
      c.history.push(text);
      if (c.history.length > HISTORY) c.history.shift();
      for (const l of c.listeners) l(text);
    },
    /** The deltas after `offset`, or null when they are no longer kept (the caller sends a snapshot). */
    since(name: string, fromEpoch: string, offset: number): string[] | null {
      const c = channels.get(name);
      if (!c || fromEpoch !== epoch || offset > c.offset) return null;
      const missing = c.offset - offset;
      if (missing > c.history.length) return null;
      return c.history.slice(c.history.length - missing);
    },
    listen(name: string, fn: (message: string) => void) {
      const c = open(name);
      c.listeners.add(fn);
      return () => c.listeners.delete(fn);
    },
  };
};

export type ChannelLog = ReturnType<typeof createChannelLog>;

/** Where a client left off on a channel (the subscribe message's `resume`). */
export interface Resume {
  epoch: string;
  offset: number;
}

/**
 * What /ws/sports reads a channel from: this process's own log (the instance running the simulator) or the
 * replica of another instance's log relayed through the bus (delta-relay.ts).
 */
export interface ChannelSource {
  /**
   * Sends the deltas missed since `resume` when they are still kept, else a snapshot, then every new delta
   * of the channel, in offset order; returns the function that stops it.
   */
  attach(channel: string, resume: Resume | undefined, send: (text: string) => void): () => void;
}

/** The channel source of the instance whose catalogue publishes the deltas itself. */
export const createLocalSource = (
  log: ChannelLog,
  snapshot: (channel: string) => Match[],
): ChannelSource => ({
  attach(channel, resume, send) {
    const missed = resume ? log.since(channel, resume.epoch, resume.offset) : null;
    if (missed) for (const text of missed) send(text);
    else
      send(
        JSON.stringify({
          type: 'snapshot',
          channel,
          epoch: log.epoch,
          offset: log.offset(channel),
          matches: snapshot(channel),
        }),
      );
    const off = log.listen(channel, send);
    return () => {
      off();
      // A match channel costs a full-market diff per change: closed once nobody listens.
      if (channel.startsWith('match:')) log.drop(channel);
    };
  },
});
