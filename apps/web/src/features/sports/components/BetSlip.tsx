import { useEffect, useState } from 'react';
import { CloseOutlined, LockOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Input, Segmented, Select, Spin, Switch, Typography } from 'antd';
import { AcceptOddsSchema, formatFen, type AcceptOdds } from '@qilin/contract';
import { ticketParlayOdds } from '@qilin/sportsbook';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../shared/api/client.ts';
import { formatCny, formatMoney } from '../../../shared/format/money.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { refreshBalance, useBalance } from '../../../shared/wallet/balance.ts';
import { SPORTS_NS } from '../i18n.ts';
import { selectionText } from '../lines.ts';
import { playOddsFormat, shownOdds } from '../odds.ts';
import { followLeftTicket, placeTicket, ticketsOf, untilDecided } from '../slip/place.ts';
import { forgetConfirming, resumeConfirming } from '../slip/confirming-tickets.ts';
import { shortOfMinimum, ticketMinFen } from '../slip/stake-limits.ts';
import type { SlipEntry } from '../slip/slip-rules.ts';
import { SERIES_REFUSAL, ticketInFlight, useSlip } from '../slip/slip-store.ts';
import {
  cappedWin,
  clampStake,
  parlayWinAmount,
  riskOf,
  sanitizeStake,
  winAmount,
  type CappedLeg,
  type ClampReason,
} from '../slip/stake.ts';
import { usePayoutCaps } from '../queries.ts';
import { SinglesTotal, singlesTotalOf } from './SinglesTotal.tsx';
import { ticketOddsText } from '../ticket-odds.ts';

/** What the entry backs, in words: "曼联 -0/0.5", "大 2.5", "2-1", an outright's option. */
export function entrySelectionText(e: SlipEntry, t: (k: string) => string): string {
  if (e.championRate) return e.championRate.name;
  return selectionText({ ...e.playInfo, r: e.oddInfo.r, ...e.gameInfo }, t);
}

/** Why the last attempt at this ticket was refused, until the player changes it or places again. */
function Refusal({ reason }: { reason: string | undefined }) {
  return reason ? (
    <Typography.Text type="danger" role="alert" data-testid="slip-refusal" style={{ fontSize: 12 }}>
      {reason}
    </Typography.Text>
  ) : null;
}

type Translate = (k: string, o?: Record<string, unknown>) => string;

/**
 * SPEC §5 real bet amount: a stake whose risk is above the balance or the limit is cut (`write`) and the
 * callback fires, a message with the amount written as money (¥4,800).
 */
function applyClamp(
  t: Translate,
  stake: string,
  opts: Parameters<typeof clampStake>[1],
  write: (stake: string) => void,
): void {
  const c = clampStake(stake, opts);
  if (!c.reason) return;
  write(c.stake);
  toast.warning(
    t(c.reason === 'balance' ? 'slip.clampBalance' : 'slip.clampLimit', { amount: formatCny(c.stake) }),
  );
}

/**
 * While a stake above the balance or the limit is still being typed, the figures under it are those of the
 * stake it will be cut to (on leaving the field or placing), and a line says so: the slip never shows a win
 * or a risk that could not be staked.
 */
function PendingClamp({ stake, reason }: { stake: string; reason: ClampReason | null }) {
  const t = useT(SPORTS_NS);
  return reason ? (
    <Typography.Text type="warning" style={{ fontSize: 12 }} data-testid="slip-clamp-pending">
      {t(reason === 'balance' ? 'slip.clampPendingBalance' : 'slip.clampPendingLimit', {
        amount: formatCny(stake),
      })}
    </Typography.Text>
  ) : null;
}

/** 可赢金额, held to SPEC §9's payout cap of the legs; when the cap bites the slip says so. */
function SlipWin({ win, legs }: { win: string; legs: readonly CappedLeg[] }) {
  const t = useT(SPORTS_NS);
  const shown = cappedWin(win, legs, usePayoutCaps());
  return (
    <>
      <Flex justify="space-between">
        <Typography.Text type="secondary">{t('slip.win')}</Typography.Text>
        <Typography.Text strong data-testid="slip-win">
          ¥{formatMoney(shown.amount)}
        </Typography.Text>
      </Flex>
      {shown.capped ? (
        <Typography.Text type="warning" style={{ fontSize: 12 }} data-testid="slip-win-capped">
          {t('slip.winCapped', { amount: formatMoney(shown.cap) })}
        </Typography.Text>
      ) : null}
    </>
  );
}

function Entry({ e, balance }: { e: SlipEntry; balance: string | null }) {
  const t = useT(SPORTS_NS);
  const chosenType = useSlip((s) => s.oddsType);
  const oddsType = playOddsFormat(e.playInfo.w, chosenType);
  const series = useSlip((s) => s.series);
  const stake = useSlip((s) => s.stakes[e.key] ?? '');
  const setStake = useSlip((s) => s.setStake);
  const remove = useSlip((s) => s.remove);
  const refusal = useSlip((s) => (series ? undefined : s.refusals[e.key]));
  const inFlight = useSlip(ticketInFlight);
  const shown = shownOdds(e.oddInfo.odds, oddsType);
  const limit = e.playInfo.maxStake;
  const clamped = clampStake(stake, { balance, limit, displayOdds: shown });
  const write = (v: string) => setStake(e.key, v);
  // On leaving the field; and at a new price or odds format (a negative Malay/Indo price risks stake x
  // |odds|), limit or balance, the stake already entered is held to them again, with the same message.
  const clamp = () =>
    applyClamp(t, useSlip.getState().stakes[e.key] ?? '', { balance, limit, displayOdds: shown }, write);
  // Not while its ticket is out: the balance it is held to then no longer holds its own stake.
  const active = e.bettingData.active;
  useEffect(() => {
    if (series || active) return;
    applyClamp(t, useSlip.getState().stakes[e.key] ?? '', { balance, limit, displayOdds: shown }, (v) =>
      useSlip.getState().setStake(e.key, v),
    );
  }, [series, active, e.key, shown, balance, limit, t]);
  return (
    <div className={`qs-slip-entry${e.isInvalid ? ' is-invalid' : ''}`} data-testid="slip-entry">
      <Flex justify="space-between" align="start" gap={6}>
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Text strong>{entrySelectionText(e, t)}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t(`play.${e.playInfo.w}`, { context: e.gameInfo.gameType })} ·{' '}
            {e.championRate ? e.championRate.title : `${e.gameInfo.team_h} vs ${e.gameInfo.team_c}`}
          </Typography.Text>
        </Flex>
        <Flex align="center" gap={6}>
          {e.oddInfo.suspended ? (
            <LockOutlined />
          ) : (
            <span
              key={e.oddInfo.odds}
              className={`qs-odd-price${e.oddInfo.moved ? ` qs-flash-${e.oddInfo.moved}` : ''}`}
            >
              @{shown.toFixed(2)}
            </span>
          )}
          <Button
            size="small"
            type="text"
            icon={<CloseOutlined />}
            disabled={e.bettingData.active}
            onClick={() => remove(e.key)}
            aria-label="remove"
          />
        </Flex>
      </Flex>
      {e.isInvalid ? <Typography.Text type="danger">{t('slip.invalid')}</Typography.Text> : null}
      {e.oddInfo.suspended ? (
        <Typography.Text type="warning" data-testid="slip-suspended">
          {t(e.oddInfo.closed ? 'slip.closed' : 'slip.suspended')}
        </Typography.Text>
      ) : null}
      {e.bettingData.active ? (
        // Over the entry, outside its flow: as a line of its own it pushed the slip's controls ~26 px down
        // under a double click, whose second press then opened the odds-acceptance select.
        <Flex
          className="qs-slip-confirming"
          gap={6}
          align="center"
          justify="center"
          role="status"
          data-testid="slip-confirming"
          style={{ position: 'absolute', inset: 0 }}
        >
          <Spin size="small" />
          <Typography.Text type="secondary">{t('slip.confirming')}</Typography.Text>
        </Flex>
      ) : null}
      {!series ? (
        <>
          <Input
            inputMode="decimal"
            // The limits before the first keystroke, not only in a refusal after placing.
            placeholder={
              e.playInfo.minStake && e.playInfo.maxStake
                ? t('slip.stakeRange', {
                    min: formatMoney(e.playInfo.minStake),
                    max: formatMoney(e.playInfo.maxStake),
                  })
                : t('slip.stake')
            }
            value={stake}
            maxLength={12}
            onChange={(ev) => setStake(e.key, sanitizeStake(ev.target.value))}
            onBlur={clamp}
            disabled={inFlight}
            prefix="¥"
            aria-label={t('slip.stake')}
          />
          <PendingClamp stake={clamped.stake} reason={clamped.reason} />
          <SlipWin win={winAmount(clamped.stake, shown, oddsType)} legs={[e]} />
          <Refusal reason={refusal} />
          {shown < 0 ? (
            <Flex justify="space-between" title={t('slip.riskHint')}>
              <Typography.Text type="secondary">{t('slip.risk')}</Typography.Text>
              <Typography.Text strong type="danger" data-testid="slip-risk">
                ¥{formatMoney(riskOf(clamped.stake, shown, oddsType))}
              </Typography.Text>
            </Flex>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/**
 * The bet slip (SPEC §4, §5): entries with their live prices, multiple and series modes, the stake with
 * the balance clamp, what it wins (and what it risks at a negative price), the price-change policy, and
 * placing: confirming tickets block new selections until they are accepted or rejected.
 */
export function BetSlip() {
  const t = useT(SPORTS_NS);
  const queryClient = useQueryClient();
  const slip = useSlip();
  const balance = useBalance().data?.centerWalletBalance ?? null;
  const caps = usePayoutCaps();
  const [placing, setPlacing] = useState(false);
  // Nothing that shapes a ticket changes while one is out (placing, then confirming).
  const busy = placing || ticketInFlight(slip);
  const valid = slip.entries.filter((e) => !e.isInvalid && !e.oddInfo.suspended);
  const seriesLegs = valid.map((e) => e.oddInfo.odds);
  // A parlay's price is the product of its legs in decimal odds, written as its ticket will record it (to
  // the thousandth, rounded down) so the slip and the bet record agree; a Hong Kong figure here (one less,
  // unlabelled) read as a wrong product.
  const seriesShown = seriesLegs.length > 0 ? ticketParlayOdds(seriesLegs) : 1;
  // A parlay may risk no more than its strictest leg allows.
  const legLimits = valid.flatMap((e) => (e.playInfo.maxStake === null ? [] : [Number(e.playInfo.maxStake)]));
  const seriesLimit = legLimits.length > 0 ? String(Math.min(...legLimits)) : null;
  const seriesMinFen = ticketMinFen(valid);
  const seriesClamped = clampStake(slip.seriesStake, {
    balance,
    limit: seriesLimit,
    displayOdds: seriesShown,
  });
  const clampSeries = () =>
    applyClamp(
      t,
      useSlip.getState().seriesStake,
      { balance, limit: seriesLimit, displayOdds: seriesShown },
      useSlip.getState().setSeriesStake,
    );
  // The parlay's stake is held to a new combined price, limit or balance as a single's is.
  const series = slip.series;
  useEffect(() => {
    if (!series) return;
    applyClamp(
      t,
      useSlip.getState().seriesStake,
      { balance, limit: seriesLimit, displayOdds: seriesShown },
      useSlip.getState().setSeriesStake,
    );
  }, [series, seriesShown, seriesLimit, balance, t]);

  // A ticket a reload left in its in-play delay: follow it as the slip would have, and say how it ended.
  useEffect(() => {
    void resumeConfirming(followLeftTicket, (done) => {
      if (done.status === 'rejected') toast.error(t('slip.resumedRejected', { reason: done.statusText }));
      else toast.success(t('slip.resumedAccepted'));
      void refreshBalance();
      void queryClient.invalidateQueries({ queryKey: ['betRecords'] });
    });
  }, [t, queryClient]);

  const place = async () => {
    // SPEC §5's real bet amount, also when the button is pressed without leaving the stake field first.
    if (slip.series) clampSeries();
    else
      for (const e of valid) {
        applyClamp(
          t,
          useSlip.getState().stakes[e.key] ?? '',
          {
            balance,
            limit: e.playInfo.maxStake,
            displayOdds: shownOdds(e.oddInfo.odds, playOddsFormat(e.playInfo.w, useSlip.getState().oddsType)),
          },
          (v) => useSlip.getState().setStake(e.key, v),
        );
      }
    // Each single fits the balance on its own; together they must too, or none is sent (a partial set
    // placed in arrival order would leave the player to find out which).
    const total = slip.series ? null : singlesTotalOf(useSlip.getState(), balance, caps);
    if (total?.overBalance) {
      toast.warning(
        t('slip.totalOverBalance', { total: formatCny(total.risk), balance: formatCny(balance ?? '0') }),
      );
      return;
    }
    const tickets = ticketsOf(useSlip.getState());
    if (tickets.length === 0) {
      toast.warning(t(slip.series && valid.length < 2 ? 'slip.needTwo' : 'slip.enterStake'));
      return;
    }
    // Under its market's minimum a ticket is refused here, in placement's own words, not after a round
    // trip; and none is sent, as with the balance above.
    const { entries } = useSlip.getState();
    const short = tickets.flatMap(({ keys, request }) => {
      const min = shortOfMinimum(
        request,
        entries.filter((e) => keys.includes(e.key)),
      );
      const key = request.type === 'parlay' ? SERIES_REFUSAL : keys[0]!;
      return min === null ? [] : [{ key, reason: t('slip.belowMin', { amount: formatFen(min) }) }];
    });
    if (short.length > 0) {
      for (const { key, reason } of short) useSlip.getState().setRefusal(key, reason);
      toast.warning(short[0]!.reason);
      return;
    }
    setPlacing(true);
    try {
      await Promise.all(
        tickets.map(async ({ keys, request }) => {
          const refusalKey = request.type === 'parlay' ? SERIES_REFUSAL : keys[0]!;
          const { setRefusal } = useSlip.getState();
          setRefusal(refusalKey, null);
          // Locked from the press on (SPEC §4/§5's confirming state): while the request is out, the entry
          // cannot be removed or replaced and no selection is added, as once the ticket is confirming.
          useSlip.getState().setBetting(keys, { active: true, ticket_id: null });
          try {
            const ticket = await placeTicket(request);
            if (ticket.status === 'confirming') {
              useSlip.getState().setBetting(keys, { active: true, ticket_id: ticket.ticket_id });
              // The stake is taken while the ticket waits its delay: the balance says so now, not after.
              void refreshBalance();
            }
            const done = await untilDecided(ticket);
            if (done.status !== 'confirming') forgetConfirming(done.ticket_id);
            useSlip.getState().setBetting(keys, { active: false, ticket_id: done.ticket_id });
            if (done.status === 'rejected') {
              toast.error(t('slip.rejected', { reason: done.statusText }));
              setRefusal(refusalKey, t('slip.rejected', { reason: done.statusText }));
            } else if (done.status !== 'confirming') {
              toast.success(t('slip.accepted'));
              for (const k of keys) useSlip.getState().remove(k);
            } else {
              // Still confirming after the slip stopped asking: the ticket is on the server and its result
              // will be in the bet record; left in the slip, its stake could be placed a second time.
              toast.info(t('slip.confirmingTimeout'));
              for (const k of keys) useSlip.getState().remove(k);
            }
          } catch (err) {
            useSlip.getState().setBetting(keys, { active: false, ticket_id: null });
            if (!isApiError(err)) throw err;
            // The client already said it in a toast; the slip keeps it beside the ticket.
            setRefusal(refusalKey, err.message);
          }
        }),
      );
    } finally {
      setPlacing(false);
      void refreshBalance();
      void queryClient.invalidateQueries({ queryKey: ['sports'] });
      void queryClient.invalidateQueries({ queryKey: ['betRecords'] });
    }
  };

  return (
    <section className="qs-panel" aria-label={t('slip.title')} data-testid="bet-slip">
      <Flex justify="space-between" align="center" style={{ padding: '10px 12px' }}>
        <Typography.Text strong>
          {t('slip.title')} ({slip.entries.length})
        </Typography.Text>
        <Flex gap={10} align="center">
          <label>
            <Typography.Text style={{ fontSize: 12 }}>{t('slip.multiple')} </Typography.Text>
            <Switch
              size="small"
              checked={slip.multiple}
              onChange={slip.setMultiple}
              disabled={busy}
              aria-label={t('slip.multiple')}
            />
          </label>
          <label>
            <Typography.Text style={{ fontSize: 12 }}>{t('slip.series')} </Typography.Text>
            <Switch
              size="small"
              checked={slip.series}
              onChange={slip.setSeries}
              disabled={busy}
              aria-label={t('slip.series')}
            />
          </label>
        </Flex>
      </Flex>
      {slip.entries.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('slip.empty')}
          style={{ paddingBottom: 16 }}
        />
      ) : (
        <>
          {slip.entries.map((e) => (
            <Entry key={e.key} e={e} balance={balance} />
          ))}
          <Flex vertical gap={8} style={{ padding: 12 }}>
            {slip.series ? (
              <>
                <Typography.Text strong>
                  {t('slip.seriesOdds', { legs: valid.length, odds: ticketOddsText(seriesShown) })}
                </Typography.Text>
                <Input
                  inputMode="decimal"
                  prefix="¥"
                  maxLength={12}
                  // The parlay's limits before the first keystroke: its strictest legs'.
                  placeholder={
                    seriesMinFen !== null && seriesLimit
                      ? t('slip.stakeRange', {
                          min: formatFen(seriesMinFen),
                          max: formatMoney(seriesLimit),
                        })
                      : t('slip.seriesStake')
                  }
                  aria-label={t('slip.seriesStake')}
                  value={slip.seriesStake}
                  onChange={(ev) => slip.setSeriesStake(sanitizeStake(ev.target.value))}
                  onBlur={clampSeries}
                  disabled={busy}
                />
                <PendingClamp stake={seriesClamped.stake} reason={seriesClamped.reason} />
                <SlipWin win={parlayWinAmount(seriesClamped.stake, seriesLegs)} legs={valid} />
                <Refusal reason={slip.refusals[SERIES_REFUSAL]} />
              </>
            ) : (
              <SinglesTotal total={singlesTotalOf(slip, balance, caps)} balance={balance} />
            )}
            <Flex justify="space-between" align="center">
              <Typography.Text type="secondary">{t('slip.balance')}</Typography.Text>
              <Typography.Text>¥{formatMoney(balance ?? '0.00')}</Typography.Text>
            </Flex>
            <Select<AcceptOdds>
              value={slip.acceptOdds}
              onChange={slip.setAcceptOdds}
              disabled={busy}
              options={AcceptOddsSchema.options.map((a) => ({ value: a, label: t(`slip.accept.${a}`) }))}
              aria-label="accept-odds"
            />
            <Flex gap={8}>
              <Button onClick={slip.clear} disabled={busy}>
                {t('slip.clear')}
              </Button>
              <Button
                type="primary"
                block
                loading={placing}
                onClick={() => void place()}
                data-testid="place-bet"
              >
                {placing ? t('slip.placing') : t('slip.place')}
              </Button>
            </Flex>
          </Flex>
        </>
      )}
    </section>
  );
}

/** The odds-type switch (series mode forces Hong Kong: the other types are disabled). */
export function OddsTypeSwitch() {
  const t = useT(SPORTS_NS);
  const oddsType = useSlip((s) => s.oddsType);
  const series = useSlip((s) => s.series);
  const setOddsType = useSlip((s) => s.setOddsType);
  return (
    <Segmented
      size="small"
      value={oddsType}
      onChange={setOddsType}
      options={(['H', 'E', 'I', 'M'] as const).map((v) => ({
        value: v,
        label: t(`odds.${v}`),
        disabled: series && v !== 'H',
      }))}
      aria-label={t('oddsType')}
    />
  );
}
