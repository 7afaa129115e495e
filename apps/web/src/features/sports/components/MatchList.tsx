import { memo, useState } from 'react';
import { DownOutlined, RightOutlined } from '@ant-design/icons';
import {
  ListHalfPlays,
  listPlays,
  listsHalfTime,
  type LeagueBlock,
  type Market,
  type Match,
  type OddsFormat,
} from '@qilin/contract';
import { useT } from '../../../shared/i18n/index.ts';
import { SPORTS_NS } from '../i18n.ts';
import { MatchRow } from './MatchRow.tsx';

const League = memo(function League({
  block,
  format,
  chosenKeys,
  onPick,
  onMore,
}: {
  block: LeagueBlock;
  format: OddsFormat;
  chosenKeys: string;
  onPick: (match: Match, market: Market, r: string) => void;
  onMore: (gameId: string) => void;
}) {
  const t = useT(SPORTS_NS);
  // SPEC §3 league isExpand: collapsible, open by default.
  const [expanded, setExpanded] = useState(true);
  const half = listsHalfTime(block.gameType);
  return (
    <div className="qs-league">
      <button
        type="button"
        className="qs-league-head"
        onClick={() => setExpanded((v) => !v)}
        aria-expanded={expanded}
      >
        {expanded ? <DownOutlined /> : <RightOutlined />}
        <span>{block.name}</span>
        <span style={{ marginLeft: 'auto', opacity: 0.6, fontWeight: 'normal' }}>{block.matches.length}</span>
      </button>
      {expanded ? (
        <>
          <div className={`qs-grid${half ? ' qs-half' : ''}`}>
            <div className="qs-colhead">{t('col.match')}</div>
            {(half ? [...listPlays(block.gameType), ...ListHalfPlays] : listPlays(block.gameType)).map(
              (w) => (
                <div key={w} className={ListHalfPlays.includes(w) ? 'qs-colhead qs-half-col' : 'qs-colhead'}>
                  {t(`col.${w}`, { context: block.gameType })}
                </div>
              ),
            )}
            <div className="qs-colhead" />
          </div>
          {block.matches.map((m) => (
            <MatchRow
              key={m.gameId}
              gameId={m.gameId}
              format={format}
              withHalf={half}
              chosenKeys={chosenKeys}
              onPick={onPick}
              onMore={onMore}
            />
          ))}
        </>
      ) : null}
    </div>
  );
});

/** Leagues with their matches; each row follows its own match in the live store. */
export function MatchList(props: {
  leagues: LeagueBlock[];
  format: OddsFormat;
  chosenKeys: string;
  onPick: (match: Match, market: Market, r: string) => void;
  onMore: (gameId: string) => void;
}) {
  return (
    <div>
      {props.leagues.map((b) => (
        <League key={b.league_id} block={b} {...props} />
      ))}
    </div>
  );
}
