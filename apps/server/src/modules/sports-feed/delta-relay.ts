import {
  MatchSchema,
  SportCodeSchema,
  SportsChannelSchema,
  type Match,
  type MatchDelta,
  type SportsServerMessage,
} from '@qilin/contract';
import { z } from 'zod';
import type { Bus } from '../../platform/bus/bus.ts';
import { HISTORY, type ChannelLog, type ChannelSource, type Resume } from './channels.ts';

/**
 * Several server instances share one odds stream (DESIGN §1, §7): only the instance running the simulator
 * publishes deltas; it relays each serialised delta message, unchanged (same epoch, same offset), through
 * the bus to the instances that asked for the channel. Those keep a replica per channel (the matches as
 * the deltas leave them, plus the recent history) so their /ws/sports replays, resumes and snapshots
 * exactly as the simulating instance would.
 */

/** The bus channel one /ws/sports channel is relayed on (deltas and snapshots, in offset order). */
const relayChannel = (channel: string) => `sports-feed:relay:${channel}`;
/** Where replicas ask for a channel: a lease renewed while they need it, a snapshot when `sync`. */
const WANT = 'sports-feed:want';
/** A (re)started simulating instance says so: replicas ask again at once instead of at the next renewal. */
const HELLO = 'sports-feed:hello';

/** A lease not renewed for this long stops the relay of a channel. */
const LEASE_MS = 60_000;
/** Replicas renew their leases this often, and re-ask for a snapshot this often while they wait. */
const RENEW_MS = 15_000;
const RETRY_MS = 2_000;

const WantSchema = z.object({ channel: SportsChannelSchema, sync: z.boolean() });
const RelayedSchema = z.discriminatedUnion('t', [
  z.object({ t: z.literal('d'), text: z.string() }),
  z.object({ t: z.literal('s'), epoch: z.string(), offset: z.number().int(), matches: z.array(MatchSchema) }),
]);
type Relayed = z.infer<typeof RelayedSchema>;

interface Logger {
  warn(obj: object, msg: string): void;
}

/**
 * On the simulating instance: answers the replicas' leases by listening on the channel log and publishing
 * every delta string as it is, and each `sync` request with a snapshot taken at the log's current offset
 * (between two commits, so the snapshot and the offset agree).
 */
export const startDeltaPublisher = async (
  bus: Bus,
  log: ChannelLog,
  snapshot: (channel: string) => Match[],
  logger: Logger,
) => {
  const leases = new Map<string, { until: number; off: () => void }>();
  const publish = (channel: string, payload: Relayed) =>
    bus.publish(relayChannel(channel), payload).catch((err: unknown) => logger.warn({ err }, 'sports relay'));

  const unsubscribe = await bus.subscribe(WANT, (raw) => {
    const want = WantSchema.safeParse(raw);
    if (!want.success) return;
    const { channel, sync } = want.data;
    let lease = leases.get(channel);
    if (!lease) {
      lease = { until: 0, off: log.listen(channel, (text) => void publish(channel, { t: 'd', text })) };
      leases.set(channel, lease);
    }
    lease.until = Date.now() + LEASE_MS;
    if (sync)
      void publish(channel, {
        t: 's',
        epoch: log.epoch,
        offset: log.offset(channel),
        matches: snapshot(channel),
      });
  });

  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [channel, lease] of leases) {
      if (lease.until > now) continue;
      lease.off();
      leases.delete(channel);
      if (channel.startsWith('match:')) log.drop(channel);
    }
  }, RENEW_MS);
  sweep.unref();
  await bus.publish(HELLO, {}).catch((err: unknown) => logger.warn({ err }, 'sports relay hello'));

  return async () => {
    clearInterval(sweep);
    await unsubscribe();
    for (const lease of leases.values()) lease.off();
    leases.clear();
  };
};

/** Applies one delta to a channel's matches, the way the page's store applies it. */
export const applyDelta = (matches: Map<string, Match>, change: MatchDelta) => {
  const { removed, removedMarkets, markets, ...fields } = change;
  if (removed) {
    matches.delete(change.gameId);
    return;
  }
  const prev = matches.get(change.gameId);
  if (!prev) {
    // A match new to the channel arrives whole; anything else is a partial change we cannot place.
    const whole = MatchSchema.safeParse({ ...fields, markets: markets ?? [] });
    if (whole.success) matches.set(change.gameId, whole.data);
    return;
  }
  const next: Match = { ...prev, ...fields };
  if (markets?.length || removedMarkets?.length) {
    const gone = new Set(removedMarkets ?? []);
    const fresh = new Map((markets ?? []).map((m) => [m.id, m]));
    const known = new Set(prev.markets.map((m) => m.id));
    const added = (markets ?? []).filter((m) => !known.has(m.id));
    const list: Match['markets'] = [];
    for (const m of prev.markets) {
      if (!gone.has(m.id)) {
        list.push(fresh.get(m.id) ?? m);
        continue;
      }
      // A moved line takes the place of the line it replaces, as in the source's list.
      const at = added.findIndex((n) => n.w === m.w);
      if (at >= 0) list.push(...added.splice(at, 1));
    }
    next.markets = [...list, ...added];
  }
  matches.set(change.gameId, next);
};

interface Replica {
  channel: string;
  /** False until a snapshot arrived, and again after a gap: deltas wait for the next snapshot. */
  synced: boolean;
  epoch: string;
  offset: number;
  matches: Map<string, Match>;
  /** Delta strings, oldest first; the last one is at `offset`. */
  history: string[];
  listeners: Set<(text: string) => void>;
  /** Sport channels are followed for the process's life, so a client can resume on either instance. */
  keep: boolean;
  askedAt: number;
  renewedAt: number;
  unsubscribe: Promise<() => Promise<void>>;
}

/**
 * On an instance without the simulator: the channel source of /ws/sports, fed by the bus. Every sport
 * channel is followed from the start; a match channel while someone here watches it.
 */
export const createReplicaSource = (bus: Bus, logger: Logger) => {
  const replicas = new Map<string, Replica>();
  const want = (r: Replica, sync: boolean) => {
    const now = Date.now();
    if (sync) r.askedAt = now;
    r.renewedAt = now;
    bus
      .publish(WANT, { channel: r.channel, sync })
      .catch((err: unknown) => logger.warn({ err }, 'sports relay want'));
  };

  const snapshotText = (r: Replica) =>
    JSON.stringify({
      type: 'snapshot',
      channel: r.channel,
      epoch: r.epoch,
      offset: r.offset,
      matches: [...r.matches.values()],
    } satisfies SportsServerMessage);

  const onRelayed = (r: Replica, raw: unknown) => {
    const msg = RelayedSchema.safeParse(raw);
    if (!msg.success) return;
    const m = msg.data;
    if (m.t === 's') {
      // Two replicas asking at once get both answers: keep the first of an epoch, never go back.
      if (r.synced && m.epoch === r.epoch && m.offset <= r.offset) return;
      Object.assign(r, { synced: true, epoch: m.epoch, offset: m.offset, history: [] });
      r.matches = new Map(m.matches.map((x) => [x.gameId, x]));
      const text = snapshotText(r);
      for (const l of r.listeners) l(text);
      return;
    }
    if (!r.synced) return;
    const delta = JSON.parse(m.text) as Extract<SportsServerMessage, { type: 'delta' }>;
    if (delta.epoch === r.epoch && delta.offset <= r.offset) return;
    if (delta.epoch !== r.epoch || delta.offset !== r.offset + 1) {
      // The simulator restarted or a message was lost: wait for a fresh snapshot, then send it to all.
      r.synced = false;
      want(r, true);
      return;
    }
    r.offset = delta.offset;
    r.history.push(m.text);
    if (r.history.length > HISTORY) r.history.shift();
    for (const change of delta.changes) applyDelta(r.matches, change);
    for (const l of r.listeners) l(m.text);
  };

  const track = (channel: string, keep: boolean): Replica => {
    const known = replicas.get(channel);
    if (known) return known;
    const r: Replica = {
      channel,
      synced: false,
      epoch: '',
      offset: 0,
      matches: new Map(),
      history: [],
      listeners: new Set(),
      keep,
      askedAt: 0,
      renewedAt: 0,
      unsubscribe: Promise.resolve(async () => {}),
    };
    replicas.set(channel, r);
    // Ask only once subscribed, so the snapshot that answers cannot pass by unheard.
    r.unsubscribe = bus.subscribe(relayChannel(channel), (raw) => onRelayed(r, raw));
    r.unsubscribe.then(
      () => want(r, true),
      (err: unknown) => logger.warn({ err }, 'sports relay subscribe'),
    );
    return r;
  };

  const untrack = (r: Replica) => {
    replicas.delete(r.channel);
    void r.unsubscribe.then((off) => off()).catch(() => {});
  };

  for (const sport of SportCodeSchema.options) track(`sport:${sport}`, true);
  const hello = bus.subscribe(HELLO, () => {
    for (const r of replicas.values()) want(r, true);
  });

  const timer = setInterval(() => {
    const now = Date.now();
    for (const r of replicas.values()) {
      if (!r.synced && now - r.askedAt >= RETRY_MS) want(r, true);
      else if (now - r.renewedAt >= RENEW_MS) want(r, false);
    }
  }, RETRY_MS);
  timer.unref();

  const since = (r: Replica, resume: Resume | undefined): string[] | null => {
    if (!resume || resume.epoch !== r.epoch || resume.offset > r.offset) return null;
    const missing = r.offset - resume.offset;
    return missing > r.history.length ? null : r.history.slice(r.history.length - missing);
  };

  const source: ChannelSource = {
    attach(channel, resume, send) {
      const r = track(channel, false);
      if (r.synced) {
        const missed = since(r, resume);
        if (missed) for (const text of missed) send(text);
        else send(snapshotText(r));
      }
      // Not synced yet: the snapshot reaches every listener when it arrives.
      r.listeners.add(send);
      return () => {
        r.listeners.delete(send);
        if (!r.keep && r.listeners.size === 0) untrack(r);
      };
    },
  };

  return {
    source,
    async close() {
      clearInterval(timer);
      await Promise.allSettled(
        [hello, ...[...replicas.values()].map((r) => r.unsubscribe)].map((p) => p.then((off) => off())),
      );
      replicas.clear();
    },
  };
};
