/**
 * Two rules of how a baseball game ends that a model without base runners must still play: MLB's runner
 * placed on second in extra innings, and the game-ending home run. Both are drawn from here by the feed's
 * simulator and priced from here by baseball.ts, so the games the book settles on are the games it prices.
 */

/**
 * P(a half-inning scores at least once) from bases empty and from a runner on second, both with no out:
 * 0.275 and 0.633 (Project Scoresheet play-by-play of every MLB game 1984-1994, table by David Nichols,
 * "Expected runs" at nssl.noaa.gov/users/brooks/public_html/feda/datasets/expectedruns.html).
 */
const SCORES_FROM_EMPTY = 0.275;
const SCORES_FROM_SECOND = 0.633;

/**
 * The runner placed on second scores with the batters' first run when they score at all (they bring him
 * home ahead of themselves), and otherwise with this probability: the outs and hits of a half-inning whose
 * batters alone would not have scored. It is what makes P(a run) from second 0.633 where it is 0.275 from
 * bases empty. The half-inning then expects E[runs] + P(runs > 0) + P(no run) x this = 1.12 at the table's
 * 0.49 from bases empty; the table says 1.13 from second, so the one number fits both of its figures.
 */
export const PLACED_RUNNER_ALONE = 1 - (1 - SCORES_FROM_SECOND) / (1 - SCORES_FROM_EMPTY);

/**
 * P(the placed runner comes home alone) in `share` of a half-inning still to play: his chance spread
 * evenly over the half-inning's outs (a constant hazard), so a half-inning played in slices scores him as
 * often as one played whole.
 */
export const placedRunnerAlone = (share: number): number => 1 - (1 - PLACED_RUNNER_ALONE) ** share;

/**
 * The runs of a half-inning that starts with a runner placed on second, from `batters`, the pmf of the
 * runs its batters score by themselves (the negative binomial half-inning), with `alone` the chance the
 * runner scores when they do not ({@link placedRunnerAlone}): k > 0 batters' runs become k + 1, and none
 * becomes one with probability `alone`.
 */
export const withPlacedRunner = (batters: Float64Array, alone: number): Float64Array => {
  const runs = new Float64Array(batters.length + 1);
  runs[0] = batters[0]! * (1 - alone);
  runs[1] = batters[0]! * alone;
  for (let k = 1; k < batters.length; k += 1) runs[k + 1] = batters[k]!;
  return runs;
};

/**
 * Runs a game-ending home run scores beyond the winning run, as P(j) for j = 0..3. Official Baseball Rules
 * 7.01(g) ends a game when the home side's winning run scores, "EXCEPTION: If the last batter in a game hits
 * a home run out of the playing field, the batter and all runners on base are permitted to score" (scored
 * as such by 9.06(g)). About 30 % of walk-offs are home runs (56 of 179 in MLB 2015; 51 of 181 in 2011 to
 * mid-August), and home runs come with 0, 1, 2 or 3 on base 57 %, 30 %, 11 % and 2 % of the time (solo
 * home runs 55-60 % of all in MLB 2005-2014; grand slams ~2 %, e.g. 104 of 4,934 in 2012; the 30/11 split
 * of the rest is our assumption). We track no runners, so we take the home run as hit with the score
 * level, the runners ahead of the batter all beyond the winning run: a grand slam from level ends four
 * runs ahead. A walk-off that is not a home run, or a solo one, ends one run ahead.
 */
const WALK_OFF_HOME_RUN_SHARE = 0.3;
const HOME_RUN_RUNNERS_ON = [0.57, 0.3, 0.11, 0.02] as const;
export const WALK_OFF_EXTRA_RUNS: readonly number[] = HOME_RUN_RUNNERS_ON.map((share, j) =>
  j === 0 ? 1 - WALK_OFF_HOME_RUN_SHARE * (1 - share) : WALK_OFF_HOME_RUN_SHARE * share,
);
