import type { Count, MarketDescriptor, Selection } from './markets.ts';

/**
 * Crown-style play codes `w` and selection codes `r` (DESIGN §6, the contract's sports feed) to and from
 * our descriptors. Two families: 'goals' sports (one score: football, basketball, hockey, baseball,
 * snooker frames...) and 'sets' sports (tennis, volleyball, table tennis), where the FT score is sets and
 * `count` (games or points) is the second tally:
 *   goals: M 1X2 (or moneyline without draws; ice hockey's regulation 1X2), R handicap, OU total, EO
 *          odd/even, TS both teams to score, PD correct score, HM/HR/HOU/HPD the half-time ones;
 *   sets:  M moneyline, SR set handicap, OU total sets, PD set score, R games/points handicap,
 *          SOU games/points total.
 */
export type PlayCode = 'M' | 'R' | 'OU' | 'EO' | 'TS' | 'PD' | 'HM' | 'HR' | 'HOU' | 'HPD' | 'SR' | 'SOU';

export interface PlayFamily {
  readonly family: 'goals' | 'sets';
  /** goals: whether the sport has a 3-way result. */
  readonly draws?: boolean;
  /**
   * goals: M is the 3-way result of regulation time (REG), a level regulation being played off for the
   * final score the other plays settle on (ice hockey's 60-minute 1X2 beside a puck line and total that
   * count the overtime and shoot-out).
   */
  readonly regulation?: boolean;
  /** sets: what R and SOU count. */
  readonly count?: Count;
  /** Correct-score grid size (PD/HPD): the highest listed score per side. */
  readonly csMax?: number;
}

const needLine = (w: PlayCode, line: number | null): number => {
  if (line === null) throw new RangeError(`play ${w} needs a line`);
  return line;
};

export const marketOfPlay = (w: PlayCode, line: number | null, f: PlayFamily): MarketDescriptor => {
  const csMax = f.csMax ?? 4;
  if (f.family === 'sets') {
    const count = f.count ?? 'games';
    switch (w) {
      case 'M':
        return { kind: 'ml', period: 'FT' };
      case 'SR':
        return { kind: 'ah', period: 'FT', line: needLine(w, line) };
      case 'OU':
        return { kind: 'ou', period: 'FT', line: needLine(w, line) };
      case 'PD':
        return { kind: 'cs', period: 'FT', max: csMax };
      case 'R':
        return { kind: 'ah', period: 'FT', line: needLine(w, line), count };
      case 'SOU':
        return { kind: 'ou', period: 'FT', line: needLine(w, line), count };
      default:
        throw new RangeError(`play ${w} is not offered on set sports`);
    }
  }
  switch (w) {
    case 'M':
      if (f.regulation) return { kind: '1x2', period: 'REG' };
      return f.draws === false ? { kind: 'ml', period: 'FT' } : { kind: '1x2', period: 'FT' };
    case 'R':
      return { kind: 'ah', period: 'FT', line: needLine(w, line) };
    case 'OU':
      return { kind: 'ou', period: 'FT', line: needLine(w, line) };
    case 'EO':
      return { kind: 'oe', period: 'FT' };
    case 'TS':
      return { kind: 'btts', period: 'FT' };
    case 'PD':
      return { kind: 'cs', period: 'FT', max: csMax };
    case 'HM':
      return { kind: '1x2', period: 'HT' };
    case 'HR':
      return { kind: 'ah', period: 'HT', line: needLine(w, line) };
    case 'HOU':
      return { kind: 'ou', period: 'HT', line: needLine(w, line) };
    case 'HPD':
      return { kind: 'cs', period: 'HT', max: f.csMax ?? 3 };
    default:
      throw new RangeError(`play ${w} is only offered on set sports`);
  }
};

/**
 * The play code of a descriptor; null for markets the feed has no code for (a regulation market other
 * than the 1X2, which is M where the family says `regulation`: the caller maps the code back to check).
 */
export const playOfMarket = (m: MarketDescriptor): PlayCode | null => {
  const ht = m.period === 'HT';
  if (m.period === 'REG') return m.kind === '1x2' ? 'M' : null;
  switch (m.kind) {
    case '1x2':
      return ht ? 'HM' : 'M';
    case 'ml':
      return ht ? null : 'M';
    case 'ah':
      if (m.count) return ht ? null : 'R';
      return ht ? 'HR' : 'R';
    case 'ou':
      if (m.count) return ht ? null : 'SOU';
      return ht ? 'HOU' : 'OU';
    case 'oe':
      return ht ? null : 'EO';
    case 'btts':
      return ht ? null : 'TS';
    case 'cs':
      return ht ? 'HPD' : 'PD';
  }
};

/** A set sport's set handicap is SR, not R: the caller says which family the market belongs to. */
export const playOfSetMarket = (m: MarketDescriptor): PlayCode | null =>
  m.kind === 'ah' && !m.count && m.period === 'FT' ? 'SR' : playOfMarket(m);

const TO_CODE: Readonly<Record<string, string>> = {
  home: 'H',
  away: 'C',
  draw: 'N',
  over: 'O',
  under: 'U',
  odd: 'ODD',
  even: 'EVEN',
  yes: 'Y',
  no: 'NO',
  other: 'OTH',
};
const FROM_CODE: Readonly<Record<string, Selection>> = Object.fromEntries(
  Object.entries(TO_CODE).map(([selection, code]) => [code, selection as Selection]),
);

/** Selection to `r`: H home, C away (客), N draw, O/U, ODD/EVEN, Y/NO, OTH, correct scores unchanged. */
export const selectionCode = (s: Selection): string => TO_CODE[s] ?? s;

export const selectionOfCode = (r: string): Selection => {
  const known = FROM_CODE[r];
  if (known) return known;
  if (/^\d{1,2}-\d{1,2}$/.test(r)) return r as Selection;
  throw new RangeError(`unknown selection code ${r}`);
};
