import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { Code } from '@qilin/contract';
import { forEachDatabase } from '../../../test/harness.ts';
import { AppError } from '../../platform/http/errors.ts';
import { createIdempotency } from './idempotency.ts';
import { createLedger } from './ledger.ts';
import type { Posting } from './posting.ts';
import { expectLedgerOk, ledgerOf } from './test-support.ts';

let seq = 0;
const ref = (what: string) => `t:${process.pid}:${what}:${(seq += 1)}`;
/** Member ids far from real ones: the ledger does not need a members row, and tests stay apart. */
let memberBase = 900_000 + (process.pid % 1000) * 1000;
const newMembers = (n: number) => {
  memberBase += n;
  return Array.from({ length: n }, (_, i) => memberBase - n + i);
};
const credit = (member: number, amount: number): Posting => ({
  reference: ref('credit'),
  kind: 'credit',
  legs: [{ from: { house: 'house' }, to: { member, kind: 'wallet' }, amount }],
});
const move = (from: number, to: number, amount: number, reference = ref('move')): Posting => ({
  reference,
  kind: 'venue_in',
  legs: [{ from: { member: from, kind: 'wallet' }, to: { member: to, kind: 'wallet' }, amount }],
});

forEachDatabase('ledger', (server) => {
  it('moves money, answers balances after, and never overdraws a member account', async () => {
    const ledger = ledgerOf(server());
    const [a, b] = newMembers(2) as [number, number];
    const funded = await ledger.post(credit(a, 10_000));
    expect(funded.status).toBe('posted');
    const moved = await ledger.post(move(a, b, 2_500));
    expect(moved).toMatchObject({
      status: 'posted',
      balances: { [`m:${a}:wallet`]: 7_500, [`m:${b}:wallet`]: 2_500 },
    });
    const over = await ledger.post(move(a, b, 7_501));
    expect(over).toMatchObject({
      status: 'rejected',
      reason: 'insufficient_funds',
      accountKey: `m:${a}:wallet`,
    });
    expect((await ledger.memberBalances(a)).wallet).toBe(7_500);
    expect((await ledger.memberBalances(b)).wallet).toBe(2_500);
    await expect(ledger.postOrThrow(move(a, b, 1_000_000))).rejects.toMatchObject({ message: '余额不足' });
    await expectLedgerOk(server());
  });

  it('writes companion rows in the posting transaction, only for postings that post', async () => {
    const ledger = createLedger(server().deps);
    const table = `companion_${process.pid}_${seq}`;
    await server().deps.db.execute(sql.raw(`CREATE TABLE ${table} (reference text PRIMARY KEY)`));
    const attach = ledger.registerCompanion<{ reference: string }>('test-ticket', async (tx, rows) => {
      for (const r of rows)
        await tx.execute(sql`INSERT INTO ${sql.identifier(table)} VALUES (${r.reference})`);
    });
    const [a, b] = newMembers(2) as [number, number];
    await ledger.post(credit(a, 1_000));
    const withRow = (p: Posting): Posting => ({ ...p, companions: [attach({ reference: p.reference })] });
    const posted = withRow(move(a, b, 600));
    const refused = withRow(move(a, b, 600));
    const results = await Promise.all([ledger.post(posted), ledger.post(refused)]);
    expect(results.map((r) => r.status)).toEqual(['posted', 'rejected']);
    // A companion that fails (duplicate key) fails its own posting only: the money does not move.
    const clash = await Promise.allSettled([
      ledger.post({ ...move(a, b, 100), companions: [attach({ reference: posted.reference })] }),
      ledger.post(withRow(move(a, b, 100))),
    ]);
    expect(clash.map((c) => c.status)).toEqual(['rejected', 'fulfilled']);
    const rows = await server().deps.db.execute(sql.raw(`SELECT reference FROM ${table} ORDER BY reference`));
    expect((rows as unknown as { rows: unknown[] }).rows).toHaveLength(2);
    expect((await ledger.memberBalances(a)).wallet).toBe(300);
    await expectLedgerOk(server());
  });

  it('answers each member its own balances when many ask at once (one statement under load)', async () => {
    const ledger = ledgerOf(server());
    const members = newMembers(30);
    await Promise.all(members.map((m, i) => ledger.post(credit(m, 100 + i))));
    await ledger.post({
      reference: ref('venue'),
      kind: 'venue_in',
      legs: [
        {
          from: { member: members[0]!, kind: 'wallet' },
          to: { member: members[0]!, kind: 'venue', code: 'demo' },
          amount: 40,
        },
      ],
    });
    // The same member twice, and one the ledger has never seen.
    const asked = [...members, members[0]!, newMembers(1)[0]!];
    const answers = await Promise.all(asked.map((m) => ledger.memberBalances(m)));
    expect(answers[0]).toEqual({ wallet: 60, usdt: 0, locked: 0, transit: 0, venues: { demo: 40 } });
    members.slice(1).forEach((_, i) => expect(answers[i + 1]!.wallet).toBe(101 + i));
    expect(answers[30]).toEqual(answers[0]);
    // Each caller owns its answer.
    expect(answers[30]).not.toBe(answers[0]);
    expect(answers[31]).toEqual({ wallet: 0, usdt: 0, locked: 0, transit: 0, venues: {} });
  });

  it('posts a reference once: a repeat answers the first transfer ids and moves nothing', async () => {
    const ledger = ledgerOf(server());
    const [a, b] = newMembers(2) as [number, number];
    await ledger.post(credit(a, 1_000));
    const reference = ref('once');
    const first = await ledger.post(move(a, b, 400, reference));
    const again = await ledger.post(move(a, b, 400, reference));
    expect(first.status).toBe('posted');
    expect(again).toEqual({
      status: 'duplicate',
      transferIds: first.status === 'posted' ? first.transferIds : [],
    });
    // Submitted together they land in one batch: still once.
    const together = ref('together');
    const results = await Promise.all([1, 2, 3].map(() => ledger.post(move(a, b, 100, together))));
    expect(results.filter((r) => r.status === 'posted')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'duplicate')).toHaveLength(2);
    expect((await ledger.memberBalances(a)).wallet).toBe(500);
    await expectLedgerOk(server());
  });

  it('answers a fresh reference that was posted before as a duplicate, and its batch neighbours still post', async () => {
    const ledger = ledgerOf(server());
    const [a, b] = newMembers(2) as [number, number];
    await ledger.post(credit(a, 1_000));
    const reused = ref('reused');
    const first = await ledger.post(move(a, b, 400, reused));
    // Submitted in one turn, the three share a batch that skips looking their references up: the replay
    // fails it on the unique index, and the batch is tried again with every reference looked up.
    const fresh = (p: Posting): Posting => ({ ...p, freshReference: true });
    const results = await Promise.all([
      ledger.post(fresh(move(a, b, 100))),
      ledger.post(fresh(move(a, b, 400, reused))),
      ledger.post(fresh(move(a, b, 50))),
    ]);
    expect(results.map((r) => r.status)).toEqual(['posted', 'duplicate', 'posted']);
    expect(results[1]).toEqual({
      status: 'duplicate',
      transferIds: first.status === 'posted' ? first.transferIds : [],
    });
    expect(results[2]).toMatchObject({ balances: { [`m:${a}:wallet`]: 450, [`m:${b}:wallet`]: 550 } });
    expect((await ledger.memberBalances(a)).wallet).toBe(450);
    // A replay of a posting that spent the whole balance would be refused if it were new: it is looked up,
    // and answered as the duplicate it is (with its batch neighbour's replay too).
    const all = ref('all');
    const spent = await ledger.post(fresh(move(a, b, 450, all)));
    const replays = await Promise.all([1, 2].map(() => ledger.post(fresh(move(a, b, 450, all)))));
    expect(replays).toEqual(
      [1, 2].map(() => ({
        status: 'duplicate',
        transferIds: spent.status === 'posted' ? spent.transferIds : [],
      })),
    );
    await expectLedgerOk(server());
  });

  it('reads a balance again when it changed behind the writer, never trusting what it remembered', async () => {
    const ledger = ledgerOf(server());
    const [a, b] = newMembers(2) as [number, number];
    await ledger.post(credit(a, 1_000));
    // A transfer booked around this writer and its transfer-id sequence (as a faulty writer elsewhere
    // might): the writer's remembered balances of a and b are now wrong and its sequence check passes.
    const db = server().deps.db;
    const idOf = async (member: number) =>
      Number(
        (
          (await db.execute(
            sql`SELECT id FROM ledger_accounts WHERE key = ${`m:${member}:wallet`}`,
          )) as unknown as { rows: { id: string | number }[] }
        ).rows[0]?.id ?? 0,
      );
    await ledger.post(credit(b, 1));
    const [ida, idb] = [await idOf(a), await idOf(b)];
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        WITH t AS (
          INSERT INTO ledger_transfers (id, reference, leg, kind, from_account, to_account, amount, created_at)
          OVERRIDING SYSTEM VALUE
          VALUES ((SELECT max(id) + 1000000 FROM ledger_transfers), ${ref('behind')}, 0, 'credit', ${ida}, ${idb}, 300, now())
          RETURNING id
        )
        INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after, created_at)
        SELECT t.id, x.account, x.amount, x.after, now() FROM t
        CROSS JOIN (VALUES (${ida}::bigint, -300::bigint, 700::bigint), (${idb}::bigint, 300::bigint, 301::bigint)) AS x(account, amount, after)`);
      await tx.execute(sql`UPDATE ledger_accounts SET balance = 700 WHERE id = ${ida}`);
      await tx.execute(sql`UPDATE ledger_accounts SET balance = 301 WHERE id = ${idb}`);
    });
    const moved = await ledger.post(move(a, b, 100));
    expect(moved).toMatchObject({
      status: 'posted',
      balances: { [`m:${a}:wallet`]: 600, [`m:${b}:wallet`]: 401 },
    });
    // And an overdraft is judged on the real balance, not the remembered one.
    expect((await ledger.post(move(a, b, 601))).status).toBe('rejected');
    expect((await ledger.memberBalances(a)).wallet).toBe(600);
    await expectLedgerOk(server());
  });

  it('rejects a multi-leg posting whole when any leg would overdraw', async () => {
    const ledger = ledgerOf(server());
    const [a, b, c] = newMembers(3) as [number, number, number];
    await ledger.post(credit(a, 1_000));
    const result = await ledger.post({
      reference: ref('multi'),
      kind: 'withdraw_payout',
      legs: [
        { from: { member: a, kind: 'wallet' }, to: { member: b, kind: 'wallet' }, amount: 800 },
        { from: { member: a, kind: 'wallet' }, to: { member: c, kind: 'wallet' }, amount: 300 },
      ],
    });
    expect(result.status).toBe('rejected');
    const balances = await Promise.all([a, b, c].map((m) => ledger.memberBalances(m)));
    expect(balances.map((x) => x.wallet)).toEqual([1_000, 0, 0]);
    await expectLedgerOk(server());
  });

  it('batches concurrent postings, each checked on its own in submission order', async () => {
    const ledger = ledgerOf(server());
    const people = newMembers(12);
    await Promise.all(people.map((m) => ledger.post(credit(m, 5_000))));
    const model = new Map(people.map((m) => [m, 5_000]));
    const postings: Posting[] = [];
    const expected: string[] = [];
    let rnd = 42;
    const next = () => (rnd = (rnd * 1_103_515_245 + 12_345) % 2_147_483_648);
    for (let i = 0; i < 600; i += 1) {
      const from = people[next() % people.length]!;
      let to = people[next() % people.length]!;
      if (to === from) to = people[(people.indexOf(from) + 1) % people.length]!;
      const amount = 1 + (next() % 3_000);
      postings.push(move(from, to, amount));
      if (model.get(from)! >= amount) {
        model.set(from, model.get(from)! - amount);
        model.set(to, model.get(to)! + amount);
        expected.push('posted');
      } else expected.push('rejected');
    }
    const results = await Promise.all(postings.map((p) => ledger.post(p)));
    expect(results.map((r) => r.status)).toEqual(expected);
    expect(expected).toContain('rejected');
    for (const m of people) expect((await ledger.memberBalances(m)).wallet).toBe(model.get(m));
    await expectLedgerOk(server());
  });

  it('applies batches in submission order while the next one waits for the lock (a chain of spends)', async () => {
    const ledger = ledgerOf(server());
    const chain = newMembers(40);
    // Each posting spends money only the previous one brings; they are submitted 2 ms apart without
    // waiting for one another (80 ms or more in all), so they spread over several batches, some queued
    // behind a running one.
    const before = ledger.stats().batches;
    const results: Promise<{ status: string }>[] = [ledger.post(credit(chain[0]!, 500))];
    for (let i = 1; i < chain.length; i += 1) {
      await new Promise((r) => setTimeout(r, 2));
      results.push(ledger.post(move(chain[i - 1]!, chain[i]!, 500)));
    }
    expect((await Promise.all(results)).map((r) => r.status)).toEqual(chain.map(() => 'posted'));
    expect(ledger.stats().batches - before).toBeGreaterThan(1);
    expect((await ledger.memberBalances(chain.at(-1)!)).wallet).toBe(500);
    expect((await ledger.memberBalances(chain[0]!)).wallet).toBe(0);
    await expectLedgerOk(server());
  });

  it('merges net legs of one batch into one transfer that posts only with its postings', async () => {
    const ledger = ledgerOf(server());
    const db = server().deps.db;
    const [a, b, poor] = newMembers(3) as [number, number, number];
    // A house pair of its own (shard keys far from other tests), so its balances are this test's alone.
    const shard = 700 + (process.pid % 100);
    const liability = { house: 'liability' as const, shardKey: shard };
    const house = { house: 'house' as const, shardKey: shard };
    await ledger.post({
      reference: ref('stakes'),
      kind: 'bet_stake',
      legs: [{ from: house, to: liability, amount: 3_000 }],
    });
    const [liability0, house0] = await Promise.all([ledger.balanceOf(liability), ledger.balanceOf(house)]);
    const payout = (member: number, amount: number, houseShare: number, reference = ref('payout')) => ({
      reference,
      kind: 'bet_settle' as const,
      legs: [
        { from: liability, to: { member, kind: 'wallet' as const }, amount },
        houseShare > 0
          ? { from: house, to: liability, amount: houseShare, net: true }
          : { from: liability, to: house, amount: -houseShare, net: true },
      ],
    });
    const replayed = payout(a, 1_900, 900);
    const [first, second, refused] = await Promise.all([
      ledger.post(replayed),
      ledger.post(payout(b, 500, -500)),
      // Net legs must not rescue a posting whose ordinary leg overdraws: it is refused whole.
      ledger.post({
        reference: ref('poor'),
        kind: 'bet_settle',
        legs: [
          { from: { member: poor, kind: 'wallet' }, to: house, amount: 100 },
          { from: house, to: liability, amount: 5_000, net: true },
        ],
      }),
    ]);
    expect([first.status, second.status, refused.status]).toEqual(['posted', 'posted', 'rejected']);
    // Each posting's own transfer only; the house share of both is one transfer of +900 - 500.
    expect(first.status === 'posted' && first.transferIds).toHaveLength(1);
    const net = await db.execute(
      // Named after the batch's first posting that posted.
      sql`SELECT amount FROM ledger_transfers WHERE reference = ${`net:${replayed.reference}`}`,
    );
    expect((net as unknown as { rows: { amount: string }[] }).rows.map((r) => Number(r.amount))).toEqual([
      400,
    ]);
    expect(await ledger.post(replayed)).toMatchObject({ status: 'duplicate' });
    expect((await ledger.memberBalances(a)).wallet).toBe(1_900);
    expect((await ledger.memberBalances(b)).wallet).toBe(500);
    expect(await ledger.balanceOf(liability)).toBe(liability0 - 1_900 - 500 + 400);
    expect(await ledger.balanceOf(house)).toBe(house0 - 400);
    await expectLedgerOk(server());
  });

  it('dates a posting by its own time when it carries one, never after its batch', async () => {
    const clock = new Date('2030-01-01T15:59:59.900Z');
    const ledger = createLedger({ ...server().deps, now: () => clock });
    const [a, b] = newMembers(2) as [number, number];
    await ledger.post(credit(a, 3_000));
    const decided = new Date(clock.getTime() - 5_000);
    const dated = { ...move(a, b, 1_000), at: decided };
    const undated = move(a, b, 1_000);
    const ahead = { ...move(a, b, 1_000), at: new Date(clock.getTime() + 60_000) };
    // Submitted in one turn of the event loop, so they share a batch and its time.
    const results = await Promise.all([dated, undated, ahead].map((p) => ledger.post(p)));
    expect(results.map((r) => r.status)).toEqual(['posted', 'posted', 'posted']);
    const times = async (reference: string) => {
      const rows = await server().deps.db.execute(
        sql`SELECT t.created_at AS transfer, e.created_at AS entry FROM ledger_transfers t
            JOIN ledger_entries e ON e.transfer_id = t.id WHERE t.reference = ${reference}`,
      );
      return (rows as unknown as { rows: { transfer: string | Date; entry: string | Date }[] }).rows.flatMap(
        (r) => [new Date(r.transfer).getTime(), new Date(r.entry).getTime()],
      );
    };
    expect(new Set(await times(dated.reference))).toEqual(new Set([decided.getTime()]));
    expect(new Set(await times(undated.reference))).toEqual(new Set([clock.getTime()]));
    expect(new Set(await times(ahead.reference))).toEqual(new Set([clock.getTime()]));
    await expectLedgerOk(server());
  });

  it('two writers (two server instances) on one database keep every invariant', async () => {
    const one = ledgerOf(server());
    const two = createLedger(server().deps);
    const people = newMembers(6);
    await Promise.all(people.map((m) => one.post(credit(m, 2_000))));
    const work = (ledger: typeof one, salt: number) =>
      Promise.all(
        Array.from({ length: 150 }, (_, i) => {
          const from = people[(i * 7 + salt) % people.length]!;
          const to = people[(i * 5 + salt + 1) % people.length]!;
          return from === to
            ? Promise.resolve(null)
            : ledger.post(move(from, to, 1 + ((i * 37 + salt) % 900)));
        }),
      );
    await Promise.all([work(one, 1), work(two, 3)]);
    const total = (await Promise.all(people.map((m) => one.memberBalances(m)))).reduce(
      (s, b) => s + b.wallet,
      0,
    );
    expect(total).toBe(12_000);
    await expectLedgerOk(server());
  });

  it('keeps every invariant over random sequences of postings (property)', async () => {
    const ledger = ledgerOf(server());
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            op: fc.constantFrom('credit', 'move', 'lock', 'unlock', 'repeat'),
            a: fc.nat({ max: 3 }),
            b: fc.nat({ max: 3 }),
            amount: fc.integer({ min: 1, max: 5_000 }),
          }),
          { minLength: 1, maxLength: 40 },
        ),
        async (ops) => {
          const people = newMembers(4);
          const wallet = new Map(people.map((m) => [m, 0]));
          const locked = new Map(people.map((m) => [m, 0]));
          const postings: Posting[] = [];
          for (const o of ops) {
            const a = people[o.a]!;
            const b = people[o.b]!;
            if (o.op === 'credit') {
              postings.push(credit(a, o.amount));
              wallet.set(a, wallet.get(a)! + o.amount);
            } else if (o.op === 'move' && a !== b) {
              postings.push(move(a, b, o.amount));
              if (wallet.get(a)! >= o.amount) {
                wallet.set(a, wallet.get(a)! - o.amount);
                wallet.set(b, wallet.get(b)! + o.amount);
              }
            } else if (o.op === 'lock' || o.op === 'unlock') {
              const [fromKind, toKind] =
                o.op === 'lock' ? (['wallet', 'locked'] as const) : (['locked', 'wallet'] as const);
              postings.push({
                reference: ref(o.op),
                kind: o.op === 'lock' ? 'withdraw_hold' : 'withdraw_release',
                legs: [
                  { from: { member: a, kind: fromKind }, to: { member: a, kind: toKind }, amount: o.amount },
                ],
              });
              const src = o.op === 'lock' ? wallet : locked;
              const dst = o.op === 'lock' ? locked : wallet;
              if (src.get(a)! >= o.amount) {
                src.set(a, src.get(a)! - o.amount);
                dst.set(a, dst.get(a)! + o.amount);
              }
            } else if (o.op === 'repeat' && postings.length > 0) {
              postings.push(postings[postings.length - 1]!);
            }
          }
          await Promise.all(postings.map((p) => ledger.post(p)));
          for (const m of people) {
            const bal = await ledger.memberBalances(m);
            expect(bal.wallet).toBe(wallet.get(m));
            expect(bal.locked).toBe(locked.get(m));
          }
        },
      ),
      { numRuns: 25 },
    );
    await expectLedgerOk(server());
  });
});

forEachDatabase('idempotency keys', (server) => {
  it('answers the first result again, refuses another body with 6009, and runs concurrent duplicates once', async () => {
    const idem = createIdempotency(server().deps);
    let runs = 0;
    const fn = async () => {
      runs += 1;
      await new Promise((r) => setTimeout(r, 50));
      return { n: runs };
    };
    const key = `key-${process.pid}-${Date.now()}`;
    const results = await Promise.all(
      [1, 2, 3].map(() => idem.run('m:1', key, { path: '/x', amount: '1' }, fn)),
    );
    expect(runs).toBe(1);
    expect(results).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }]);
    await expect(idem.run('m:1', key, { path: '/x', amount: '2' }, fn)).rejects.toMatchObject({
      code: Code.DataExists,
    });
    // Another member's identical key is another request.
    expect(await idem.run('m:2', key, { path: '/x', amount: '1' }, fn)).toEqual({ n: 2 });
  });

  it('replays a refusal, frees the key after an unexpected failure, and refuses a missing key', async () => {
    const idem = createIdempotency(server().deps);
    const key = `key-fail-${process.pid}-${Date.now()}`;
    const refuse = () => Promise.reject(new AppError(Code.InvalidParameter, '余额不足'));
    await expect(idem.run('m:1', key, {}, refuse)).rejects.toMatchObject({ message: '余额不足' });
    let called = false;
    await expect(
      idem.run('m:1', key, {}, async () => {
        called = true;
        return 1;
      }),
    ).rejects.toMatchObject({ message: '余额不足' });
    expect(called).toBe(false);

    const crashKey = `key-crash-${process.pid}-${Date.now()}`;
    const attempts: string[] = [];
    await expect(
      idem.run('m:1', crashKey, {}, (attempt) => {
        attempts.push(attempt);
        return Promise.reject(new Error('boom'));
      }),
    ).rejects.toThrow('boom');
    // The retry is told an earlier attempt ran (a venue transfer then finishes that attempt's order).
    expect(
      await idem.run('m:1', crashKey, {}, async (attempt) => {
        attempts.push(attempt);
        return 'second try';
      }),
    ).toBe('second try');
    expect(attempts).toEqual(['first', 'again']);
    // Once answered, the key replays that answer and runs nothing.
    expect(await idem.run('m:1', crashKey, {}, async () => 'third')).toBe('second try');

    // A request whose process died keeps its key pending; after the lease its retry takes over, told
    // that an attempt ran before.
    const deadKey = `key-dead-${process.pid}-${Date.now()}`;
    let claimed: () => void = () => {};
    const started = new Promise<void>((resolve) => (claimed = resolve));
    void idem.run('m:1', deadKey, {}, () => {
      claimed();
      return new Promise<never>(() => {});
    });
    await started;
    server().advance(16_000);
    expect(await idem.run('m:1', deadKey, {}, async (attempt) => attempt)).toBe('again');

    // "System busy" (a lock waited for too long) asks for a retry: it is not the request's answer.
    const busyKey = `key-busy-${process.pid}-${Date.now()}`;
    await expect(
      idem.run('m:1', busyKey, {}, () => Promise.reject(new AppError(Code.SystemBusy))),
    ).rejects.toMatchObject({ code: Code.SystemBusy });
    expect(await idem.run('m:1', busyKey, {}, async () => 'after busy')).toBe('after busy');

    await expect(idem.run('m:1', '', {}, async () => 1)).rejects.toMatchObject({
      code: Code.InvalidParameter,
    });
  });
});

describe('posting validation', () => {
  it('refuses malformed postings before they reach the writer', () => {
    const ledger = createLedger({ db: {} as never, now: () => new Date(), log: {} as never } as never);
    expect(() => ledger.post({ reference: 'x', kind: 'credit', legs: [] })).toThrow();
    expect(() =>
      ledger.post({
        reference: 'x',
        kind: 'credit',
        legs: [{ from: { house: 'house' }, to: { member: 1, kind: 'wallet' }, amount: 0 }],
      }),
    ).toThrow();
    expect(() =>
      ledger.post({
        reference: 'x',
        kind: 'fx',
        legs: [{ from: { member: 1, kind: 'wallet' }, to: { member: 1, kind: 'usdt' }, amount: 5 }],
      }),
    ).toThrow(/currencies/);
  });
});
