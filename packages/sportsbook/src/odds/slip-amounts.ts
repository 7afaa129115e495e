import { assertFen, divFloor, mulFloor } from './exact.ts';
import { fromDisplayOdds, type OddsFormat } from './display-odds.ts';

/**
 * The two amounts a bet slip shows for a typed stake (DESIGN §6). At a negative Malay/Indo price the
 * typed amount is what the player wants to win, and the money at risk is stake x |odds|; at every other
 * price the typed amount is the money at risk. Both answers are fen, rounded down.
 */

const isNegativePrice = (displayOdds: number, format: OddsFormat): boolean =>
  (format === 'M' || format === 'I') && displayOdds < 0;

/** Fen that leave the wallet: stake, or floor(stake x |odds|) at a negative Malay/Indo price. */
export const stakeAtRisk = (stakeFen: number, displayOdds: number, format: OddsFormat): number => {
  assertFen(stakeFen);
  fromDisplayOdds(displayOdds, format); // validates the price
  return isNegativePrice(displayOdds, format) ? mulFloor(stakeFen, -displayOdds) : stakeFen;
};

/**
 * Net winnings if the bet wins in full, stake NOT included (SPEC §5 "win amount = stake x odds" for HK):
 * E: floor(stake x (D-1)); H and positive M/I: floor(stake x odds); negative M/I: the amount to win,
 * recomputed from the fen actually at risk, floor(stakeAtRisk / |odds|), so the price is honoured exactly
 * (it equals the typed stake whenever stake x |odds| is whole fen). The full return is
 * stakeAtRisk + potentialWin = floor(stakeAtRisk x D).
 */
export const potentialWin = (stakeFen: number, displayOdds: number, format: OddsFormat): number => {
  assertFen(stakeFen);
  const decimal = fromDisplayOdds(displayOdds, format);
  if (isNegativePrice(displayOdds, format)) return divFloor(mulFloor(stakeFen, -displayOdds), -displayOdds);
  if (format === 'E') return mulFloor(stakeFen, decimal) - stakeFen;
  return mulFloor(stakeFen, displayOdds);
};
