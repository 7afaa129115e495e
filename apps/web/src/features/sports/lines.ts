import type { Market, PlayCode, TicketLeg } from '@qilin/contract';

const plain = (n: number): string => String(Number(n.toFixed(2)));

/**
 * A line the Crown way: quarter lines as the two half lines they split into (0.25 -> "0/0.5",
 * 2.75 -> "2.5/3"); others as they are. No sign.
 */
export function crownLine(value: number): string {
  const a = Math.abs(value);
  const frac = Math.round((a % 1) * 100);
  if (frac === 25 || frac === 75) return `${plain(a - 0.25)}/${plain(a + 0.25)}`;
  return plain(a);
}

/**
 * The handicap the backed side takes: the market's line is the home side's (-0.25 = home gives a
 * quarter), the away side takes the opposite. Shown signed: "-0/0.5", "+1", "0".
 */
export function handicapText(line: number, side: 'H' | 'C'): string {
  const own = side === 'H' ? line : -line;
  if (own === 0) return '0';
  return `${own < 0 ? '-' : '+'}${crownLine(own)}`;
}

/** The same play family as playOddsFormat's (@qilin/contract). */
export { showsOddsTypeLabel } from '@qilin/contract';

/** The main market of a play in a match's market list, or undefined. */
export const mainMarket = (markets: readonly Market[], w: PlayCode): Market | undefined =>
  markets.find((m) => m.w === w && m.main);

/** What a selection names: its play, side and line, and the match's teams. */
export interface SelectionParts {
  w: PlayCode | 'CH';
  r: string;
  line: number | null;
  team_h: string;
  team_c: string;
}

/**
 * What a selection backs, in words, one wording for the slip, the open bets and the bet record: "曼联 -0/0.5",
 * "大 1/1.5", "2-1", "和局". `t` is the sports namespace (sel.*, draw). The play's own label (半场大小, 让球)
 * goes before it where it is shown.
 */
export function selectionText(s: SelectionParts, t: (k: string) => string): string {
  const { w, r, line } = s;
  const team = r === 'H' ? s.team_h : r === 'C' ? s.team_c : '';
  if ((w === 'R' || w === 'HR' || w === 'SR') && (r === 'H' || r === 'C'))
    return `${team} ${handicapText(line ?? 0, r)}`;
  if (w === 'OU' || w === 'HOU' || w === 'SOU') return `${t(`sel.${r}`)} ${crownLine(line ?? 0)}`;
  if (team) return team;
  if (r === 'N') return t('draw');
  return /^\d+-\d+$/.test(r) ? r : t(`sel.${r}`);
}

/**
 * Public to other features (the bet record): a ticket leg's selection as the slip wrote it when the player
 * picked it. The leg's stored selectionName
 * is the server's own wording (decimal quarter lines, a 半场 prefix the play label already says: the record
 * read "半场大小 半场 大 1.25" for the slip's "大 1/1.5"); an outright keeps it (its title and option).
 */
export const legSelectionText = (leg: TicketLeg, t: (k: string) => string): string =>
  leg.w === 'CH' ? leg.selectionName : selectionText(leg, t);
