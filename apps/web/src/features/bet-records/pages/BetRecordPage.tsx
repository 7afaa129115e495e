import { useState, type ReactNode } from 'react';
import { Button, Flex, Grid, Result, Segmented, Select, Table, Tag, Typography, theme } from 'antd';
import type { TableColumnsType } from 'antd';
import { SportCodeSchema, type SportCode, type Ticket } from '@qilin/contract';
import { formatCny, formatMoney } from '../../../shared/format/money.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { DateRangeFilter } from '../../../shared/records/DateRangeFilter.tsx';
import { formatDateTime } from '../../../shared/format/date-time.ts';
import { presetRange, type DateRange } from '../../../shared/records/date-range.ts';
import { RecordTotals } from '../../../shared/records/RecordTotals.tsx';
import { TitledCard } from '../../../shared/ui/TitledCard.tsx';
import { CashOutButton } from '../../sports/components/CashOutButton.tsx';
import { SPORTS_NS } from '../../sports/i18n.ts';
import { useBetRecords } from '../api.ts';
import { BET_RECORDS_NS } from '../i18n.ts';
import { outcomeColor, outcomeKey } from '../result-label.ts';
import { legSelectionText } from '../../sports/lines.ts';
import { ticketOddsText } from '../../sports/ticket-odds.ts';

type StatusFilter = 'all' | 'unsettled' | 'settled';

/** The legs of a ticket: match, what was backed at what price, the score then, and each leg's result. */
function Legs({ ticket }: { ticket: Ticket }) {
  const t = useT(BET_RECORDS_NS);
  const ts = useT(SPORTS_NS);
  return (
    <Flex vertical gap={6}>
      <Typography.Text strong>
        {ticket.type === 'parlay' ? t('parlayOf', { legs: ticket.legs.length }) : t(`type.${ticket.type}`)}
      </Typography.Text>
      {ticket.legs.map((l, i) => (
        <Flex key={i} vertical style={{ fontSize: 12 }}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {ts(`sport.${l.gameType}`)} · {l.league}
          </Typography.Text>
          <Typography.Text style={{ fontSize: 12 }}>
            {l.team_h} vs {l.team_c}
          </Typography.Text>
          <Flex gap={6} wrap align="center">
            <Typography.Text strong style={{ fontSize: 12 }}>
              {ts(`play.${l.w}`, { context: l.gameType })} {legSelectionText(l, ts)}
              {/* A single's price is in the odds column, in the format it was booked in; a parlay's legs
                  multiply in decimal, so each leg shows its decimal price. */}
              {ticket.type === 'parlay' ? ` @${l.odds.toFixed(2)}` : null}
            </Typography.Text>
            {l.isLive ? <Tag color="red">{t('live')}</Tag> : null}
            {l.scoreAtBet ? (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('scoreAtBet', { score: l.scoreAtBet })}
              </Typography.Text>
            ) : null}
            {l.finalScore ? (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('finalScore', { score: l.finalScore })}
              </Typography.Text>
            ) : null}
            {l.result && ticket.type === 'parlay' ? (
              <Tag color={outcomeColor('settled', l.result)}>{t(`result.${l.result}`)}</Tag>
            ) : null}
            {l.voidReason ? (
              <Typography.Text type="warning">
                {l.voidCode} {l.voidReason}
              </Typography.Text>
            ) : null}
          </Flex>
        </Flex>
      ))}
    </Flex>
  );
}

/**
 * /mine/betRecord (注单记录): sportsbook tickets filtered by status, sport and date, paged, with the totals
 * of the filter (betRecordTotal), each ticket's legs and result (W/LW/P/LL/L/D/A, the void reason), payout,
 * win/loss, and cash-out while it is offered.
 */
export function BetRecordPage() {
  const t = useT(BET_RECORDS_NS);
  const ts = useT(SPORTS_NS);
  const { token } = theme.useToken();
  const narrow = Grid.useBreakpoint().md === false;
  const [now] = useState(() => Date.now());
  const [status, setStatus] = useState<StatusFilter>('all');
  const [gameType, setGameType] = useState<SportCode | undefined>(undefined);
  const [range, setRange] = useState<DateRange>(() => presetRange('7d', now));
  const [page, setPage] = useState({ pageNum: 1, pageSize: 10 });
  const { list, total } = useBetRecords({ status, gameType, ...range, ...page });
  const data = list.data;
  const sums = total.data;
  const filter = (f: () => void) => {
    f();
    setPage((p) => ({ ...p, pageNum: 1 }));
  };
  // Every amount on the page in the shared money format with its ¥ (formatCny), as the open tickets'
  // 预计派彩 ¥… beside them; a signed one puts the sign first: +¥12, -¥0.51.
  const money = (v: string | null, colour = false) =>
    v === null ? (
      '—'
    ) : (
      <span
        style={{
          fontVariantNumeric: 'tabular-nums',
          whiteSpace: 'nowrap',
          color: colour
            ? Number(v) > 0
              ? token.colorSuccessText
              : Number(v) < 0
                ? token.colorErrorText
                : undefined
            : undefined,
        }}
      >
        {colour && Number(v) > 0 ? `+${formatCny(v)}` : formatCny(v)}
      </span>
    );
  // On a phone one column holds every amount of the ticket, so each says what it is (投注金额 ¥10, 派彩
  // ¥9.49, 输赢 -¥0.51); the desktop columns' headers say it there.
  const labelled = (label: string | null, value: ReactNode) =>
    label === null ? (
      value
    ) : (
      <Flex gap={4} wrap justify="flex-end" align="baseline" data-testid="ticket-amount">
        <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
          {label}
        </Typography.Text>
        {value}
      </Flex>
    );

  // Each cell once; the desktop table gives each its column, the phone stacks them in two.
  const timeCell = (r: Ticket) => (
    <Flex vertical>
      <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.placedAt)}</span>
      <Typography.Text
        type="secondary"
        copyable={{ text: r.ticket_id }}
        ellipsis={{ tooltip: r.ticket_id }}
        style={{ fontSize: 12, maxWidth: 130 }}
      >
        {r.ticket_id}
      </Typography.Text>
    </Flex>
  );
  const oddsCell = (r: Ticket) => (
    <Flex vertical>
      <span>{ticketOddsText(r.displayOdds)}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {ts(`odds.${r.oddsType}`)}
      </Typography.Text>
    </Flex>
  );
  // The ticket's money in the words the open bets use too (sports' ticket.*), so one ticket reads alike.
  const stakeCell = (r: Ticket, labels = false) => (
    <Flex vertical align="flex-end">
      {labelled(labels ? ts('ticket.stake') : null, money(r.stake))}
      {r.risk !== r.stake ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {ts('ticket.risk', { amount: formatMoney(r.risk) })}
        </Typography.Text>
      ) : null}
    </Flex>
  );
  const payoutCell = (r: Ticket, labels = false) =>
    // A refused ticket pays nothing and can win nothing: what it took came back when it was refused.
    r.status === 'rejected' ? (
      <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="ticket-refunded">
        {t('refunded', { amount: formatCny(r.risk) })}
      </Typography.Text>
    ) : r.payout === null ? (
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {ts('ticket.potential', { amount: formatMoney(r.potentialReturn) })}
      </Typography.Text>
    ) : (
      <Flex vertical align="flex-end">
        {labelled(labels ? t('col.payout') : null, money(r.payout))}
        {labelled(labels ? t('col.winLoss') : null, money(r.winLoss, true))}
      </Flex>
    );
  const resultCell = (r: Ticket, align: 'flex-start' | 'flex-end' = 'flex-start') => (
    <Flex vertical gap={4} align={align}>
      <Tag color={outcomeColor(r.status, r.result)} data-testid="ticket-outcome">
        {t(outcomeKey(r.status, r.result))}
      </Tag>
      {r.status === 'rejected' && r.statusText ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {r.statusText}
        </Typography.Text>
      ) : null}
      {r.status === 'accepted' && r.cashOut ? (
        <CashOutButton ticketId={r.ticket_id} onDone={() => void list.refetch()} />
      ) : null}
    </Flex>
  );

  const columns: TableColumnsType<Ticket> = [
    { key: 'time', title: t('col.time'), width: 150, render: (_, r) => timeCell(r) },
    { key: 'detail', title: t('col.detail'), render: (_, r) => <Legs ticket={r} /> },
    { key: 'odds', title: t('col.odds'), width: 80, render: (_, r) => oddsCell(r) },
    { key: 'stake', title: ts('ticket.stake'), width: 100, align: 'right', render: (_, r) => stakeCell(r) },
    {
      key: 'payout',
      title: `${t('col.payout')} / ${t('col.winLoss')}`,
      width: 130,
      align: 'right',
      render: (_, r) => payoutCell(r),
    },
    { key: 'result', title: t('col.result'), width: 120, render: (_, r) => resultCell(r) },
  ];
  // A phone: the ticket (time, legs, odds) on the left, the money and the outcome on the right.
  const compactColumns: TableColumnsType<Ticket> = [
    {
      key: 'ticket',
      title: t('col.detail'),
      render: (_, r) => (
        <Flex vertical gap={6}>
          {timeCell(r)}
          <Legs ticket={r} />
          <Flex gap={8} align="baseline">
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('col.odds')}
            </Typography.Text>
            <span>
              {ticketOddsText(r.displayOdds)}{' '}
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {ts(`odds.${r.oddsType}`)}
              </Typography.Text>
            </span>
          </Flex>
        </Flex>
      ),
    },
    {
      key: 'money',
      title: ts('ticket.stake'),
      width: 124,
      align: 'right',
      // Beside a parlay's long list of legs the amounts stay at the top, by the ticket's time.
      onCell: () => ({ style: { verticalAlign: 'top' } }),
      render: (_, r) => (
        <Flex vertical gap={6} align="flex-end">
          {stakeCell(r, true)}
          {payoutCell(r, true)}
          {resultCell(r, 'flex-end')}
        </Flex>
      ),
    },
  ];

  return (
    <TitledCard
      title={t('title')}
      subtitle={t('subtitle')}
      fetching={list.isFetching}
      onReload={() => void list.refetch()}
      reloadLabel={t('retry')}
    >
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <Segmented<StatusFilter>
          value={status}
          onChange={(s) => filter(() => setStatus(s))}
          options={(['all', 'unsettled', 'settled'] as const).map((s) => ({
            value: s,
            label: t(`filter.${s}`),
          }))}
        />
        <Select<SportCode | 'ALL'>
          value={gameType ?? 'ALL'}
          style={{ width: 130 }}
          onChange={(v) => filter(() => setGameType(v === 'ALL' ? undefined : v))}
          options={[
            { value: 'ALL', label: t('allSports') },
            ...SportCodeSchema.options.map((s) => ({ value: s, label: ts(`sport.${s}`) })),
          ]}
          aria-label={t('allSports')}
        />
        <DateRangeFilter
          now={now}
          range={range}
          onChange={(r) => filter(() => setRange(r))}
          presetLabel={(p) => t(`preset.${p}`)}
        />
      </Flex>
      <RecordTotals testId="bet-totals">
        <Typography.Text type="secondary">{t('totals.count', { count: sums?.count ?? 0 })}</Typography.Text>
        <span>
          <Typography.Text type="secondary">{t('totals.stake')} </Typography.Text>
          {money(sums?.stake ?? '0.00')}
        </span>
        <span>
          <Typography.Text type="secondary">{t('totals.validStake')} </Typography.Text>
          {money(sums?.validStake ?? '0.00')}
        </span>
        <span>
          <Typography.Text type="secondary">{t('totals.payout')} </Typography.Text>
          {money(sums?.payout ?? '0.00')}
        </span>
        <span>
          <Typography.Text type="secondary">{t('totals.winLoss')} </Typography.Text>
          {money(sums?.winLoss ?? '0.00', true)}
        </span>
      </RecordTotals>
      {list.isError && !data ? (
        <Result
          status="warning"
          title={t('loadFailed')}
          extra={<Button onClick={() => void list.refetch()}>{t('retry')}</Button>}
        />
      ) : (
        <Table<Ticket>
          rowKey="ticket_id"
          size="middle"
          columns={narrow ? compactColumns : columns}
          dataSource={data?.list ?? []}
          // The live refetch of open tickets updates rows in place; only a filter or page change, whose rows
          // are the previous filter's until the answer comes, covers the table.
          loading={list.isPlaceholderData || (list.isFetching && !data)}
          scroll={narrow ? undefined : { x: 820 }}
          locale={{ emptyText: t('empty') }}
          pagination={{
            current: page.pageNum,
            pageSize: page.pageSize,
            total: data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50],
            onChange: (pageNum, pageSize) =>
              setPage((p) => ({ pageNum: pageSize === p.pageSize ? pageNum : 1, pageSize })),
          }}
        />
      )}
    </TitledCard>
  );
}
