import type { Market, Match, OddsFormat } from '@qilin/contract';
import { useT } from '../../../shared/i18n/index.ts';
import { SPORTS_NS } from '../i18n.ts';
import { crownLine, handicapText, showsOddsTypeLabel } from '../lines.ts';
import { bookingGameId, selectionKey } from '../slip/make-entry.ts';
import { playOddsFormat } from '../odds.ts';
import { OddsButton } from './OddsButton.tsx';

/** The selections of a market in the order the page shows them, with their labels. */
export function selectionLabels(
  market: Market,
  match: Pick<Match, 'team_h' | 'team_c'>,
  t: (k: string) => string,
  /** Name the team of each handicap side (where no row beside the prices names them: the match detail). */
  named = false,
): { r: string; label: string }[] {
  const w = market.w;
  const line = market.line ?? 0;
  if (w === 'R' || w === 'HR' || w === 'SR') {
    const side = (r: 'H' | 'C') =>
      named ? `${r === 'H' ? match.team_h : match.team_c} ${handicapText(line, r)}` : handicapText(line, r);
    return [
      { r: 'H', label: side('H') },
      { r: 'C', label: side('C') },
    ];
  }
  if (w === 'OU' || w === 'HOU' || w === 'SOU') {
    return [
      { r: 'O', label: `${t('sel.O')} ${crownLine(line)}` },
      { r: 'U', label: `${t('sel.U')} ${crownLine(line)}` },
    ];
  }
  if (w === 'M' || w === 'HM') {
    const rs = market.selections.map((s) => s.r);
    return ['H', 'C', 'N']
      .filter((r) => rs.includes(r))
      .map((r) => ({ r, label: r === 'H' ? match.team_h : r === 'C' ? match.team_c : t('draw') }));
  }
  return market.selections.map((s) => ({
    r: s.r,
    label: /^\d+-\d+$/.test(s.r) ? s.r : t(`sel.${s.r}`),
  }));
}

/** A market's prices in a cell; empty when the match has no such market. */
export function MarketCell({
  match,
  market,
  format,
  chosen,
  onPick,
  compact = false,
  named = false,
  className,
}: {
  match: Match;
  market: Market | undefined;
  format: OddsFormat;
  chosen: ReadonlySet<string>;
  onPick: (market: Market, r: string) => void;
  compact?: boolean;
  /** See selectionLabels. */
  named?: boolean;
  /** Extra class of the cell (the list marks its half-time columns, which narrow panels hide). */
  className?: string;
}) {
  const t = useT(SPORTS_NS);
  const cellClass = className ? `qs-cell ${className}` : 'qs-cell';
  if (!market) return <div className={cellClass} />;
  const bookId = bookingGameId(match, market);
  const badge = showsOddsTypeLabel(market.w) ? t(`oddsShort.${format}`) : undefined;
  return (
    <div className={cellClass}>
      {selectionLabels(market, match, t, named).map(({ r, label }) => (
        <OddsButton
          key={r}
          label={compact && (market.w === 'M' || market.w === 'HM') ? t(`sel.${r}`) : label}
          odds={market.selections.find((s) => s.r === r)?.odds}
          format={playOddsFormat(market.w, format)}
          locked={market.status !== 'open'}
          on={chosen.has(selectionKey(bookId, market, r))}
          badge={badge}
          onPick={() => onPick(market, r)}
        />
      ))}
    </div>
  );
}
