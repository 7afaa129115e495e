import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { queryRows, toArray } from '../../platform/db/raw-sql.ts';

/**
 * Member accounts, all floor-zero:
 * - wallet: the centre wallet (CNY);
 * - usdt: the USDT sub-wallet (in 1/100 USDT);
 * - locked: funds held by withdrawals under review (SPEC §3 "lock money");
 * - transit: money on its way to or from a venue while the venue has not confirmed;
 * - venue: what the member holds at one venue (code = channel code), synced with the venue's figure.
 */
export type MemberAccountKind = 'wallet' | 'usdt' | 'locked' | 'transit' | 'venue';

/**
 * House accounts, sharded and allowed to go negative (they are the other side of every member movement):
 * - house: the operator's own money (adjustments, fees, bet results);
 * - deposit_clearing / withdraw_clearing: money owed by or to the payment providers;
 * - liability: stakes of open bets (in play);
 * - venue_pnl: a venue's wins and losses against its players (code = channel code);
 * - fx: the exchange desk of one currency (code = currency), the bridge of CNY <-> USDT.
 */
export type HouseAccountKind =
  'house' | 'deposit_clearing' | 'withdraw_clearing' | 'liability' | 'venue_pnl' | 'fx';

export type AccountRef =
  | { member: number; kind: MemberAccountKind; code?: string }
  | {
      house: HouseAccountKind;
      code?: string;
      /** Spreads load; any number, reduced modulo the shard count. */ shardKey?: number;
    };

export const HOUSE_SHARDS = 16;

export interface AccountSpec {
  key: string;
  kind: string;
  memberId: number | null;
  code: string;
  currency: string;
  floorZero: boolean;
}

const currencyOf = (ref: AccountRef): string => {
  if ('member' in ref) return ref.kind === 'usdt' ? 'USDT' : 'CNY';
  return ref.house === 'fx' ? (ref.code ?? 'CNY') : 'CNY';
};

export const accountSpec = (ref: AccountRef): AccountSpec => {
  const code = ref.code ?? '';
  if ('member' in ref) {
    return {
      key: `m:${ref.member}:${ref.kind}${code ? `:${code}` : ''}`,
      kind: ref.kind,
      memberId: ref.member,
      code,
      currency: currencyOf(ref),
      floorZero: true,
    };
  }
  const shard = Math.abs(Math.trunc(ref.shardKey ?? Math.floor(Math.random() * HOUSE_SHARDS))) % HOUSE_SHARDS;
  return {
    key: `h:${ref.house}${code ? `:${code}` : ''}:${shard}`,
    kind: ref.house,
    memberId: null,
    code,
    currency: currencyOf(ref),
    floorZero: false,
  };
};

export interface AccountRow {
  id: number;
  key: string;
  currency: string;
  floorZero: boolean;
}

/**
 * Account ids by key, created on first use. Ids never change, so they are cached for the process's life;
 * creation is `ON CONFLICT DO NOTHING`, safe when two instances create the same account at once.
 */
export const createAccountDirectory = (db: Db) => {
  const cache = new Map<string, AccountRow>();

  const resolve = async (specs: AccountSpec[]): Promise<Map<string, AccountRow>> => {
    const out = new Map<string, AccountRow>();
    const missing = new Map<string, AccountSpec>();
    for (const s of specs) {
      const hit = cache.get(s.key);
      if (hit) out.set(s.key, hit);
      else missing.set(s.key, s);
    }
    if (missing.size > 0) {
      const list = [...missing.values()];
      await db.execute(sql`
        INSERT INTO ledger_accounts (key, kind, member_id, code, currency, floor_zero)
        SELECT * FROM unnest(
          ${toArray(list.map((s) => s.key))}::text[], ${toArray(list.map((s) => s.kind))}::text[],
          ${toArray(list.map((s) => s.memberId))}::bigint[], ${toArray(list.map((s) => s.code))}::text[],
          ${toArray(list.map((s) => s.currency))}::text[], ${toArray(list.map((s) => s.floorZero))}::boolean[])
        ON CONFLICT (key) DO NOTHING`);
      const rows = await queryRows<{
        id: string | number;
        key: string;
        currency: string;
        floor_zero: boolean;
      }>(
        db,
        sql`SELECT id, key, currency, floor_zero FROM ledger_accounts WHERE key = ANY(${toArray(list.map((s) => s.key))}::text[])`,
      );
      for (const r of rows) {
        const row = { id: Number(r.id), key: r.key, currency: r.currency, floorZero: r.floor_zero };
        cache.set(r.key, row);
        out.set(r.key, row);
      }
    }
    return out;
  };

  return { resolve };
};

export type AccountDirectory = ReturnType<typeof createAccountDirectory>;
