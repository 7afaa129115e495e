import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { paymentChannels, paymentCoinRates } from './schema.ts';

export type ChannelRow = typeof paymentChannels.$inferSelect;
export type CoinRateRow = typeof paymentCoinRates.$inferSelect;

/** All SQL about deposit channels and coin rates. */
export const createChannelRepo = (db: Db) => ({
  async listEnabled(siteId: string): Promise<ChannelRow[]> {
    return db
      .select()
      .from(paymentChannels)
      .where(and(eq(paymentChannels.siteId, siteId), eq(paymentChannels.enabled, true)))
      .orderBy(asc(paymentChannels.sort), asc(paymentChannels.id));
  },

  async enabledByCode(siteId: string, code: string): Promise<ChannelRow | null> {
    const rows = await db
      .select()
      .from(paymentChannels)
      .where(
        and(
          eq(paymentChannels.siteId, siteId),
          eq(paymentChannels.code, code),
          eq(paymentChannels.enabled, true),
        ),
      )
      .limit(1);
    return rows[0] ?? null;
  },

  /** Seeding: a channel an operator already has (by code) is left exactly as it is. */
  async insertChannelIfAbsent(values: typeof paymentChannels.$inferInsert): Promise<void> {
    await db.insert(paymentChannels).values(values).onConflictDoNothing();
  },

  /** Moves the site's channels that receive at `from` to `to` (one conditional UPDATE; idempotent). */
  async replaceAddress(siteId: string, from: string, to: string, now: Date): Promise<void> {
    await db
      .update(paymentChannels)
      .set({
        account: sql`jsonb_set(${paymentChannels.account}, '{address}', to_jsonb(${to}::text))`,
        updatedAt: now,
      })
      .where(and(eq(paymentChannels.siteId, siteId), sql`${paymentChannels.account}->>'address' = ${from}`));
  },

  async rates(siteId: string): Promise<CoinRateRow[]> {
    return db
      .select()
      .from(paymentCoinRates)
      .where(eq(paymentCoinRates.siteId, siteId))
      .orderBy(asc(paymentCoinRates.currency), asc(paymentCoinRates.network));
  },

  async rate(siteId: string, currency: string, network: string): Promise<CoinRateRow | null> {
    const rows = await db
      .select()
      .from(paymentCoinRates)
      .where(
        and(
          eq(paymentCoinRates.siteId, siteId),
          eq(paymentCoinRates.currency, currency),
          eq(paymentCoinRates.network, network),
        ),
      )
      .limit(1);
    return rows[0] ?? null;
  },

  async insertRateIfAbsent(values: typeof paymentCoinRates.$inferInsert): Promise<void> {
    await db.insert(paymentCoinRates).values(values).onConflictDoNothing();
  },
});

export type ChannelRepo = ReturnType<typeof createChannelRepo>;
