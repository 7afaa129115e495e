import { useState } from 'react';
import { QuestionCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Checkbox, Empty, Flex, Modal, Segmented, Select, Tabs, Tooltip, theme } from 'antd';
import { PresetLeagueSchema, SportFilterSchema, type League, type ShowType } from '@qilin/contract';
import { formatDateWeekday } from '../../../shared/format/date-time.ts';
import { currentLanguage, useT } from '../../../shared/i18n/index.ts';
import { CountBadge } from '../../../shared/ui/CountBadge.tsx';
import { isChampionMarket, presetsApply, useSportsFilters } from '../filters.ts';
import { SPORTS_NS } from '../i18n.ts';
import { OddsTypeSwitch } from './BetSlip.tsx';

const MARKETS: ShowType[] = ['RB', 'FT', 'FU', 'FSFT', 'FSFU'];

/** The league chooser: tick leagues of the current list; none ticked = every league. */
function LeagueChooser({ leagues }: { leagues: League[] }) {
  const t = useT(SPORTS_NS);
  const chosen = useSportsFilters((s) => s.leagueIds);
  const change = useSportsFilters((s) => s.change);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<string[]>([]);
  return (
    <>
      <Button
        size="small"
        onClick={() => {
          setDraft(chosen);
          setOpen(true);
        }}
      >
        {chosen.length ? t('leaguesChosen', { count: chosen.length }) : t('chooseLeagues')}
      </Button>
      <Modal
        open={open}
        title={t('chooseLeagues')}
        okText={t('confirm')}
        cancelText={t('cancel')}
        onCancel={() => setOpen(false)}
        onOk={() => {
          change({ leagueIds: draft });
          setOpen(false);
        }}
      >
        {leagues.length === 0 ? (
          <Empty description={t('noLeagues')} />
        ) : (
          <Checkbox.Group
            value={draft}
            onChange={(v) => setDraft(v.map(String))}
            style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 6 }}
            options={leagues.map((l) => ({ value: l.league_id, label: `${l.name} (${l.count})` }))}
          />
        )}
      </Modal>
    </>
  );
}

/**
 * SPEC §2.8/§4 filters: sport types with counts, market types, the early market's date, the preset league
 * filter (football only, `presetsApply`), the league chooser and the odds-type switch.
 */
export function FilterBar({
  counts,
  earlyDates,
  leagues,
  refreshing,
  onRefresh,
}: {
  counts: Record<string, number> | undefined;
  earlyDates: string[];
  leagues: League[];
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const t = useT(SPORTS_NS);
  const { token } = theme.useToken();
  const f = useSportsFilters();
  return (
    <div className="qs-panel qs-filters">
      <Tabs
        size="small"
        activeKey={f.sport}
        onChange={(k) =>
          f.change({
            sport: SportFilterSchema.parse(k),
            // Outside the champion markets the 冠军 tab's count is that of the champion market it leads to.
            championCount: isChampionMarket(f.market) ? undefined : counts?.FS,
            firstEarlyDate: earlyDates[0] ?? null,
          })
        }
        items={SportFilterSchema.options.map((s) => ({
          key: s,
          label: (
            <span>
              {t(`sport.${s}`)}{' '}
              {counts?.[s] !== undefined ? (
                <CountBadge count={counts[s]} showZero size="small" color="gray" />
              ) : null}
            </span>
          ),
        }))}
        style={{ marginBottom: -8 }}
      />
      <Flex gap={8} wrap align="center">
        <Segmented<ShowType>
          size="small"
          value={f.market}
          onChange={(m) => f.change({ market: m, firstEarlyDate: earlyDates[0] ?? null })}
          options={MARKETS.map((m) => ({ value: m, label: t(`market.${m}`) }))}
        />
        {f.market === 'FU' ? (
          <Flex gap={4} align="center">
            <Select
              size="small"
              value={f.date}
              style={{ width: 150 }}
              placeholder={t('date')}
              onChange={(d: string) => f.change({ date: d })}
              // The site's date (2026/12/08) with its weekday; the value stays the wire's YYYY-MM-DD.
              options={earlyDates.map((d) => ({ value: d, label: formatDateWeekday(d, currentLanguage()) }))}
              aria-label={t('date')}
            />
            {/* A date is a betting day (noon to noon, the server's catalogue): a match after midnight is
                listed under the day before, which the player would not guess. */}
            <Tooltip title={t('earlyDayHint')} trigger={['hover', 'click']}>
              <QuestionCircleOutlined
                role="img"
                aria-label={t('earlyDayHint')}
                data-testid="early-day-hint"
                style={{ color: token.colorTextTertiary }}
              />
            </Tooltip>
          </Flex>
        ) : null}
        {/* Outrights are always priced in decimal odds (playOddsFormat): the switch would change nothing. */}
        {isChampionMarket(f.market) ? null : <OddsTypeSwitch />}
        <Button
          size="small"
          icon={<ReloadOutlined spin={refreshing} />}
          onClick={onRefresh}
          aria-label={t('refresh')}
        />
      </Flex>
      {isChampionMarket(f.market) ? null : (
        <Flex gap={8} wrap align="center">
          {presetsApply(f) ? (
            <Segmented
              size="small"
              value={f.preset}
              onChange={(p) => f.change({ preset: PresetLeagueSchema.parse(p) })}
              options={PresetLeagueSchema.options.map((p) => ({ value: p, label: t(`preset.${p}`) }))}
            />
          ) : null}
          <LeagueChooser leagues={leagues} />
        </Flex>
      )}
    </div>
  );
}
