import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestServer } from '../../../test/harness.ts';
import { members } from '../identity/schema.ts';
import { createLedger, type Ledger } from './ledger.ts';

/** Helpers for money integration tests (imported only by *.int.test.ts files). */
const ledgers = new WeakMap<TestServer, Ledger>();

/** A ledger on the test server's database (its own writer; row locks keep it safe beside the server's). */
export const ledgerOf = (server: TestServer): Ledger => {
  let l = ledgers.get(server);
  if (!l) {
    l = createLedger(server.deps);
    ledgers.set(server, l);
  }
  return l;
};

export const memberIdOf = async (server: TestServer, name: string): Promise<number> => {
  const rows = await server.deps.db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.nameLower, name.toLowerCase()));
  if (!rows[0]) throw new Error(`no member ${name}`);
  return rows[0].id;
};

let fundCounter = 0;
/** Credits a member's centre wallet from the house, as an operator adjustment would. */
export const fundMember = async (server: TestServer, name: string, fen: number): Promise<number> => {
  const memberId = await memberIdOf(server, name);
  fundCounter += 1;
  await ledgerOf(server).postOrThrow({
    reference: `test:fund:${process.pid}:${Date.now()}:${fundCounter}`,
    kind: 'credit',
    legs: [{ from: { house: 'house' }, to: { member: memberId, kind: 'wallet' }, amount: fen }],
    memo: 'test funding',
  });
  return memberId;
};

/** The ledger's invariants hold (npm run ledger:check); shows the problems when not. */
export const expectLedgerOk = async (server: TestServer): Promise<void> => {
  const result = await ledgerOf(server).check();
  expect(result.problems).toEqual([]);
  expect(result.ok).toBe(true);
};
