import { randomUUID } from 'node:crypto';
import { GameStatusSchema, SportCodeSchema } from '@qilin/contract';
import { z } from 'zod';
import type { Bus } from '../../platform/bus/bus.ts';
import type { Catalog, Entry } from './catalog.ts';
import { ProviderOutrightSchema, type ProviderOutright } from './provider-outrights.ts';
import type { Fixture, MatchState } from './simulator/match-state.ts';

/**
 * Several instances take bets on one feed (DESIGN §1). /ws/sports is relayed as serialised deltas
 * (delta-relay.ts); this relays what the other instances answer lists and price bets from: the match states.
 * The simulating instance publishes the states each commit changed, numbered; a replica applies them to its
 * catalogue and reprices (the models are pure functions of fixture and state, so it prices what the
 * simulator prices). A replica that sees a gap (a lost message, a restarted simulator) asks for every state
 * at once and does not quote until they arrive; one that hears nothing for a while (the simulator is down)
 * stops quoting too, as a book does when its feed goes quiet.
 */

const STATES = 'sports-feed:states';
/** Replicas hold a lease on the states here (nothing is published without one), `sync` asks for all. */
const WANT = 'sports-feed:states-want';

const LEASE_MS = 60_000;
const RENEW_MS = 15_000;
const RETRY_MS = 2_000;
/** The publisher speaks this often even when nothing changed (a stopped clock), so silence means down. */
const BEAT_MS = 2_000;
/** A replica that heard nothing for this long stops quoting: the prices it holds may be wrong by now. */
const STALE_MS = 6_000;

const PairSchema = z.tuple([z.number(), z.number()]);
const FixtureSchema = z.object({
  gameId: z.string(),
  hgid: z.string(),
  sport: SportCodeSchema,
  leagueId: z.string(),
  league: z.string(),
  teamH: z.string(),
  teamC: z.string(),
  startTime: z.coerce.date(),
  hot: z.boolean(),
  ratingH: z.number(),
  ratingC: z.number(),
  // Absent from a publisher that predates it (a rolling deploy): the sport's average.
  tempo: z.number().default(1),
  source: z.literal('provider').optional(),
});
const StateSchema = z.object({
  status: GameStatusSchema,
  period: z.number(),
  elapsed: z.number(),
  breakLeft: z.number(),
  stoppage: z.number(),
  score: PairSchema,
  ht: PairSchema.nullable(),
  regulation: PairSchema.optional(),
  sets: z.array(PairSchema),
  current: PairSchema,
  // Absent from a publisher that predates it (a rolling deploy): no run yet in the half-inning.
  halfRuns: z.number().optional(),
  // Absent from a publisher that predates it (a rolling deploy): priced as if no score had been seen.
  lastScore: z.object({ at: z.number(), side: z.union([z.literal(0), z.literal(1)]) }).optional(),
  clock: z.number(),
  suspendedUntil: z.number(),
  redCards: PairSchema,
  voidCode: z.string().nullable(),
  voidReason: z.string().nullable(),
  voidedFrom: GameStatusSchema.optional(),
  draws: z.number(),
});
const StatesSchema = z.object({
  epoch: z.string(),
  seq: z.number().int(),
  full: z.boolean(),
  matches: z.array(z.object({ fixture: FixtureSchema, state: StateSchema })),
  // Absent from a publisher that predates provider outrights (a rolling deploy).
  outrights: z.array(ProviderOutrightSchema).default([]),
});
const WantSchema = z.object({ sync: z.boolean() });

interface Logger {
  warn(obj: object, msg: string): void;
}

/** On the simulating instance: publishes every commit's changed states while a replica holds a lease. */
export const startStatePublisher = async (bus: Bus, catalog: Catalog, logger: Logger) => {
  const epoch = randomUUID();
  let seq = 0;
  let leaseUntil = 0;
  // Both buses serialise (or clone) the payload before publish returns: what goes out is this moment's state.
  const publish = (
    entries: Iterable<Entry>,
    full: boolean,
    outrights: readonly ProviderOutright[] = full ? [...catalog.outrights.values()] : [],
  ) => {
    seq += 1;
    const matches = [...entries].map((e) => ({ fixture: e.fixture, state: e.state }));
    bus
      .publish(STATES, { epoch, seq, full, matches, outrights })
      .catch((err: unknown) => logger.warn({ err }, 'sports state relay'));
  };
  const offCommit = catalog.onCommit((changed) => {
    if (Date.now() < leaseUntil) publish(changed, false);
  });
  const offOutrights = catalog.onOutrights((changed) => {
    if (Date.now() < leaseUntil) publish([], false, changed);
  });
  const unsubscribe = await bus.subscribe(WANT, (raw) => {
    const want = WantSchema.safeParse(raw);
    if (!want.success) return;
    leaseUntil = Date.now() + LEASE_MS;
    if (want.data.sync) publish(catalog.entries.values(), true);
  });
  const beat = setInterval(() => {
    if (Date.now() < leaseUntil) publish([], false);
  }, BEAT_MS);
  beat.unref();
  // Heard once whether or not anyone holds a lease: replicas following a previous simulator see the new epoch
  // and ask for every state at once, instead of going quiet until their next renewal.
  publish([], false);
  return {
    async close() {
      clearInterval(beat);
      offCommit();
      offOutrights();
      await unsubscribe();
    },
  };
};

/** On an instance without the simulator: keeps its catalogue on the simulator's states. */
export const startStateReplica = async (bus: Bus, catalog: Catalog, logger: Logger) => {
  let epoch = '';
  let seq = 0;
  let synced = false;
  let heardAt = 0;
  let askedAt = 0;
  let renewedAt = 0;
  const ask = (sync: boolean) => {
    const at = Date.now();
    if (sync && at - askedAt < RETRY_MS) return;
    if (sync) askedAt = at;
    renewedAt = at;
    bus.publish(WANT, { sync }).catch((err: unknown) => logger.warn({ err }, 'sports state relay'));
  };
  const apply = (matches: { fixture: Fixture; state: MatchState }[]) => {
    for (const { fixture, state } of matches) {
      const e = catalog.entries.get(fixture.gameId);
      if (!e) {
        catalog.add(fixture, state);
        continue;
      }
      // A provider's corrections (kick-off, names, strengths) travel with the state.
      e.fixture = fixture;
      e.state = state;
      catalog.reprice(e);
    }
  };
  const unsubscribe = await bus.subscribe(STATES, (raw) => {
    const parsed = StatesSchema.safeParse(raw);
    if (!parsed.success) {
      logger.warn({ issues: parsed.error.issues.slice(0, 3) }, 'sports state relay: unreadable message');
      return;
    }
    const m = parsed.data;
    heardAt = Date.now();
    // Newer than what the catalogue holds even across a gap: applied either way.
    apply(m.matches);
    catalog.putOutrights(m.outrights);
    if (m.full || (synced && m.epoch === epoch && m.seq === seq + 1)) {
      epoch = m.epoch;
      seq = m.seq;
      synced = true;
      return;
    }
    synced = false;
    ask(true);
  });
  const timer = setInterval(() => {
    // Silence while synced: the lease may have lapsed on the publisher's side (a restart it did not announce).
    if (!synced || Date.now() - heardAt > STALE_MS) ask(true);
    else if (Date.now() - renewedAt >= RENEW_MS) ask(false);
  }, RETRY_MS);
  timer.unref();
  ask(true);
  return {
    /** Whether the catalogue follows the simulator closely enough to price a bet. */
    fresh: () => synced && Date.now() - heardAt < STALE_MS,
    async close() {
      clearInterval(timer);
      await unsubscribe();
    },
  };
};
