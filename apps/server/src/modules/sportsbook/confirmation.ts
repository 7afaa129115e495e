import type { AcceptOdds } from '@qilin/contract';
import type { Deps } from '../../platform/deps.ts';
import type { Ledger } from '../ledger/ledger.ts';
import type { SportsFeedApi } from '../sports-feed/feed-api.ts';
import { liabilityShard, priceAccepted } from './placement.ts';
import type { TicketRepo, TicketWithLegs } from './ticket-repo.ts';

const SWEEP_MS = 500;

/**
 * The in-play delay (issue 4 §3): a live bet waits in `confirming` with its stake already taken; when the
 * delay is over every leg is re-quoted. Still open at its booked price or better (or, under "accept no
 * change", the same price) -> accepted at the booked price; otherwise the
 * ticket goes to `rejecting` and the refund posting (companion: -> rejected) returns the stake. One sweep
 * loop serves the timers and the crash recovery alike: it picks up every ticket whose delay has passed on
 * the injected clock, including those a previous process left behind.
 */
export const createConfirmation = (deps: {
  deps: Deps;
  ledger: Ledger;
  repo: TicketRepo;
  feed: SportsFeedApi;
}) => {
  const { repo, feed, ledger } = deps;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  const rejectionOf = ({ ticket, legs }: TicketWithLegs): string => {
    // The ticket keeps the prices it was booked at (its stake and amount at risk were taken on them).
    // "Accept any odds" covers a move between the slip and the booking; a price that fell during the delay
    // would pay the old price on news the market has already priced in (a goal, a basket), which is what
    // the delay is for: the ticket is rejected, as under "accept better odds".
    const policy: AcceptOdds = ticket.acceptOdds === 'any' ? 'better' : (ticket.acceptOdds as AcceptOdds);
    for (const leg of legs) {
      const q = feed.quote({ gameId: leg.gameId, w: leg.w, r: leg.r, line: leg.line });
      if (!q.ok) return q.reason === 'suspended' ? '盘口暂停，注单未被接受' : '盘口已关闭，注单未被接受';
      if (q.market && q.market.line !== leg.line) return '盘口已变化，注单未被接受';
      if (!priceAccepted(policy, leg.odds, q.odds)) return '赔率已变化，注单未被接受';
    }
    return '';
  };

  const refund = async ({ ticket }: TicketWithLegs) => {
    // One reading: the refund's entry in the trade record and the ticket's settled_at show one instant.
    const at = deps.deps.now();
    await ledger.post({
      reference: `bet:refund:${ticket.key}`,
      kind: 'bet_refund',
      legs: [
        {
          from: { house: 'liability', shardKey: liabilityShard(ticket.key) },
          to: { member: ticket.memberId, kind: 'wallet' },
          amount: ticket.risk,
        },
      ],
      memo: `sportsbook ticket ${ticket.ticketId} rejected`,
      companions: [
        repo.changeCompanion({
          key: ticket.key,
          status: 'rejected',
          statusText: ticket.statusText,
          payout: null,
          result: null,
          settledAt: at,
          shortfall: 0,
          fromStatuses: ['rejecting'],
          expectPayout: null,
        }),
      ],
      at,
    });
  };

  const confirmOne = async (t: TicketWithLegs) => {
    if (t.ticket.status === 'rejecting') return refund(t);
    const reason = rejectionOf(t);
    if (!reason) {
      await repo.moveFromConfirming(t.ticket.key, 'accepted', '');
      return;
    }
    if (await repo.moveFromConfirming(t.ticket.key, 'rejecting', reason))
      await refund({ ...t, ticket: { ...t.ticket, status: 'rejecting', statusText: reason } });
  };

  const sweep = async () => {
    const due = await repo.dueConfirming(deps.deps.now());
    // All at once, so their refunds share the ledger's batches instead of one commit each.
    const outcomes = await Promise.allSettled(due.map((t) => confirmOne(t)));
    outcomes.forEach((o, i) => {
      if (o.status === 'rejected')
        deps.deps.log.warn(
          { err: o.reason, ticket: due[i]!.ticket.key },
          'in-play confirmation failed; retried next sweep',
        );
    });
  };

  const tick = () => {
    if (stopped || running) return;
    running = sweep()
      .catch((error: unknown) => deps.deps.log.warn({ err: error }, 'confirmation sweep failed'))
      .finally(() => {
        running = null;
      });
  };

  return {
    start() {
      timer = setInterval(tick, SWEEP_MS);
      timer.unref();
      tick();
    },
    /** A ticket just went to confirming: nothing to do but let the sweep find it when due. */
    schedule(_key: string, at: Date) {
      const wait = at.getTime() - deps.deps.now().getTime();
      if (wait > 0 && wait < 60_000) setTimeout(tick, wait + 5).unref();
    },
    sweepNow: sweep,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
};
