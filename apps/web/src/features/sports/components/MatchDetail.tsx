import { Button, Drawer, Empty, Flex, Result, Spin, Typography } from 'antd';
import type { Market, PlayCode } from '@qilin/contract';
import { useT } from '../../../shared/i18n/index.ts';
import { SPORTS_NS } from '../i18n.ts';
import { useLiveMatch } from '../live/match-store.ts';
import { useMatchDetail } from '../queries.ts';
import { useSlip } from '../slip/slip-store.ts';
import { MarketCell } from './MarketCell.tsx';
import { MatchClock, MatchScore } from './MatchFace.tsx';
import { useChosenKeys, usePick } from './use-pick.ts';

// A set sport's set handicap and total sit beside its other lines, not after the correct scores.
const ORDER: PlayCode[] = ['M', 'SR', 'R', 'OU', 'SOU', 'HM', 'HR', 'HOU', 'EO', 'TS', 'PD', 'HPD'];

/** "+N": every market of a match (correct score, odd/even, both to score, alternative lines), live. */
export function MatchDetail({ gameId, onClose }: { gameId: string | null; onClose: () => void }) {
  const t = useT(SPORTS_NS);
  const detail = useMatchDetail(gameId);
  const match = useLiveMatch(gameId ?? '');
  const format = useSlip((s) => s.oddsType);
  const chosen = new Set(useChosenKeys().split('\n'));
  const { pickMatch } = usePick();
  const groups = ORDER.map((w) => ({
    w,
    markets: (match?.markets ?? [])
      .filter((m) => m.w === w)
      .sort((a, b) => Number(b.main) - Number(a.main) || (a.line ?? 0) - (b.line ?? 0)),
  })).filter((g) => g.markets.length > 0);
  return (
    <Drawer
      open={gameId !== null}
      onClose={onClose}
      size={520}
      title={match ? `${match.team_h} vs ${match.team_c}` : t('detail')}
      destroyOnHidden
    >
      {!match && detail.isPending ? <Spin /> : null}
      {!match && detail.isError ? (
        <Result
          status="warning"
          title={t('loadFailed')}
          extra={<Button onClick={() => void detail.refetch()}>{t('retry')}</Button>}
        />
      ) : null}
      {match ? (
        <Flex vertical gap={12}>
          <Flex justify="space-between">
            <Typography.Text type="secondary">{match.league}</Typography.Text>
            <Flex gap={8} align="baseline">
              <MatchClock match={match} />
              <MatchScore match={match} />
            </Flex>
          </Flex>
          {groups.length === 0 ? <Empty description={t('locked')} /> : null}
          {groups.map((g) => (
            <div key={g.w} className="qs-panel">
              <Typography.Text strong style={{ display: 'block', padding: '6px 10px' }}>
                {t(`play.${g.w}`, { context: match.gameType })}
              </Typography.Text>
              <div
                style={{
                  display: 'grid',
                  gridTemplateColumns: g.w === 'PD' || g.w === 'HPD' ? 'repeat(3, 1fr)' : '1fr',
                }}
              >
                {g.markets.map((m: Market) =>
                  g.w === 'PD' || g.w === 'HPD' ? (
                    m.selections.map((s) => (
                      <MarketCell
                        key={`${m.id}${s.r}`}
                        match={match}
                        market={{ ...m, selections: [s] }}
                        format={format}
                        chosen={chosen}
                        onPick={(_, r) => pickMatch(match, m, r)}
                      />
                    ))
                  ) : (
                    <MarketCell
                      key={m.id}
                      match={match}
                      market={m}
                      format={format}
                      chosen={chosen}
                      named
                      onPick={(mk, r) => pickMatch(match, mk, r)}
                    />
                  ),
                )}
              </div>
            </div>
          ))}
        </Flex>
      ) : null}
    </Drawer>
  );
}
