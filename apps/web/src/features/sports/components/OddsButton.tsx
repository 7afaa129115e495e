import { memo, useRef } from 'react';
import { LockOutlined } from '@ant-design/icons';
import type { OddsFormat } from '@qilin/contract';
import { toDisplayOdds } from '../odds.ts';

export interface OddsButtonProps {
  label: string;
  /** Decimal odds from the feed; undefined when the selection is gone. */
  odds: number | undefined;
  format: OddsFormat;
  /** Suspended or closed: locked with a lock icon (issue 4 §7). */
  locked: boolean;
  on: boolean;
  /** The odds-type badge of double-handicap plays (SPEC §9). */
  badge?: string;
  onPick: () => void;
}

/**
 * One price. A move flashes green (up) or red (down) for ~3 s: the price span is keyed by its value so the
 * CSS animation restarts on every change, with no timer per cell.
 */
export const OddsButton = memo(function OddsButton({
  label,
  odds,
  format,
  locked,
  on,
  badge,
  onPick,
}: OddsButtonProps) {
  const prev = useRef(odds);
  const dir =
    prev.current !== undefined && odds !== undefined && odds !== prev.current
      ? odds > prev.current
        ? 'up'
        : 'down'
      : null;
  const lastDir = useRef<'up' | 'down' | null>(null);
  if (dir) lastDir.current = dir;
  prev.current = odds;
  if (odds === undefined) return <span className="qs-odd" aria-hidden />;
  const shown = toDisplayOdds(odds, format);
  return (
    <button
      type="button"
      className={`qs-odd${on ? ' is-on' : ''}`}
      disabled={locked}
      onClick={onPick}
      aria-pressed={on}
    >
      <span className="qs-odd-label">
        {badge ? <span className="qs-tag">{badge}</span> : null}
        {label}
      </span>
      {locked ? (
        <LockOutlined aria-label="locked" />
      ) : (
        <span
          key={odds}
          className={`qs-odd-price${shown < 0 ? ' is-neg' : ''}${lastDir.current ? ` qs-flash-${lastDir.current}` : ''}`}
        >
          {shown.toFixed(2)}
        </span>
      )}
    </button>
  );
});
