import type { Market, PlayCode } from '@qilin/contract';

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
