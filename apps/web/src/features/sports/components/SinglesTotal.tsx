import { Flex, Typography } from 'antd';
import type { OddsFormat } from '@qilin/contract';
import type { PayoutCaps } from '@qilin/sportsbook';
import { formatCny } from '../../../shared/format/money.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { SPORTS_NS } from '../i18n.ts';
import { playOddsFormat, shownOdds } from '../odds.ts';
import type { SlipEntry } from '../slip/slip-rules.ts';
import { cappedWin, clampStake, riskOf, singlesTotal, winAmount } from '../slip/stake.ts';

/**
 * The singles the slip would place now (多选), each at the stake it would place (clamped, as its entry
 * shows) and at its shown price, summed (stake.ts singlesTotal).
 */
export function singlesTotalOf(
  slip: { entries: SlipEntry[]; stakes: Record<string, string>; oddsType: OddsFormat },
  balance: string | null,
  caps: PayoutCaps | null,
) {
  const usable = slip.entries.filter((e) => !e.isInvalid && !e.oddInfo.suspended && !e.bettingData.active);
  return singlesTotal(
    usable.map((e) => {
      const format = playOddsFormat(e.playInfo.w, slip.oddsType);
      const shown = shownOdds(e.oddInfo.odds, format);
      const { stake } = clampStake(slip.stakes[e.key] ?? '', {
        balance,
        limit: e.playInfo.maxStake,
        displayOdds: shown,
      });
      return {
        risk: riskOf(stake, shown, format),
        win: cappedWin(winAmount(stake, shown, format), [e], caps).amount,
      };
    }),
    balance,
  );
}

/** 合计 of several singles; a warning when together they ask for more than the balance. */
export function SinglesTotal({
  total,
  balance,
}: {
  total: ReturnType<typeof singlesTotal>;
  balance: string | null;
}) {
  const t = useT(SPORTS_NS);
  if (total.count < 2) return null;
  return (
    <>
      <Flex justify="space-between">
        <Typography.Text type="secondary">{t('slip.totalCount', { count: total.count })}</Typography.Text>
        <Typography.Text strong data-testid="slip-total-stake">
          {formatCny(total.risk)}
        </Typography.Text>
      </Flex>
      <Flex justify="space-between">
        <Typography.Text type="secondary">{t('slip.totalWin')}</Typography.Text>
        <Typography.Text strong data-testid="slip-total-win">
          {formatCny(total.win)}
        </Typography.Text>
      </Flex>
      {total.overBalance ? (
        <Typography.Text type="danger" style={{ fontSize: 12 }} data-testid="slip-total-over">
          {t('slip.totalOverBalance', { total: formatCny(total.risk), balance: formatCny(balance ?? '0') })}
        </Typography.Text>
      ) : null}
    </>
  );
}
