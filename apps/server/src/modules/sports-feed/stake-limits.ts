import { fenToYuan, type PlayCode } from '@qilin/contract';

/**
 * Stake limits per market, in fen (issue 4 §4; SPEC §9's caps are on payouts and apply at settlement).
 * Main lines of the main plays take the most, alternative lines less, props and outrights least: the less
 * liquid a market, the less one stake may move it.
 */
export const MIN_STAKE_FEN = 1_000;
const MAX_MAIN_FEN = 5_000_000;
const MAX_ALT_FEN = 1_000_000;
const MAX_PROP_FEN = 500_000;
const MAX_OUTRIGHT_FEN = 200_000;
const MAIN_PLAYS: readonly PlayCode[] = ['M', 'R', 'OU', 'SR', 'SOU'];

export const stakeLimitsFen = (w: PlayCode | 'CH', main: boolean): { min: number; max: number } => ({
  min: MIN_STAKE_FEN,
  max:
    w === 'CH'
      ? MAX_OUTRIGHT_FEN
      : !MAIN_PLAYS.includes(w)
        ? MAX_PROP_FEN
        : main
          ? MAX_MAIN_FEN
          : MAX_ALT_FEN,
});

/** The same limits as the wire carries them (contract Market.minStake / maxStake, yuan). */
export const stakeLimitsYuan = (w: PlayCode | 'CH', main: boolean) => {
  const { min, max } = stakeLimitsFen(w, main);
  return { minStake: fenToYuan(min), maxStake: fenToYuan(max) };
};
