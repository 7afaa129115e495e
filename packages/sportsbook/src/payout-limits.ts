/**
 * SPEC §9 payout limits from the terms, in USD, counting winnings only (the stake is excluded). The
 * server converts to the member's currency and applies them; these are the figures and the one rule.
 */
export type SportCode = 'FT' | 'VF' | 'BK' | 'TN' | 'BS' | 'VB' | 'TT' | 'SK' | 'AF' | 'IH' | 'RU' | 'HB';

export const PayoutLimitsUsd = {
  /** Per member per day, all sports. */
  memberDaily: 1_500_000,
  /** Any "new handicap" market, whatever the sport. */
  newHandicap: 25_000,
  casino: 600_000,
  financials: 180_000,
} as const;

const SPORT_LIMIT_USD: Readonly<Record<SportCode, number>> = {
  FT: 1_500_000,
  BK: 1_500_000,
  TN: 300_000,
  AF: 300_000,
  BS: 300_000,
  IH: 300_000,
  RU: 300_000,
  VB: 300_000,
  // "Other sports": virtual football, table tennis, snooker, handball.
  VF: 200_000,
  TT: 200_000,
  SK: 200_000,
  HB: 200_000,
};

/** The per-bet winnings cap of a sport (new-handicap markets have their own, lower cap). */
export const sportPayoutLimitUsd = (sport: SportCode, newHandicapMarket = false): number =>
  newHandicapMarket ? PayoutLimitsUsd.newHandicap : SPORT_LIMIT_USD[sport];

/** A return (stake included) with its winnings capped at maxWinFen. */
export const capReturn = (returnFen: number, stakeFen: number, maxWinFen: number): number =>
  Math.min(returnFen, stakeFen + maxWinFen);

/** SPEC §9's "new handicap" markets: the alternative lines of a line play, not its main line. */
export const isNewHandicapMarket = (market: { main: boolean; line: number | null }): boolean =>
  !market.main && market.line !== null;

/** SPEC §9's caps in a currency's minor unit (the server converts the dollars at its own rate). */
export interface PayoutCaps {
  memberDaily: number;
  sports: Readonly<Record<SportCode, number>>;
  newHandicap: number;
}

/** SPEC §9's caps converted by `toMinor` (USD to the member's currency). */
export const payoutCapsIn = (toMinor: (usd: number) => number): PayoutCaps => ({
  memberDaily: toMinor(PayoutLimitsUsd.memberDaily),
  sports: Object.fromEntries(
    (Object.keys(SPORT_LIMIT_USD) as SportCode[]).map((s) => [s, toMinor(SPORT_LIMIT_USD[s])]),
  ) as Record<SportCode, number>,
  newHandicap: toMinor(PayoutLimitsUsd.newHandicap),
});

/** A ticket's winnings cap: the strictest of its legs' caps, and never more than the member's daily cap. */
export const ticketWinningsCap = (
  legs: readonly { sport: SportCode; newHandicap: boolean }[],
  caps: PayoutCaps,
): number =>
  Math.min(caps.memberDaily, ...legs.map((l) => (l.newHandicap ? caps.newHandicap : caps.sports[l.sport])));
