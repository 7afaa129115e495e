import { asc } from 'drizzle-orm';
import { Code, VenueCategory, fenToYuan, type VenueInfo } from '@qilin/contract';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import { venues } from './schema.ts';

export type VenueRow = typeof venues.$inferSelect;

/**
 * The venues seeded on every start when absent (operators' later changes to status or names stay):
 * crty, our sportsbook, plays on the centre wallet; demo, the demo provider's e-games, holds its own
 * balance and is reached over HTTP.
 */
const SEED: Omit<VenueRow, 'createdAt'>[] = [
  {
    channelCode: 'crty',
    venueName: '皇冠体育',
    category: VenueCategory.TY,
    walletMode: 'seamless',
    provider: '',
    status: 'open',
    logo: '',
    minTransfer: 0,
    sort: 1,
  },
  {
    channelCode: 'demo',
    venueName: 'Qilin 电子',
    category: VenueCategory.DZ,
    walletMode: 'transfer',
    provider: 'demo',
    status: 'open',
    logo: '',
    minTransfer: 100,
    sort: 2,
  },
];

export const toVenueInfo = (v: VenueRow): VenueInfo => ({
  channelCode: v.channelCode,
  venueName: v.venueName,
  category: v.category,
  walletMode: v.walletMode === 'seamless' ? 'seamless' : 'transfer',
  status: v.status === 'maintenance' ? 'maintenance' : 'open',
  logo: v.logo,
  minTransfer: fenToYuan(v.minTransfer),
});

/** Category 8 (or none) means every category (SPEC §3). */
const inCategory = (v: VenueRow, category?: number) =>
  category === undefined || category === VenueCategory.ALL || v.category === category;

/**
 * How long the venue table is kept in memory. A transfer looks its venue up on every request; the table
 * is a handful of rows an operator changes rarely (maintenance), and a change a second late is harmless.
 */
export const VENUE_CACHE_MS = 1_000;

export const createVenueRegistry = (db: Db, now: () => Date) => {
  let cached: { rows: VenueRow[]; at: number } | null = null;
  let loading: Promise<VenueRow[]> | null = null;
  const rows = async (): Promise<VenueRow[]> => {
    const t = now().getTime();
    if (cached && t - cached.at < VENUE_CACHE_MS && t >= cached.at) return cached.rows;
    // Concurrent requests after expiry share one read.
    loading ??= db
      .select()
      .from(venues)
      .orderBy(asc(venues.sort), asc(venues.channelCode))
      .then((list) => {
        cached = { rows: list, at: t };
        return list;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  };
  const list = async (category?: number): Promise<VenueRow[]> =>
    (await rows()).filter((v) => inCategory(v, category));
  const find = async (channelCode: string): Promise<VenueRow | undefined> =>
    (await rows()).find((v) => v.channelCode === channelCode);

  return {
    list,
    find,

    async seed(): Promise<void> {
      for (const row of SEED)
        await db
          .insert(venues)
          .values({ ...row, createdAt: now() })
          .onConflictDoNothing();
    },

    /** Venues that hold their own balance (the ones venue/allBalance lists and recycle empties). */
    async transferVenues(category?: number): Promise<VenueRow[]> {
      return (await list(category)).filter((v) => v.walletMode === 'transfer');
    },

    /** A transfer venue by code, or the refusal a player would understand. */
    async transferVenue(channelCode: string): Promise<VenueRow> {
      const venue = await find(channelCode);
      if (!venue) throw new AppError(Code.NotFound, '场馆不存在');
      if (venue.walletMode !== 'transfer')
        throw new AppError(Code.InvalidParameter, `${venue.venueName}使用中心钱包，无需转账`);
      return venue;
    },
  };
};

export type VenueRegistry = ReturnType<typeof createVenueRegistry>;
