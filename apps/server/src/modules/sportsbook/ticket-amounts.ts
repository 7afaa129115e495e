import type { BetResult, OddsFormat } from '@qilin/contract';
import {
  capReturn,
  negativePriceReturn,
  ticketParlayOdds,
  parlayReturn,
  potentialWin,
  singleReturn,
  stakeAtRisk,
  toDisplayOdds,
} from '@qilin/sportsbook';

/**
 * A ticket's amounts from @qilin/sportsbook: what placement books and what settlement pays. Only the glue
 * is here (which price the slip showed, which legs a ticket has); the maths is the package's.
 */

/** The price as the slip shows it: 2 decimals, like the page (web sports/odds.ts shownOdds). */
export const shownOdds = (decimal: number, format: OddsFormat): number =>
  Number(toDisplayOdds(decimal, format).toFixed(2));

const negativePrice = (display: number, format: OddsFormat) =>
  (format === 'M' || format === 'I') && display < 0;

export interface SlipAmounts {
  odds: number;
  oddsType: OddsFormat;
  displayOdds: number;
  /** Fen leaving the wallet. */
  risk: number;
  /** Winnings if every leg wins, before the ticket's cap (a parlay's stops at the safe-integer range). */
  win: number;
}

/**
 * The slip's amounts. A single keeps the odds type the slip showed (at a negative Malay/Indo price the
 * stake is the amount to win); a parlay combines decimal odds and stakes in E.
 */
export const slipAmounts = (
  type: 'single' | 'parlay' | 'outright',
  stakeFen: number,
  legOdds: readonly number[],
  format: OddsFormat,
): SlipAmounts => {
  if (type === 'parlay') {
    const odds = ticketParlayOdds(legOdds);
    const full = parlayReturn(
      stakeFen,
      legOdds.map((decimalOdds) => ({ decimalOdds, result: 'W' as const })),
    );
    return { odds, oddsType: 'E', displayOdds: odds, risk: stakeFen, win: full - stakeFen };
  }
  const odds = legOdds[0]!;
  const displayOdds = shownOdds(odds, format);
  return {
    odds,
    oddsType: format,
    displayOdds,
    risk: stakeAtRisk(stakeFen, displayOdds, format),
    win: potentialWin(stakeFen, displayOdds, format),
  };
};

export interface TicketTerms {
  type: string;
  stake: number;
  risk: number;
  odds: number;
  displayOdds: number;
  oddsType: string;
}

/** What a ticket pays back (stake included) for its legs' results, winnings capped at `capFen`. */
export const ticketReturn = (
  t: TicketTerms,
  legs: readonly { result: BetResult; odds: number }[],
  capFen: number,
): number => {
  let full: number;
  if (t.type === 'parlay')
    full = parlayReturn(
      t.risk,
      legs.map((l) => ({ decimalOdds: l.odds, result: l.result })),
      t.risk + capFen,
    );
  else if (negativePrice(t.displayOdds, t.oddsType as OddsFormat))
    full = negativePriceReturn(
      t.risk,
      potentialWin(t.stake, t.displayOdds, t.oddsType as OddsFormat),
      legs[0]!.result,
    );
  else full = singleReturn(t.risk, t.odds, legs[0]!.result);
  return capReturn(full, t.risk, capFen);
};
