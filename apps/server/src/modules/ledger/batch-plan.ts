import type { AccountRow } from './accounts.ts';
import type { Posting, PostingResult } from './posting.ts';

/**
 * The writer's arithmetic, without I/O: which postings of a batch post, refuse or repeat, the transfers
 * they make and every balance after them. The writer (writer.ts) reads what this needs under its lock and
 * writes what it plans (batch-sql.ts).
 */

export interface PlannedTransfer {
  reference: string;
  leg: number;
  kind: string;
  from: number;
  to: number;
  amount: number;
  memo: string;
  fromAfter: number;
  toAfter: number;
}

/** Each posting's fate while planning: a final answer, its slice of the planned transfers, or a repeat. */
export type PlannedOutcome =
  | PostingResult
  | { status: 'planned'; first: number; count: number }
  | { status: 'same-as'; reference: string };

/** Net legs summed per account pair and kind, `low` to `high` when `sum` > 0 (see `Leg.net`). */
type NetGroups = Map<string, { low: number; high: number; kind: string; sum: number }>;

export interface PostingPlan {
  planned: PlannedTransfer[];
  outcomes: PlannedOutcome[];
  nets: NetGroups;
}

/**
 * Plans the postings in submission order against `balance` (updated in place): a posting that would take a
 * floor-zero account below zero is refused alone and leaves every balance as it found it; a reference in
 * `posted` answers `duplicate`; a second posting of one reference in the batch answers like the first.
 */
export const planPostings = (
  postings: Posting[],
  /** Each posting's legs' [from, to] account keys. */
  legKeys: (readonly [string, string])[][],
  rows: Map<string, AccountRow>,
  balance: Map<number, number>,
  posted: Map<string, number[]>,
): PostingPlan => {
  const planned: PlannedTransfer[] = [];
  const outcomes: PlannedOutcome[] = [];
  const seen = new Set<string>();
  const nets: NetGroups = new Map();
  postings.forEach((posting, i) => {
    const earlier = posted.get(posting.reference);
    if (earlier) {
      outcomes.push({ status: 'duplicate', transferIds: earlier });
      return;
    }
    if (seen.has(posting.reference)) {
      outcomes.push({ status: 'same-as', reference: posting.reference });
      return;
    }
    seen.add(posting.reference);
    const touched = new Map<number, number>();
    const legs: PlannedTransfer[] = [];
    const netted: { from: number; to: number; amount: number }[] = [];
    const hasOwnLeg = posting.legs.some((l) => !l.net);
    let refused: string | null = null;
    posting.legs.forEach((leg, li) => {
      if (refused) return;
      const [fromKey, toKey] = legKeys[i]![li]!;
      const from = rows.get(fromKey)!;
      const to = rows.get(toKey)!;
      if (leg.net && hasOwnLeg && !from.floorZero && !to.floorZero) {
        netted.push({ from: from.id, to: to.id, amount: leg.amount });
        return;
      }
      for (const a of [from, to]) if (!touched.has(a.id)) touched.set(a.id, balance.get(a.id)!);
      const fromAfter = balance.get(from.id)! - leg.amount;
      if (from.floorZero && fromAfter < 0) {
        refused = from.key;
        return;
      }
      balance.set(from.id, fromAfter);
      const toAfter = balance.get(to.id)! + leg.amount;
      balance.set(to.id, toAfter);
      legs.push({
        reference: posting.reference,
        leg: li,
        kind: posting.kind,
        from: from.id,
        to: to.id,
        amount: leg.amount,
        memo: posting.memo ?? '',
        fromAfter,
        toAfter,
      });
    });
    if (refused) {
      for (const [id, before] of touched) balance.set(id, before);
      outcomes.push({ status: 'rejected', reason: 'insufficient_funds', accountKey: refused });
      return;
    }
    outcomes.push({ status: 'planned', first: planned.length, count: legs.length });
    planned.push(...legs);
    for (const n of netted) {
      const [low, high, signed] = n.from < n.to ? [n.from, n.to, n.amount] : [n.to, n.from, -n.amount];
      const key = `${low}:${high}:${posting.kind}`;
      const group = nets.get(key);
      if (group) group.sum += signed;
      else nets.set(key, { low, high, kind: posting.kind, sum: signed });
    }
  });
  return { planned, outcomes, nets };
};

/**
 * Appends the merged net legs, one transfer per account pair and kind, under a reference derived from the
 * batch's first new posting (unique, since that reference is posted here for the first time).
 */
export const appendNetLegs = (plan: PostingPlan, postings: Posting[], balance: Map<number, number>) => {
  const firstNew = plan.outcomes.findIndex((o) => o.status === 'planned');
  let netLeg = 0;
  for (const g of plan.nets.values()) {
    if (g.sum === 0) continue;
    const [from, to, amount] = g.sum > 0 ? [g.low, g.high, g.sum] : [g.high, g.low, -g.sum];
    const fromAfter = balance.get(from)! - amount;
    const toAfter = balance.get(to)! + amount;
    balance.set(from, fromAfter);
    balance.set(to, toAfter);
    plan.planned.push({
      reference: `net:${postings[firstNew]!.reference}`,
      leg: netLeg++,
      kind: g.kind,
      from,
      to,
      amount,
      memo: 'net of the batch',
      fromAfter,
      toAfter,
    });
  }
};

/**
 * Each posting's answer once the planned transfers are written (`transferIds` in plan order): its transfer
 * ids and the balances right after it, replayed leg by leg. A repeat within the batch answers like the
 * posting it repeats.
 */
export const answerPostings = (
  postings: Posting[],
  plan: PostingPlan,
  transferIds: number[],
  keyOf: (accountId: number) => string,
  posted: Map<string, number[]>,
): PostingResult[] => {
  const answers: PostingResult[] = [];
  const firstAnswer = new Map<string, PostingResult>();
  plan.outcomes.forEach((o, i) => {
    if (o.status === 'planned') {
      const legs = plan.planned.slice(o.first, o.first + o.count);
      const after: Record<string, number> = {};
      for (const l of legs) {
        after[keyOf(l.from)] = l.fromAfter;
        after[keyOf(l.to)] = l.toAfter;
      }
      const r: PostingResult = {
        status: 'posted',
        transferIds: transferIds.slice(o.first, o.first + o.count),
        balances: after,
      };
      firstAnswer.set(postings[i]!.reference, r);
      answers.push(r);
    } else if (o.status === 'same-as') {
      const first = firstAnswer.get(o.reference);
      const earlier = posted.get(o.reference);
      answers.push(
        earlier
          ? { status: 'duplicate', transferIds: earlier }
          : first && first.status === 'posted'
            ? { status: 'duplicate', transferIds: first.transferIds }
            : (first ?? { status: 'rejected', reason: 'insufficient_funds', accountKey: '' }),
      );
    } else {
      if (o.status === 'rejected') firstAnswer.set(postings[i]!.reference, o);
      answers.push(o);
    }
  });
  return answers;
};
