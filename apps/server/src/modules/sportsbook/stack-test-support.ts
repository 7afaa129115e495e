import { sql } from 'drizzle-orm';
import type { TestServer } from '../../../test/harness.ts';
import { createLedger, type Ledger } from '../ledger/ledger.ts';
import { createCashOut } from './cash-out.ts';
import { createConfirmation } from './confirmation.ts';
import { createPlacement } from './placement.ts';
import { createSettlement } from './settlement.ts';
import { createTicketRepo } from './ticket-repo.ts';
import { createFakeFeed } from './test-support.ts';

/**
 * Placement, confirmation, settlement and cash-out on a test server's real database and ledger, against an
 * in-test feed (imported only by test files).
 */
export const sportsbookStack = (server: TestServer) => {
  const deps = server.deps;
  const ledger = createLedger(deps);
  const repo = createTicketRepo(deps.db, ledger);
  const fake = createFakeFeed();
  const feed = fake.api;
  const confirmation = createConfirmation({ deps, ledger, repo, feed });
  const placement = createPlacement({ deps, ledger, repo, feed, onConfirming: () => {} });
  const settlement = createSettlement({ deps, ledger, repo, feed });
  const cashOut = createCashOut({ deps, ledger, repo, feed });
  return { ledger, repo, fake, confirmation, placement, settlement, cashOut };
};

let nextMember = 5_000_000 + (process.pid % 1000) * 1000;

/** A fresh member id with `fen` in the centre wallet (no login: these tests call the services). */
export const fundedMemberId = async (ledger: Ledger, fen: number): Promise<number> => {
  nextMember += 1;
  const id = nextMember;
  await ledger.postOrThrow({
    reference: `test:sb:fund:${id}:${Date.now()}`,
    kind: 'credit',
    legs: [{ from: { house: 'house' }, to: { member: id, kind: 'wallet' }, amount: fen }],
  });
  return id;
};

/**
 * Marks a ticket settled at `at` with `winnings` fen above its stake, moving no money: the member's earlier
 * wins the daily-cap tests start from (the trigger counts them on at's site day, as for a paid ticket).
 */
export const markWon = async (server: TestServer, key: string, winnings: number, at: Date) => {
  await server.deps.db.execute(
    sql`UPDATE sports_tickets SET status = 'settled', payout = risk + ${winnings},
          settled_at = ${at.toISOString()}::timestamptz
        WHERE key = ${key}`,
  );
};
