import type { BetResult, PlayCode, SportCode } from '@qilin/contract';
import {
  isVoidCode,
  marketOfPlay,
  selectionOfCode,
  settleOutright,
  settleSelection,
  voidReasonText,
  type FinalScore,
} from '@qilin/sportsbook';
import type { FinalResult } from '../sports-feed/feed-api.ts';
import { correctScoreMax, playFamily } from '../sports-feed/play-family.ts';

/** A leg still waiting for its match: never settled, or settled and then restored (A). */
export const legIsOpen = (leg: { result: string | null }): boolean =>
  leg.result === null || leg.result === 'A';

/** What settlement needs of a leg. */
export interface LegToSettle {
  gameId: string;
  sport: string;
  w: string;
  r: string;
  line: number | null;
  /** "h-c" when the bet was placed in play (correct-score lists grow with the score), else "". */
  scoreAtBet: string;
}

export interface LegOutcome {
  result: BetResult;
  voidCode: string | null;
  voidReason: string | null;
  /** The score the leg settled on ("h-c"; an outright's winner), for the ticket. */
  finalScore: string | null;
}

const pair = ([home, away]: readonly [number, number]) => ({ home, away });
const parseScore = (text: string): [number, number] => {
  const m = /^(\d+)-(\d+)$/.exec(text);
  return m ? [Number(m[1]), Number(m[2])] : [0, 0];
};

/** The final score as @qilin/sportsbook settles on it: sets sports also carry their games/points tallies. */
const finalScoreOf = (r: FinalResult): FinalScore => {
  const final = {
    FT: pair(r.ft),
    // A match ended before half time has no half-time score: its first half is the whole match.
    HT: pair(r.ht ?? r.ft),
    // Ice hockey's win settles on regulation; elsewhere (and in results stored before it) regulation is FT.
    REG: pair(r.reg ?? r.ft),
  };
  // The games/points tally only when every set played is in the list: a result without them (a provider
  // that reports the set score alone) would settle games handicaps and totals on 0-0. Those legs are then
  // refunded as abnormal (D4) by legOutcome, never settled on a tally that is not the match's.
  if (r.sets.length === 0 || r.sets.length !== r.ft[0] + r.ft[1]) return final;
  const tally = {
    home: r.sets.reduce((s, set) => s + set[0], 0),
    away: r.sets.reduce((s, set) => s + set[1], 0),
  };
  return { ...final, games: tally, points: tally };
};

/** The D reason of a voided leg in the ticket (zh-CN), by the operator's code; D0 when it gave none. */
const voided = (r: FinalResult): LegOutcome => {
  const code = r.voidCode && isVoidCode(r.voidCode) ? r.voidCode : 'D0';
  return { result: 'D', voidCode: code, voidReason: voidReasonText(code, 'zh-CN'), finalScore: null };
};

/** One leg's result on a published result (issue 4 §3 bet result codes), by @qilin/sportsbook. */
export const legOutcome = (leg: LegToSettle, r: FinalResult): LegOutcome => {
  const half = r.hgid !== null && leg.gameId === r.hgid && leg.gameId !== r.gameId;
  const shown = half && r.ht ? r.ht : r.ft;
  // A restored match is open again: its legs show A until the match finishes and settles them.
  if (r.status === 'restored') return { result: 'A', voidCode: null, voidReason: null, finalScore: null };
  // A match voided after its first half was completed (the result then carries that half's score) has
  // decided its half-time plays: they stand on the half (help page tywt); everything else is refunded.
  if (r.status === 'void' && !(half && r.ht))
    return { ...voided(r), finalScore: leg.w === 'CH' ? r.winner : `${shown[0]}-${shown[1]}` };
  if (leg.w === 'CH')
    return {
      result: settleOutright(leg.r, r.winner ? [r.winner] : []),
      voidCode: null,
      voidReason: null,
      finalScore: r.winner,
    };
  const sport = leg.sport as SportCode;
  const w = leg.w as PlayCode;
  try {
    const family = playFamily(sport);
    const csMax =
      w === 'PD' || w === 'HPD' ? correctScoreMax(sport, w, parseScore(leg.scoreAtBet)) : undefined;
    const market = marketOfPlay(w, leg.line, csMax === undefined ? family : { ...family, csMax });
    const result = settleSelection(market, selectionOfCode(leg.r), finalScoreOf(r));
    // The ticket shows the score the leg settled on: a regulation 1X2 its 60 minutes' (2-2, not 3-2).
    const settledOn = market.period === 'REG' && r.reg ? r.reg : shown;
    return { result, voidCode: null, voidReason: null, finalScore: `${settledOn[0]}-${settledOn[1]}` };
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    // A leg no market of its sport can settle (a play the sport does not offer, a selection outside the
    // market) is cancelled as an abnormal bet and refunded, never silently lost.
    return { result: 'D', voidCode: 'D4', voidReason: voidReasonText('D4', 'zh-CN'), finalScore: null };
  }
};
