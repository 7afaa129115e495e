import { FIRST_HALF_GOAL_SHARE, remainingGoalShare } from '@qilin/sportsbook';
import type { MatchState } from './match-state.ts';
import { poisson, type Rng } from './rng.ts';
import type { SportDef } from './sports.ts';

/**
 * Football goals as the book prices them (@qilin/sportsbook priceFootballMarkets): Poisson goals with
 * FIRST_HALF_GOAL_SHARE of a match's expected goals in the first half, at a constant rate within each half,
 * and the Dixon–Coles dependence among the low final scores. The simulator is the world the book is
 * priced for: a goal process more spread out than the prices (it put ~49% of the goals in the first half,
 * and scored its 2.7 goals a match over 95 minutes) hands players value on the half-time and total lines.
 */

/** Dixon–Coles rho of the simulated world, and so the one the feed prices with (pricing.ts). */
export const DIXON_COLES_RHO = -0.08;

/** A red card multiplies the side's scoring rate by this for the rest of the match (pricing.ts too). */
export const RED_CARD_SCORING = 0.7;

/**
 * Where a match is on the pricing model's 90-minute scale. Stoppage time belongs to its half (the published
 * 44% counts stoppage goals in their half), so a half's 45 minutes stretch over its whole length
 * including the stoppage the simulator drew for it: the model's constant rate within a half is then the
 * simulator's, and half-time markets stay open until the half really ends.
 */
export const footballModelMinute = (sport: SportDef, state: MatchState): number => {
  if (state.status === 'pre') return 0;
  if (state.status === 'finished' || state.status === 'void') return 90;
  const half = Math.min(2, Math.max(1, state.period));
  const played = Math.min(1, state.elapsed / (sport.periodSeconds + state.stoppage));
  return 45 * (half - 1 + played);
};

/** Dixon & Coles (1997) eq. 4.2 weights of the four low final scores, from the pre-match means. */
const lowScoreWeights = (l: number, m: number, rho: number) => ({
  w00: 1 - l * m * rho,
  w10: 1 + m * rho,
  w01: 1 + l * rho,
  w11: 1 - rho,
});

/**
 * E[weight of the final score] from the score now when the goals still to come are Poisson(lr), Poisson(mr).
 * Tilting each goal's rate by the ratio of this after and before the goal (a Doob h-transform of the
 * independent Poisson process) makes the final score follow exactly the Dixon–Coles matrix of the pre-match
 * means while every score above 1-1 plays on at the plain rates the in-play prices assume.
 */
const lowScoreTilt = (
  score: readonly [number, number],
  lr: number,
  mr: number,
  w: ReturnType<typeof lowScoreWeights>,
): number => {
  const [i, j] = score;
  if (i > 1 || j > 1) return 1;
  const none = Math.exp(-lr - mr);
  let tilt = 1;
  const add = (h: number, a: number, weight: number) => {
    if (h < i || a < j) return;
    // Poisson terms of at most one more goal a side: l^k e^-l with k! = 1.
    tilt += (weight - 1) * none * lr ** (h - i) * mr ** (a - j);
  };
  add(0, 0, w.w00);
  add(1, 0, w.w10);
  add(0, 1, w.w01);
  add(1, 1, w.w11);
  return tilt;
};

/**
 * Goals in `span` game seconds of the current half from the pre-match means (l, m): each side at its
 * half's share over the half's length (stoppage included), cut by red cards, tilted at low scores.
 */
export const footballGoals = (
  sport: SportDef,
  means: readonly [number, number],
  state: MatchState,
  span: number,
  rng: Rng,
): [number, number] => {
  const [l, m] = means;
  const half = Math.min(2, Math.max(1, state.period));
  const share = half === 1 ? FIRST_HALF_GOAL_SHARE : 1 - FIRST_HALF_GOAL_SHARE;
  const length = sport.periodSeconds + state.stoppage;
  const cut = (side: 0 | 1) => RED_CARD_SCORING ** state.redCards[side];
  const left = remainingGoalShare(footballModelMinute(sport, state));
  const lr = l * cut(0) * left;
  const mr = m * cut(1) * left;
  // The weights of the means the book now prices with (a red card cuts them, pricing.ts): before any card
  // the pre-match ones, so the final score is exactly the pre-match matrix.
  const weights = lowScoreWeights(l * cut(0), m * cut(1), DIXON_COLES_RHO);
  const now = lowScoreTilt(state.score, lr, mr, weights);
  const [h, a] = state.score;
  const homeRate = ((l * cut(0) * share) / length) * (lowScoreTilt([h + 1, a], lr, mr, weights) / now);
  const awayRate = ((m * cut(1) * share) / length) * (lowScoreTilt([h, a + 1], lr, mr, weights) / now);
  return [poisson(rng, homeRate * span), poisson(rng, awayRate * span)];
};
