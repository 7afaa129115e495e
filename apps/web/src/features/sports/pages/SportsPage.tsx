import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { FileTextOutlined } from '@ant-design/icons';
import { Button, Empty, FloatButton, Result, Spin, Tabs } from 'antd';
import { useT } from '../../../shared/i18n/index.ts';
import { BetSlip } from '../components/BetSlip.tsx';
import { ChampionView } from '../components/ChampionView.tsx';
import { FilterBar } from '../components/FilterBar.tsx';
import { LiveDownBanner } from '../components/LiveDownBanner.tsx';
import { MatchDetail } from '../components/MatchDetail.tsx';
import { MatchList } from '../components/MatchList.tsx';
import { OpenBets } from '../components/OpenBets.tsx';
import { useChosenKeys, usePick } from '../components/use-pick.ts';
import { isChampionMarket, useSportsFilters } from '../filters.ts';
import { SPORTS_NS } from '../i18n.ts';
import { matchStore } from '../live/match-store.ts';
import { useChampions, useEarlyDates, useLeagues, useMatchList } from '../queries.ts';
import { useSlipFollowsPrices } from '../slip/follow-prices.ts';
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
  const sideRef = useRef<HTMLElement>(null);
  const slipCount = useSlip((s) => s.entries.length);
  // The slip button steps aside once the slip itself is on screen (it would cover the slip's own rows).
  const [sideInView, setSideInView] = useState(false);
  useEffect(() => {
    const el = sideRef.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const watcher = new IntersectionObserver(([e]) => setSideInView(e?.isIntersecting ?? false));
    watcher.observe(el);
    return () => watcher.disconnect();
  }, []);

  // Slip entries follow the prices and suspensions of their markets, and the names of their matches.
  useEffect(() => matchStore.onMarket((m) => useSlip.getState().applyMarket(m)), []);
  useEffect(() => matchStore.onMatch((m) => useSlip.getState().applyMatch(m)), []);
  // …on their matches' own channels, whatever sport, market type or detail is on screen.
  useSlipFollowsPrices();

  const champion = isChampionMarket(filters.market);
  const champions = useChampions(filters);
  const blocks = list.data?.leagues ?? [];
  // In a champion market the list query sleeps (its counts are another market's); the champion tab
  // counts the outrights shown, and the other tabs, which lead out of it, carry no count.
  const counts = champion ? champions.data && { FS: champions.data.markets.length } : list.data?.counts;
  // After a filter change the previous list stays on screen until the new one arrives (no blank flash), but
  // dimmed and closed to taps: a price tapped there would be a bet on a match of the list being left.
  const stale = !champion && list.isPlaceholderData;
  return (
    <div className="qs-page" data-testid="sports-page">
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12, minWidth: 0 }}>
        <FilterBar
          counts={counts}
          earlyDates={early.data?.dates ?? []}
          leagues={leagues.data?.leagues ?? []}
          refreshing={champion ? champions.isFetching : list.isFetching}
          onRefresh={() => void (champion ? champions.refetch() : list.refetch())}
        />
        <div
          className={stale ? 'qs-panel qs-list is-stale' : 'qs-panel qs-list'}
          aria-busy={stale || undefined}
        >
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
      <aside className="qs-side" ref={sideRef}>
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
      {/* One column (phones): the slip sits below the list, so a price tapped there needs a visible
          echo and a way down; the button counts the selections and scrolls to the slip. */}
      {sideInView ? null : (
        <FloatButton
          className="qs-slip-fab"
          type="primary"
          icon={<FileTextOutlined />}
          badge={{ count: slipCount, color: 'red' }}
          aria-label={t('slip.title')}
          data-testid="slip-fab"
          onClick={() => {
            setSide('slip');
            sideRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
          }}
        />
      )}
      <MatchDetail gameId={detail} onClose={() => setDetail(null)} />
      <LiveDownBanner />
    </div>
  );
}

/** /game/sport/:enName — the local sport page (SPEC §2.1: auth required, full width, no footer). */
export function SportsPage() {
  const t = useT(SPORTS_NS);
  const common = useT();
  const entry = useSportsEntry();
  // SPEC §2.6: 启动中... while the venue starts.
  if (entry.state === 'launching')
    return (
      <div style={{ margin: '20vh auto', textAlign: 'center' }} role="status">
        <Spin size="large" />
        <div style={{ marginTop: 12 }}>{common('starting')}</div>
      </div>
    );
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
