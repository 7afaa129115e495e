import type { SportCode } from '@qilin/contract';
import { USDT_MID_RATE } from '../wallet/fx-rates.ts';

/**
 * SPEC §9 payout caps (winnings, stake excluded), quoted in USD and applied in CNY fen at the platform's
 * dollar rate. The platform keeps one dollar rate, the USDT mid rate of wallet/fx-rates.ts (USDT is
 * pegged to the dollar), so a rate change moves every cap with it.
 */
const usdToFen = (usd: number) => Math.floor((usd * USDT_MID_RATE) / 100);

const SPORT_CAP_USD: Partial<Record<SportCode, number>> = {
  FT: 1_500_000,
  BK: 1_500_000,
  TN: 300_000,
  AF: 300_000,
  BS: 300_000,
  IH: 300_000,
  RU: 300_000,
  VB: 300_000,
};
const OTHER_SPORT_CAP_USD = 200_000;
const NEW_HANDICAP_CAP_USD = 25_000;
/** Per member per day (Asia/Shanghai), across every ticket settled that day. */
export const DAILY_CAP_FEN = usdToFen(1_500_000);

/** The winnings cap of one ticket: the strictest of its legs (new-handicap markets have their own). */
export const ticketCapFen = (legs: readonly { sport: SportCode; newHandicap: boolean }[]): number =>
  Math.min(
    DAILY_CAP_FEN,
    ...legs.map((l) =>
      usdToFen(l.newHandicap ? NEW_HANDICAP_CAP_USD : (SPORT_CAP_USD[l.sport] ?? OTHER_SPORT_CAP_USD)),
    ),
  );

/** Midnight in Asia/Shanghai (UTC+8, no daylight saving) of the day `at` falls in. */
export const shanghaiDayStart = (at: Date): Date => {
  const shifted = at.getTime() + 8 * 3600_000;
  return new Date(shifted - (shifted % 86_400_000) - 8 * 3600_000);
};
