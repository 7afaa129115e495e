import type { PlayCode, SportCode } from '@qilin/contract';

/**
 * The full-time columns of the match list per sport: the win, the main handicap and the main total that
 * the feed marks main for that sport. Set sports (score = sets) have no set total: tennis lists its games
 * handicap and games total, volleyball and table tennis their set handicap and points total (the feed's
 * play families, server sports-feed/play-family.ts). The rest of a match's plays are in its detail.
 */
export const listPlays = (gameType: SportCode): PlayCode[] => {
  switch (gameType) {
    case 'TN':
      return ['M', 'R', 'SOU'];
    case 'VB':
    case 'TT':
      return ['M', 'SR', 'SOU'];
    default:
      return ['M', 'R', 'OU'];
  }
};

export const HALF_PLAYS: PlayCode[] = ['HM', 'HR', 'HOU'];
