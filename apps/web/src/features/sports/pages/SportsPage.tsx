import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Button, Empty, Result, Spin, Tabs } from 'antd';
import { useT } from '../../../shared/i18n/index.ts';
import { BetSlip } from '../components/BetSlip.tsx';
import { ChampionView } from '../components/ChampionView.tsx';
import { FilterBar } from '../components/FilterBar.tsx';
import { MatchDetail } from '../components/MatchDetail.tsx';
import { MatchList } from '../components/MatchList.tsx';
import { OpenBets } from '../components/OpenBets.tsx';
import { useChosenKeys, usePick } from '../components/use-pick.ts';
import { isChampionMarket, useSportsFilters } from '../filters.ts';
import { SPORTS_NS } from '../i18n.ts';
import { matchStore } from '../live/match-store.ts';
import { useEarlyDates, useLeagues, useMatchList } from '../queries.ts';
import { useSlip } from '../slip/slip-store.ts';
import { useSportsEntry } from '../use-sports-entry.ts';
import '../sports.css';

// The chat tab loads its panel (and opens the chat socket) only when the player opens the tab.
const ChatPanel = lazy(() =>
  import('../../chat/components/ChatPanel.tsx').then((m) => ({ default: m.ChatPanel })),
);

function SportsBoard() {
  const t = useT(SPORTS_NS);
  const filters = useSportsFilters();
  const early = useEarlyDates();
  const leagues = useLeagues(filters);
  const list = useMatchList(filters);
  const format = useSlip((s) => s.oddsType);
  const chosenKeys = useChosenKeys();
  const { pickMatch } = usePick();
  const [detail, setDetail] = useState<string | null>(null);
  const onMore = useCallback((gameId: string) => setDetail(gameId), []);
  const [side, setSide] = useState('slip');

  // Slip entries follow the prices and suspensions of their markets, and the names of their matches.
  useEffect(() => matchStore.onMarket((m) => useSlip.getState().applyMarket(m)), []);
  useEffect(() => matchStore.onMatch((m) => useSlip.getState().applyMatch(m)), []);

  const champion = isChampionMarket(filters.market);
  const blocks = list.data?.leagues ?? [];
  return (
    <div className="qs-page" data-testid="sports-page">
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12, minWidth: 0 }}>
        <FilterBar
          counts={list.data?.counts}
          earlyDates={early.data?.dates ?? []}
          leagues={leagues.data?.leagues ?? []}
          refreshing={list.isFetching}
          onRefresh={() => void list.refetch()}
        />
        <div className="qs-panel qs-list">
          {champion ? (
            <ChampionView filters={filters} />
          ) : list.isPending ? (
            <Spin style={{ display: 'block', margin: 32 }} />
          ) : list.isError && !list.data ? (
            <Result
              status="warning"
              title={t('loadFailed')}
              extra={<Button onClick={() => void list.refetch()}>{t('retry')}</Button>}
            />
          ) : blocks.length === 0 ? (
            <Empty description={t('noMatches')} style={{ padding: 32 }} />
          ) : (
            <MatchList
              leagues={blocks}
              format={format}
              chosenKeys={chosenKeys}
              onPick={pickMatch}
              onMore={onMore}
            />
          )}
        </div>
      </div>
      <aside className="qs-side">
        <Tabs
          activeKey={side}
          onChange={setSide}
          items={[
            { key: 'slip', label: t('slip.title'), children: <BetSlip /> },
            { key: 'open', label: t('slip.open'), children: <OpenBets /> },
            {
              key: 'chat',
              label: t('slip.chat'),
              children: (
                <Suspense fallback={<Spin style={{ display: 'block', margin: 32 }} />}>
                  <ChatPanel placement="sport" />
                </Suspense>
              ),
            },
          ]}
        />
      </aside>
      <MatchDetail gameId={detail} onClose={() => setDetail(null)} />
    </div>
  );
}

/** /game/sport/:enName — the local sport page (SPEC §2.1: auth required, full width, no footer). */
export function SportsPage() {
  const t = useT(SPORTS_NS);
  const entry = useSportsEntry();
  if (entry.state === 'launching')
    return <Spin size="large" style={{ display: 'block', margin: '20vh auto' }} />;
  if (entry.state === 'failed') {
    return (
      <Result
        status="warning"
        title={t('launchFailed')}
        subTitle={entry.reason ?? undefined}
        extra={<Button onClick={entry.retry}>{t('retry')}</Button>}
      />
    );
  }
  return <SportsBoard />;
}
