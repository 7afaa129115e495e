import { followsRegulation, settlesWinOnRegulation } from '@qilin/contract';
import type { MatchState } from './match-state.ts';
import type { SportDef } from './sports.ts';

/**
 * Where the win settles on regulation time (ice hockey, rugby union: @qilin/contract
 * settlesWinOnRegulation), a match keeps regulation's score beside the running one (MatchState.regulation),
 * so the 1X2 settles on the 60 or 80 minutes while the rest settle on the final score with its overtime or
 * shoot-out goal, or golden point's score.
 */

/** Records the score now as regulation's: its clock ran out, or the operator ended the match in it. */
export const recordRegulation = (sport: SportDef, state: MatchState): void => {
  if (settlesWinOnRegulation(sport.code)) state.regulation = [state.score[0], state.score[1]];
};

/**
 * Sets a score an operator or provider gives after regulation was recorded (live in overtime, or a
 * correction of a result). A final that can follow the recorded regulation (the same, or a level one with
 * the play-off winner's score) keeps it: 3-2 after a 2-2 regulation is a shoot-out won, 23-20 after 20-20
 * a golden-point penalty. Any other score corrects regulation itself (a score the feed missed): 4-2 after
 * 2-2 was decided in regulation.
 */
export const rescore = (sport: SportDef, state: MatchState, score: [number, number]): void => {
  state.score = score;
  if (state.regulation && !followsRegulation(state.regulation, score, sport.code))
    state.regulation = [score[0], score[1]];
};

/** The regulation score a result carries: null where no market settles on it. */
export const regulationScoreOf = (sport: SportDef, state: MatchState): [number, number] | null =>
  settlesWinOnRegulation(sport.code) ? [...(state.regulation ?? state.score)] : null;
