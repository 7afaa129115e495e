import { fenToYuan, MoneyLimits, yuanToFen, type OddsFormat } from '@qilin/contract';
import {
  parlayOdds,
  parlayReturn,
  potentialWin,
  stakeAtRisk,
  ticketWinningsCap,
  type PayoutCaps,
  type SportCode,
} from '@qilin/sportsbook';
import { normaliseAmountInput } from '../../../shared/format/amount-input.ts';

/**
 * SPEC §5 stake rules of the slip, in fen (integers) so that 2-decimal amounts never drift:
 * the input keeps 2 decimals; the real bet amount is clamped to the floor of the balance or to the limit;
 * win amount = stake x odds (non-numeric gives 0), clamped to non-negative with 2 decimals. At a negative
 * Malay/Indonesian price the stake is the amount to win and the money at risk is stake x |odds| (DESIGN §6).
 */

/**
 * What the stake field keeps as the player types: digits (full-width ones from a Chinese IME included) and
 * one point with at most 2 decimals ("12.345" -> "12.34"). The whole part stops at 9 digits, so the point
 * and the decimals still fit the amount's 12 characters after the longest one.
 */
export const sanitizeStake = (input: string): string =>
  normaliseAmountInput(input, {
    maxLength: MoneyLimits.amountMaxLength,
    decimals: MoneyLimits.amountDecimals,
    maxIntegerDigits: MoneyLimits.amountMaxLength - MoneyLimits.amountDecimals - 1,
  });

/**
 * Yuan as typed or sent -> integer fen on the digits, never through a float; a trailing point still being
 * typed ('12.') reads as '12'. NaN when it is not an amount.
 */
const toFen = (yuan: string): number => yuanToFen(yuan.trim().replace(/\.$/, ''));
/** Fen as yuan with 2 decimals. The sportsbook's amounts are whole fen; a cap that is not reads as its floor. */
const fenText = (fen: number): string => (Number.isFinite(fen) ? fenToYuan(Math.floor(fen)) : '0.00');

/** The money a stake puts at risk at a displayed price (@qilin/sportsbook: stake x |odds| below zero). */
export function riskOf(stake: string, displayOdds: number, format: OddsFormat): string {
  const fen = toFen(stake);
  if (!Number.isFinite(fen) || fen <= 0) return '0.00';
  try {
    return fenText(stakeAtRisk(fen, displayOdds, format));
  } catch {
    return fenText(fen);
  }
}

/**
 * What a stake wins at a displayed price, stake not included (SPEC §5: stake x odds; non-numeric gives 0;
 * non-negative, 2 decimals, rounded down), from @qilin/sportsbook. At a negative price the stake itself
 * is the amount to win.
 */
export function winAmount(stake: string, displayOdds: number, format: OddsFormat): string {
  const fen = toFen(stake);
  if (!Number.isFinite(fen) || fen <= 0 || !Number.isFinite(displayOdds)) return '0.00';
  try {
    return fenText(Math.max(0, potentialWin(fen, displayOdds, format)));
  } catch {
    return '0.00';
  }
}

export type ClampReason = 'balance' | 'limit';

/**
 * SPEC §5 real bet amount: a stake whose risk exceeds the floor of the balance is cut to what the floored
 * balance covers; a stake whose risk exceeds the market's limit is cut to what the limit allows. `reason`
 * says which (the slip tells the player); null when the stake stands.
 */
export function clampStake(
  stake: string,
  opts: { balance: string | null; limit: string | null; displayOdds: number },
): { stake: string; reason: ClampReason | null } {
  const fen = toFen(stake);
  if (!Number.isFinite(fen) || fen <= 0) return { stake, reason: null };
  const factor = opts.displayOdds < 0 ? Math.abs(opts.displayOdds) : 1;
  let best = fen;
  let reason: ClampReason | null = null;
  const limitFen = opts.limit === null ? NaN : toFen(opts.limit);
  if (Number.isFinite(limitFen) && best * factor > limitFen + 1e-6) {
    best = Math.floor(limitFen / factor + 1e-6);
    reason = 'limit';
  }
  const balanceFen = opts.balance === null ? NaN : toFen(opts.balance);
  if (Number.isFinite(balanceFen)) {
    // SPEC §5: the floor of the balance, in whole yuan.
    const maxRiskFen = Math.floor(Math.max(0, balanceFen) / 100) * 100;
    if (best * factor > maxRiskFen + 1e-6) {
      best = Math.floor(maxRiskFen / factor + 1e-6);
      reason = 'balance';
    }
  }
  if (reason === null) return { stake, reason };
  return { stake: best % 100 === 0 ? String(best / 100) : fenText(best), reason };
}

/** Parlays combine decimal odds (DESIGN §6): the exact product of the legs (@qilin/sportsbook). */
export function parlayDecimal(legs: readonly number[]): number {
  if (legs.length === 0) return 1;
  try {
    return parlayOdds(legs);
  } catch {
    return legs.reduce((a, d) => a * d, 1);
  }
}

/**
 * What a parlay stake wins if every leg wins, stake not included: the exact product of the legs' decimal
 * odds, rounded down once, as the server books it (@qilin/sportsbook parlayReturn). Multiplying by the
 * combined odds as shown (2 decimals, rounded) could promise a fen more than the ticket pays.
 */
export function parlayWinAmount(stake: string, legs: readonly number[]): string {
  const fen = toFen(stake);
  if (!Number.isFinite(fen) || fen <= 0 || legs.length === 0) return '0.00';
  try {
    const won = legs.map((decimalOdds) => ({ decimalOdds, result: 'W' as const }));
    return fenText(parlayReturn(fen, won) - fen);
  } catch {
    return '0.00';
  }
}

/** What the slip needs of an entry to find its payout cap. */
export interface CappedLeg {
  gameInfo: { gameType: string };
  playInfo: { newHandicap?: boolean };
}

/**
 * SPEC §9: what a stake can win at most, the strictest cap of the legs (`caps` in fen from the server's
 * payoutLimits; null while they load). The win shown is the lesser of the two, and `capped` says the cap
 * bit, so the slip can say so.
 */
export function cappedWin(
  win: string,
  legs: readonly CappedLeg[],
  caps: PayoutCaps | null,
): { amount: string; capped: boolean; cap: string } {
  if (!caps || legs.length === 0) return { amount: win, capped: false, cap: '' };
  const capFen = ticketWinningsCap(
    legs.map((l) => ({
      sport: l.gameInfo.gameType as SportCode,
      newHandicap: l.playInfo.newHandicap === true,
    })),
    caps,
  );
  const winFen = toFen(win);
  if (!Number.isFinite(capFen) || !(winFen > capFen))
    return { amount: win, capped: false, cap: fenText(capFen) };
  return { amount: fenText(capFen), capped: true, cap: fenText(capFen) };
}

/**
 * The singles a slip places together (多选), summed: how many, the money they take from the balance (each
 * at its risk: a negative Malay/Indo price risks more than its stake) and what they win together. Each
 * single is clamped to the balance on its own (SPEC §5), so several together can still ask for more than
 * it holds: `overBalance` says so, and the slip places none of them until the player lowers a stake.
 */
export function singlesTotal(
  lines: readonly { risk: string; win: string }[],
  balance: string | null,
): { count: number; risk: string; win: string; overBalance: boolean } {
  let count = 0;
  let riskFen = 0;
  let winFen = 0;
  for (const line of lines) {
    const risk = toFen(line.risk);
    if (!Number.isFinite(risk) || risk <= 0) continue;
    count += 1;
    riskFen += risk;
    const win = toFen(line.win);
    if (Number.isFinite(win)) winFen += win;
  }
  const balanceFen = balance === null ? NaN : toFen(balance);
  return {
    count,
    risk: fenText(riskFen),
    win: fenText(winFen),
    overBalance: Number.isFinite(balanceFen) && riskFen > balanceFen,
  };
}
