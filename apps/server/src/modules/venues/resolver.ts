import type { FastifyBaseLogger } from 'fastify';
import type { OrderEngine } from './order-engine.ts';
import type { VenueOrderRepo } from './order-repo.ts';
import type { VenueRegistry } from './registry.ts';

/** How often pending orders are asked about, and how long an order must be idle to be picked up. */
export const RESOLVE_EVERY_MS = 1_000;
const BATCH = 100;
/**
 * An order never sent (a crash between creating it and calling the venue) is certainly not applied. It is
 * settled as failed once no live request can still be about to send it (the idempotency lease is 15 s).
 */
const ORPHAN_AFTER_MS = 20_000;
const ORPHANED = '转账未送达场馆';

/**
 * Settles pending venue orders by querying the venue until the answer is certain, and books settled ones
 * the ledger has not caught up with. It runs from start-up on, so an order left half-way by a crash (held
 * but never sent, sent without an answer, settled but not booked) is finished. Each order is handled under
 * its member's lock.
 */
export const startVenueResolver = (opts: {
  engine: OrderEngine;
  orders: VenueOrderRepo;
  registry: VenueRegistry;
  log: FastifyBaseLogger;
  now: () => Date;
}) => {
  const { engine, orders, registry, log, now } = opts;
  let stopped = false;
  let running: Promise<void> | null = null;

  const tick = async () => {
    for (const row of await orders.unfinished(RESOLVE_EVERY_MS, BATCH)) {
      if (stopped) return;
      await engine.memberLock(row.memberId, async () => {
        const order = await orders.byId(row.id);
        if (!order || order.booked) return;
        if (order.status !== 'pending') {
          // Settled, but the process stopped before the ledger caught up.
          await engine.finish(order);
          return;
        }
        if (order.attempts === 0) {
          if (now().getTime() - order.createdAt.getTime() < ORPHAN_AFTER_MS) return;
          await engine.finish(await orders.settle(order.id, 'failed', ORPHANED));
          return;
        }
        const venue = await registry.find(order.channelCode);
        if (!venue) {
          log.error({ orderNo: order.orderNo }, 'pending venue order of an unknown venue');
          return;
        }
        // Sent before: only queries settle it (never a second send).
        await engine.drive(order, venue);
      });
    }
  };

  const timer = setInterval(() => {
    if (running || stopped) return;
    running = tick()
      .catch((err: unknown) => log.warn({ err }, 'venue resolver pass failed'))
      .finally(() => {
        running = null;
      });
  }, RESOLVE_EVERY_MS);
  timer.unref();

  return {
    /** Stops the loop and waits for the pass in progress. */
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
};
