const game = '/game/api/v1';
/** SPEC §7.6 venue calls: wallets, launch, the sportsbook's resource call, bet records, the hot strip. */
export const GamePath = {
  allBalance: `${game}/venue/allBalance`,
  recycle: `${game}/venue/recycle`,
  transfer: `${game}/venue/transfer`,
  venueInfoByCategory: `${game}/venue/getVenueInfoByCategory`,
  balance: `${game}/venue/balance`,
  setAutoTransferStatus: `${game}/status/setAutoTransferStatus`,
  launch: `${game}/venue/launch`,
  resource: `${game}/venue/resource`,
  betRecordList: `${game}/record/betRecordList`,
  betRecordTotal: `${game}/record/betRecordTotal`,
  /** The home page's hot matches strip (public). */
  hotLive: `${game}/video/hotLive/matchDetail`,
} as const;

/** The sportsbook's odds and scores socket (DESIGN §7). */
export const SportsSocketPath = '/ws/sports';

/** The demo payment gateway's player page (served by the same server, like a PSP's hosted page). */
export const DemoPayPath = {
  page: '/demo-pay',
  api: '/demo-pay/api',
} as const;

/** The demo game provider's remote wallet API (spoken to over HTTP like any provider). */
export const DemoProviderPath = '/demo-provider';
