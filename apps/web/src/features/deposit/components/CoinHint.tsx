import { Flex, Typography } from 'antd';
import { coinAmountFor, type PayChannel } from '@qilin/contract';
import { formatCny } from '../../../shared/format/money.ts';
import { useT } from '../../../shared/i18n/index.ts';
import type { VCurrencyList } from '../api.ts';
import { DEPOSIT_NS } from '../i18n.ts';

/** The USDT channels' rate line: the vCurrency/list rate for the network and the coins it means. */
export function CoinHint({
  channel,
  amountFen,
  rates,
}: {
  channel: PayChannel;
  amountFen: number | null;
  rates: VCurrencyList | undefined;
}) {
  const t = useT(DEPOSIT_NS);
  const coin = 'USDT';
  const quote =
    rates?.find((r) => r.currency === coin && (!channel.network || r.network === channel.network)) ??
    rates?.find((r) => r.currency === coin);
  if (!quote) return <Typography.Text type="secondary">{t('form.rateUnavailable')}</Typography.Text>;
  // Rounded up as the server locks it on the order: the coins must cover the yuan.
  const coins = amountFen ? coinAmountFor(amountFen, quote.rate, 'in') : '';
  return (
    <Flex vertical gap={2}>
      <Typography.Text type="secondary">
        {t('form.rate', { coin, rate: formatCny(quote.rate) })}
      </Typography.Text>
      {coins ? <Typography.Text>{t('form.coinNeeded', { amount: coins, coin })}</Typography.Text> : null}
    </Flex>
  );
}
