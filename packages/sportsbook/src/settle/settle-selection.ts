import { settleHandicap, settleTotal, type LineResult } from './line-settlement.ts';
import {
  parseCorrectScore,
  type Count,
  type MarketDescriptor,
  type Period,
  type Score,
  type Selection,
} from './markets.ts';

/**
 * The final scores a market can settle on. FT is required; HT for half-time markets, REG for
 * regulation-time markets, games / points for markets with that `count`.
 */
export interface FinalScore {
  readonly FT: Score;
  readonly HT?: Score;
  readonly REG?: Score;
  readonly games?: Score;
  readonly points?: Score;
}

const scoreFor = (final: FinalScore, period: Period, count: Count | undefined): Score => {
  const score = count ? final[count] : final[period];
  if (!score) throw new RangeError(`settling needs the ${count ?? period} score`);
  for (const goals of [score.home, score.away]) {
    if (!Number.isSafeInteger(goals) || goals < 0)
      throw new RangeError(`bad score ${score.home}-${score.away}`);
  }
  return score;
};

const winLose = (won: boolean): LineResult => (won ? 'W' : 'L');

const refuse = (market: MarketDescriptor, selection: Selection): never => {
  throw new RangeError(`selection '${selection}' does not belong to a ${market.kind} market`);
};

/**
 * Settles one selection of one market on the final score. Answers W/LW/P/LL/L; a void (D) is decided by
 * the operator, never by the score, so it is not an answer here.
 */
export const settleSelection = (
  market: MarketDescriptor,
  selection: Selection,
  final: FinalScore,
): LineResult => {
  const count = 'count' in market ? market.count : undefined;
  const { home, away } = scoreFor(final, market.period, count);
  switch (market.kind) {
    case '1x2':
      if (selection === 'home') return winLose(home > away);
      if (selection === 'draw') return winLose(home === away);
      if (selection === 'away') return winLose(away > home);
      return refuse(market, selection);
    case 'ml':
      if (home === away) {
        if (selection === 'home' || selection === 'away') return 'P';
        return refuse(market, selection);
      }
      if (selection === 'home') return winLose(home > away);
      if (selection === 'away') return winLose(away > home);
      return refuse(market, selection);
    case 'ah':
      if (selection === 'home') return settleHandicap(market.line, home - away);
      if (selection === 'away') return settleHandicap(-market.line, away - home);
      return refuse(market, selection);
    case 'ou':
      if (selection === 'over' || selection === 'under')
        return settleTotal(market.line, home + away, selection);
      return refuse(market, selection);
    case 'oe':
      if (selection === 'odd') return winLose((home + away) % 2 === 1);
      if (selection === 'even') return winLose((home + away) % 2 === 0);
      return refuse(market, selection);
    case 'btts':
      if (selection === 'yes') return winLose(home > 0 && away > 0);
      if (selection === 'no') return winLose(home === 0 || away === 0);
      return refuse(market, selection);
    case 'cs': {
      const outside = home > market.max || away > market.max;
      if (selection === 'other') return winLose(outside);
      const picked = parseCorrectScore(selection);
      if (!picked || picked.home > market.max || picked.away > market.max) return refuse(market, selection);
      return winLose(picked.home === home && picked.away === away);
    }
  }
};

/** Outright (champion): W when the selection is among the winners. Dead-heat reductions are not applied. */
export const settleOutright = (selectionId: string, winnerIds: readonly string[]): LineResult =>
  winLose(winnerIds.includes(selectionId));
