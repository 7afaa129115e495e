/**
 * How a match's expected goals spread over its 90 minutes. About 44% of goals come in the first half:
 * 1.16 of 2.64 goals per game over 5,100 Premier League matches (J. Grayson, "Are goals scored in the first
 * half of a game predictive of goals scored in the second?", 2013), and 455 of 1,034 goals (44%) in the 2008
 * Brazilian Série A (UFPE study, Revista Brasileira de Ciências do Esporte, 2012). Within each half the
 * rate is taken as constant; stoppage time belongs to its half, so minute 45+2 is given as 45.
 */
export const FIRST_HALF_GOAL_SHARE = 0.44;

const clampMinute = (minute: number): number => {
  if (!Number.isFinite(minute)) throw new RangeError(`minute must be a number, got ${minute}`);
  return Math.min(90, Math.max(0, minute));
};

/** Share of the full match's expected goals still to come after `minute` minutes. */
export const remainingGoalShare = (minute: number): number => {
  const t = clampMinute(minute);
  return t < 45
    ? FIRST_HALF_GOAL_SHARE * ((45 - t) / 45) + (1 - FIRST_HALF_GOAL_SHARE)
    : (1 - FIRST_HALF_GOAL_SHARE) * ((90 - t) / 45);
};

/** Share of the full match's expected goals still to come in the first half (0 once it is over). */
export const firstHalfRemainingShare = (minute: number): number => {
  const t = clampMinute(minute);
  return t < 45 ? FIRST_HALF_GOAL_SHARE * ((45 - t) / 45) : 0;
};
