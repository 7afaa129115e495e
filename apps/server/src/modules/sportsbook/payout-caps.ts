import type { SportCode } from '@qilin/contract';
import { payoutCapsIn, ticketWinningsCap } from '@qilin/sportsbook';
import { USDT_MID_RATE } from '../wallet/fx-rates.ts';

/**
 * SPEC §9 payout caps (winnings, stake excluded; the USD figures are @qilin/sportsbook's), applied in CNY fen at the platform's
 * dollar rate. The platform keeps one dollar rate, the USDT mid rate of wallet/fx-rates.ts (USDT is
 * pegged to the dollar), so a rate change moves every cap with it.
 */
const usdToFen = (usd: number) => Math.floor((usd * USDT_MID_RATE) / 100);

/** Every SPEC §9 cap in fen: what the bet slip is told (sportsbook resource payoutLimits) and applies. */
export const PAYOUT_CAPS_FEN = payoutCapsIn(usdToFen);

/** Per member per day (Asia/Shanghai), across every ticket settled that day. */
export const DAILY_CAP_FEN = PAYOUT_CAPS_FEN.memberDaily;

/** The winnings cap of one ticket: the strictest of its legs (new-handicap markets have their own). */
export const ticketCapFen = (legs: readonly { sport: SportCode; newHandicap: boolean }[]): number =>
  ticketWinningsCap(legs, PAYOUT_CAPS_FEN);
