import { fenToYuan, type OperatorMatchSettlement } from '@qilin/contract';
import type { FinalResult, SportsFeedApi } from '../sports-feed/feed-api.ts';
import { settleReference } from './settlement.ts';
import type { SettlementReportRepo } from './settlement-report-repo.ts';
import type { TicketRepo } from './ticket-repo.ts';

/** How long an operator's match command waits for its result's settlement before answering. */
export const SETTLEMENT_WAIT_MS = 5_000;
const POLL_MS = 100;

/** The statuses a settlement run reads (settlement.ts): tickets it may have settled, voided or reopened. */
const SETTLED_OR_OPEN = ['accepted', 'settled', 'cancelled'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What settlement did with one revision of a game's result, for the operator command that published it.
 * Settlement runs behind the result (a queue on the instance that runs the simulator) and acknowledges a
 * revision once every ticket of it is settled (`markSettled`, which `pendingResults` reflects); that is how
 * this waits for it, on any instance, from the database. The figures are the ledger's postings of that
 * revision, by their references: the money the settlement actually moved, as far as it had got.
 */
export const createSettlementReport = (deps: {
  feed: SportsFeedApi;
  tickets: TicketRepo;
  repo: SettlementReportRepo;
}) => {
  /** Acknowledged: no newer revision than this one waits for settlement. */
  const acknowledged = async (result: FinalResult): Promise<boolean> => {
    const pending = (await deps.feed.pendingResults()).find((r) => r.gameId === result.gameId);
    // A newer revision pending says nothing of this one: counted as not yet, the honest side.
    return pending === undefined;
  };

  return async (result: FinalResult, waitMs = SETTLEMENT_WAIT_MS): Promise<OperatorMatchSettlement> => {
    const deadline = Date.now() + waitMs;
    let done = await acknowledged(result);
    while (!done && Date.now() < deadline) {
      await sleep(Math.min(POLL_MS, Math.max(0, deadline - Date.now())));
      done = await acknowledged(result);
    }
    const gameIds = [result.gameId, ...(result.hgid ? [result.hgid] : [])];
    const keys = await deps.tickets.ticketsOnGames(gameIds, SETTLED_OR_OPEN);
    const tally = await deps.repo.tallyByKind(keys.map((key) => settleReference(key, result)));
    const count = (...kinds: string[]) =>
      tally.filter((t) => kinds.includes(t.kind)).reduce((n, t) => n + t.tickets, 0);
    return {
      revision: result.revision,
      done,
      // A take-back of a correction downwards is a bet_settle posting too (settlement.ts takeBack).
      settled: count('bet_settle', 'bet_payout'),
      refunded: count('bet_refund'),
      reopened: count('bet_stake'),
      paidOut: fenToYuan(tally.reduce((n, t) => n + t.paidFen, 0)),
      takenBack: fenToYuan(tally.reduce((n, t) => n + t.takenFen, 0)),
    };
  };
};

export type SettlementReporter = ReturnType<typeof createSettlementReport>;
