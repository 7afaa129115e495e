import { sql } from 'drizzle-orm';
import { Code, RuleMessage } from '@qilin/contract';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import { accountSpec, createAccountDirectory, type AccountRef } from './accounts.ts';
import { checkLedger } from './check.ts';
import { createCompanionRegistry } from './companions.ts';
import type { Posting, PostingResult } from './posting.ts';
import { queryRows, toArray } from '../../platform/db/raw-sql.ts';
import { createStatementBatcher } from '../../platform/db/statement-batcher.ts';
import { createLedgerWriter } from './writer.ts';

/** A member's accounts in fen (USDT in 1/100 USDT); venue balances by channel code. */
export interface MemberBalances {
  wallet: number;
  usdt: number;
  locked: number;
  transit: number;
  venues: Record<string, number>;
}

const assertWellFormed = (posting: Posting) => {
  if (!posting.reference || posting.legs.length === 0)
    throw new Error('a posting needs a reference and legs');
  if (posting.at && Number.isNaN(posting.at.getTime()))
    throw new Error('a posting time must be a valid date');
  for (const leg of posting.legs) {
    if (!Number.isSafeInteger(leg.amount) || leg.amount <= 0) throw new Error(`bad leg amount ${leg.amount}`);
    const from = accountSpec(leg.from);
    const to = accountSpec(leg.to);
    if (from.currency !== to.currency)
      throw new Error(`a leg cannot cross currencies (${from.key} -> ${to.key})`);
    if (from.key === to.key) throw new Error(`a leg cannot move money to its own account (${from.key})`);
  }
};

/**
 * The ledger's public surface. Every movement of money in the platform is a posting submitted here; the
 * batching writer commits it (DESIGN §5). Reads take no locks: they see the last committed state.
 */
export const createLedger = (deps: Deps) => {
  const accounts = createAccountDirectory(deps.db);
  const companions = createCompanionRegistry();
  const writer = createLedgerWriter(
    deps.transact,
    accounts,
    deps.now,
    deps.log,
    companions,
    deps.dbKind === 'postgres',
  );

  /**
   * Balance reads are batched like the idempotency claims (statement-batcher.ts): a venue transfer out
   * reads the member's balances on every call, and under load one statement answers every member waiting.
   */
  const balancesBatch = createStatementBatcher<number, MemberBalances>(async (memberIds) => {
    const rows = await queryRows<{
      member_id: string | number;
      kind: string;
      code: string;
      balance: string | number;
    }>(
      deps.db,
      sql`SELECT member_id, kind, code, balance FROM ledger_accounts
          WHERE member_id = ANY(${toArray([...new Set(memberIds)])}::bigint[])`,
    );
    const byMember = new Map<number, typeof rows>();
    for (const r of rows) {
      const id = Number(r.member_id);
      const list = byMember.get(id);
      if (list) list.push(r);
      else byMember.set(id, [r]);
    }
    // Each caller gets its own object, even when one member was asked for twice.
    return memberIds.map((id) => {
      const out: MemberBalances = { wallet: 0, usdt: 0, locked: 0, transit: 0, venues: {} };
      for (const r of byMember.get(id) ?? []) {
        const b = Number(r.balance);
        if (r.kind === 'venue') out.venues[r.code] = b;
        else if (r.kind === 'wallet' || r.kind === 'usdt' || r.kind === 'locked' || r.kind === 'transit')
          out[r.kind] = b;
      }
      return out;
    });
  });

  const post = (posting: Posting): Promise<PostingResult> => {
    assertWellFormed(posting);
    return writer.submit(posting);
  };

  return {
    post,
    /** Registers a companion writer (see companions.ts); answers the wrapper for `Posting.companions`. */
    registerCompanion: companions.register,
    /** Registers a write-only companion that rides in the batch's write statement (see companions.ts). */
    registerCompanionStatements: companions.registerStatements,

    /**
     * Posts and answers the transfer ids; a duplicate reference answers the first posting's ids. An
     * overdraft becomes SPEC §5's "余额不足" (or the message given) and moves nothing.
     */
    async postOrThrow(posting: Posting, insufficientMessage: string = RuleMessage.amountAboveBalance) {
      const result = await post(posting);
      if (result.status === 'rejected') throw new AppError(Code.InvalidParameter, insufficientMessage);
      return result;
    },

    /** The member's balances as last committed (group-read with other callers' under load). */
    memberBalances: (memberId: number): Promise<MemberBalances> => balancesBatch(memberId),

    async balanceOf(ref: AccountRef): Promise<number> {
      const rows = await queryRows<{ balance: string | number }>(
        deps.db,
        sql`SELECT balance FROM ledger_accounts WHERE key = ${accountSpec(ref).key}`,
      );
      return rows[0] ? Number(rows[0].balance) : 0;
    },

    /** Whether a reference has been posted (e.g. a provider order already credited). */
    async isPosted(reference: string): Promise<boolean> {
      const rows = await queryRows<{ n: number }>(
        deps.db,
        sql`SELECT 1 AS n FROM ledger_transfers WHERE reference = ${reference} LIMIT 1`,
      );
      return rows.length > 0;
    },

    /** Which of these references have been posted: one statement for a whole batch of them. */
    async postedAmong(references: readonly string[]): Promise<Set<string>> {
      if (references.length === 0) return new Set();
      const rows = await queryRows<{ reference: string }>(
        deps.db,
        sql`SELECT DISTINCT reference FROM ledger_transfers WHERE reference = ANY(${toArray(references)}::text[])`,
      );
      return new Set(rows.map((r) => r.reference));
    },

    check: () => checkLedger(deps.db),
    /** Resolves when everything submitted so far has committed. */
    flushed: () => writer.flushed(),
    /** Batches committed, postings carried and time spent committing, since start. */
    stats: () => writer.stats(),
  };
};

export type Ledger = ReturnType<typeof createLedger>;
