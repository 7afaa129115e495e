/**
 * Typed market descriptors and selections shared by pricing (what we offer) and settlement (how it ends).
 *
 * - period: FT = the result as the sport counts it (overtime and shoot-outs included where the sport plays
 *   them; football: 90 minutes + stoppage), HT = first half, REG = regulation time only (ice hockey 3-way).
 * - count: for set sports the FT score is sets (or frames); `count` settles on games (tennis) or points
 *   (volleyball, table tennis) instead.
 * - ah `line` is the HOME side's handicap; the away side holds -line.
 */
export type Period = 'FT' | 'HT' | 'REG';
export type Count = 'games' | 'points';

export interface Score {
  readonly home: number;
  readonly away: number;
}

export type MarketDescriptor =
  | { readonly kind: '1x2'; readonly period: Period }
  | { readonly kind: 'ml'; readonly period: Period }
  | { readonly kind: 'ah'; readonly period: Period; readonly line: number; readonly count?: Count }
  | { readonly kind: 'ou'; readonly period: Period; readonly line: number; readonly count?: Count }
  | { readonly kind: 'oe'; readonly period: Period; readonly count?: Count }
  | { readonly kind: 'btts'; readonly period: Period }
  | { readonly kind: 'cs'; readonly period: Period; readonly max: number };

export type MarketKind = MarketDescriptor['kind'];

/** A correct score selection, home-away, e.g. '2-1'. */
export type CorrectScore = `${number}-${number}`;

/**
 * 1x2: home/draw/away; ml (moneyline, a tie is a push): home/away; ah: home/away; ou: over/under;
 * oe: odd/even; btts: yes/no; cs: 'h-a' or 'other' (any score with a side above the market's max).
 */
export type Selection =
  'home' | 'draw' | 'away' | 'over' | 'under' | 'odd' | 'even' | 'yes' | 'no' | 'other' | CorrectScore;

export const correctScore = (home: number, away: number): CorrectScore => `${home}-${away}`;

/** '2-1' -> { home: 2, away: 1 }; null for anything else. */
export const parseCorrectScore = (selection: string): Score | null => {
  const m = /^(\d{1,3})-(\d{1,3})$/.exec(selection);
  return m ? { home: Number(m[1]), away: Number(m[2]) } : null;
};
