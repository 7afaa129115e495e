import { describe, expect, it } from 'vitest';
import type { AccountRow } from './accounts.ts';
import { answerPostings, appendNetLegs, planPostings } from './batch-plan.ts';
import type { Posting } from './posting.ts';

const account = (id: number, key: string, floorZero: boolean): AccountRow => ({
  id,
  key,
  currency: 'CNY',
  floorZero,
});
const rows = new Map(
  [
    account(1, 'm:1:wallet', true),
    account(2, 'm:2:wallet', true),
    account(3, 'h:house:0', false),
    account(4, 'h:liability:0', false),
  ].map((r) => [r.key, r]),
);
const keyOf = (id: number) => [...rows.values()].find((r) => r.id === id)!.key;

/** A posting of one leg per [from, to, amount]; `net` marks the legs the writer may merge. */
const posting = (reference: string, legs: [string, string, number, boolean?][]): Posting => ({
  reference,
  kind: 'bet_settle',
  legs: legs.map(([, , amount, net]) => ({
    from: { house: 'house' },
    to: { house: 'house' },
    amount,
    net,
  })),
});
const keysOf = (legs: [string, string, number, boolean?][]) => legs.map(([f, t]) => [f, t] as const);

const plan = (
  entries: { reference: string; legs: [string, string, number, boolean?][] }[],
  start: Record<number, number>,
  posted = new Map<string, number[]>(),
) => {
  const postings = entries.map((e) => posting(e.reference, e.legs));
  const balance = new Map(Object.entries(start).map(([id, b]) => [Number(id), b]));
  const result = planPostings(
    postings,
    entries.map((e) => keysOf(e.legs)),
    rows,
    balance,
    posted,
  );
  appendNetLegs(result, postings, balance);
  return { postings, result, balance, posted };
};

describe('batch plan', () => {
  it('refuses the posting that would overdraw a member, alone, and leaves its balances as they were', () => {
    const { result, balance } = plan(
      [
        { reference: 'a', legs: [['m:1:wallet', 'h:house:0', 600]] },
        // Its first leg fits, its second does not: neither applies.
        {
          reference: 'b',
          legs: [
            ['h:house:0', 'm:2:wallet', 100],
            ['m:1:wallet', 'h:house:0', 500],
          ],
        },
        { reference: 'c', legs: [['m:1:wallet', 'h:house:0', 400]] },
      ],
      { 1: 1_000, 2: 0, 3: 0 },
    );
    expect(result.outcomes.map((o) => o.status)).toEqual(['planned', 'rejected', 'planned']);
    expect(result.outcomes[1]).toMatchObject({ accountKey: 'm:1:wallet' });
    expect(balance.get(1)).toBe(0);
    expect(balance.get(2)).toBe(0);
    expect(balance.get(3)).toBe(1_000);
    expect(result.planned.map((p) => [p.reference, p.fromAfter, p.toAfter])).toEqual([
      ['a', 400, 600],
      ['c', 0, 1_000],
    ]);
  });

  it('answers a posted reference as a duplicate and a repeat in the batch like its first', () => {
    const posted = new Map([['old', [41, 42]]]);
    const { postings, result } = plan(
      [
        { reference: 'old', legs: [['m:1:wallet', 'h:house:0', 10]] },
        { reference: 'new', legs: [['m:1:wallet', 'h:house:0', 10]] },
        { reference: 'new', legs: [['m:1:wallet', 'h:house:0', 10]] },
        { reference: 'old', legs: [['m:1:wallet', 'h:house:0', 10]] },
      ],
      { 1: 100, 3: 0 },
      posted,
    );
    expect(result.planned).toHaveLength(1);
    const answers = answerPostings(postings, result, [77], keyOf, posted);
    expect(answers).toEqual([
      { status: 'duplicate', transferIds: [41, 42] },
      { status: 'posted', transferIds: [77], balances: { 'm:1:wallet': 90, 'h:house:0': 10 } },
      { status: 'duplicate', transferIds: [77] },
      { status: 'duplicate', transferIds: [41, 42] },
    ]);
  });

  it('merges net legs between two house accounts into one transfer, in either direction, and skips a zero sum', () => {
    const { result, balance } = plan(
      [
        {
          reference: 't1',
          legs: [
            ['h:liability:0', 'm:1:wallet', 300],
            ['h:house:0', 'h:liability:0', 200, true],
          ],
        },
        {
          reference: 't2',
          legs: [
            ['h:liability:0', 'm:2:wallet', 500],
            ['h:house:0', 'h:liability:0', 450, true],
          ],
        },
        // The other way round: nets against the two above.
        {
          reference: 't3',
          legs: [
            ['m:1:wallet', 'h:house:0', 50],
            ['h:liability:0', 'h:house:0', 150, true],
          ],
        },
      ],
      { 1: 0, 2: 0, 3: 1_000, 4: 1_000 },
    );
    const nets = result.planned.filter((p) => p.reference.startsWith('net:'));
    expect(nets).toEqual([
      expect.objectContaining({ reference: 'net:t1', leg: 0, from: 3, to: 4, amount: 500 }),
    ]);
    // Every fen is accounted for: the sum over all accounts is unchanged.
    expect([...balance.values()].reduce((s, b) => s + b, 0)).toBe(2_000);
    expect(balance.get(4)).toBe(1_000 - 300 - 500 + 500);

    const zero = plan(
      [
        {
          reference: 'z1',
          legs: [
            ['h:liability:0', 'm:1:wallet', 1],
            ['h:house:0', 'h:liability:0', 70, true],
          ],
        },
        {
          reference: 'z2',
          legs: [
            ['h:liability:0', 'm:1:wallet', 1],
            ['h:liability:0', 'h:house:0', 70, true],
          ],
        },
      ],
      { 1: 0, 3: 0, 4: 0 },
    );
    expect(zero.result.planned.some((p) => p.reference.startsWith('net:'))).toBe(false);
  });

  it('books a net leg as an ordinary one when it is the posting’s only leg or touches a member', () => {
    const { result } = plan(
      [
        { reference: 'only', legs: [['h:house:0', 'h:liability:0', 30, true]] },
        {
          reference: 'member',
          legs: [
            ['h:house:0', 'h:liability:0', 5],
            ['h:house:0', 'm:1:wallet', 20, true],
          ],
        },
      ],
      { 1: 0, 3: 100, 4: 0 },
    );
    expect(result.planned.map((p) => [p.reference, p.leg, p.amount])).toEqual([
      ['only', 0, 30],
      ['member', 0, 5],
      ['member', 1, 20],
    ]);
  });
});
