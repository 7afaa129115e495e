import { useEffect } from 'react';
import { Button, Empty, Flex, Result, Spin, Typography } from 'antd';
import type { SportsFilters } from '../filters.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { SPORTS_NS } from '../i18n.ts';
import { useChampions } from '../queries.ts';
import { useSlip } from '../slip/slip-store.ts';
import { kickOff } from './MatchFace.tsx';
import { OddsButton } from './OddsButton.tsx';
import { playOddsFormat } from '../odds.ts';
import { useChosenKeys, usePick } from './use-pick.ts';

/** Outright (champion) markets with their options. */
export function ChampionView({ filters }: { filters: SportsFilters }) {
  const t = useT(SPORTS_NS);
  const champions = useChampions(filters);
  // Outrights are always shown in decimal odds (see playOddsFormat).
  const format = playOddsFormat(
    'CH',
    useSlip((s) => s.oddsType),
  );
  const chosen = new Set(useChosenKeys().split('\n'));
  const { pickChampion } = usePick();
  // Outright entries in the slip take the answer's names (a language switch refetches it).
  useEffect(() => {
    for (const m of champions.data?.markets ?? []) useSlip.getState().applyChampion(m);
  }, [champions.data]);
  if (champions.isPending) return <Spin style={{ display: 'block', margin: 32 }} />;
  if (champions.isError && !champions.data)
    return (
      <Result
        status="warning"
        title={t('loadFailed')}
        extra={<Button onClick={() => void champions.refetch()}>{t('retry')}</Button>}
      />
    );
  const markets = champions.data?.markets ?? [];
  if (markets.length === 0) return <Empty description={t('noMatches')} style={{ padding: 32 }} />;
  return (
    <Flex vertical>
      {markets.map((m) => (
        <div key={m.gameId} className="qs-league" data-testid={`champion-${m.gameId}`}>
          <div className="qs-league-head" style={{ cursor: 'default' }}>
            <span>{m.league}</span>
            <Typography.Text
              type="secondary"
              style={{ marginLeft: 'auto', fontSize: 12, fontWeight: 'normal' }}
            >
              {t('closes', { time: kickOff(m.closeTime) })}
            </Typography.Text>
          </div>
          <Typography.Text style={{ display: 'block', padding: '6px 12px' }}>{m.title}</Typography.Text>
          <div
            style={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
              gap: 4,
              padding: '0 8px 8px',
            }}
          >
            {m.options.map((o) => (
              <OddsButton
                key={o.rtype}
                label={o.name}
                odds={o.odds}
                format={format}
                locked={m.status !== 'open'}
                on={chosen.has(`${m.gameId}:CH::${o.rtype}`)}
                onPick={() => pickChampion(m, o.rtype)}
              />
            ))}
          </div>
        </div>
      ))}
    </Flex>
  );
}
