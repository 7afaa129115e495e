import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Descriptions, Flex, Form, Modal, Segmented, Typography } from 'antd';
import { Code, RuleMessage, validateAmount, type Balance, type TransferRate } from '@qilin/contract';
import { useIdempotentAction } from '../../../shared/api/idempotency.ts';
import { serverNow } from '../../../shared/api/server-clock.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { showTips } from '../../../shared/ui/dialogs.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { patchBalance } from '../../../shared/wallet/balance.ts';
import { fetchTransferRate, postUtcTransfer, refreshWallets } from '../api.ts';
import { fenOf } from '../amount.ts';
import { estimateExchange, secondsLeft, type ExchangeDirection } from '../exchange.ts';
import { WALLET_NS } from '../i18n.ts';
import { translateAmountMessage } from '../rule-text.ts';
import { AmountInput } from './AmountInput.tsx';

interface Props {
  open: boolean;
  balance: Balance | undefined;
  onClose: () => void;
}

/**
 * CNY <-> USDT sub-wallet (transfer/getTransferRate + transfer/utcTransfer): the player enters an amount,
 * asks for a quote, sees the rate, the estimate and the quote's remaining seconds, then confirms. An
 * expired quote must be asked for again; the server books at the quote or refuses.
 */
export function ExchangeDialog({ open, balance, onClose }: Props) {
  const t = useT(WALLET_NS);
  const [form] = Form.useForm<{ amount: string }>();
  const [direction, setDirection] = useState<ExchangeDirection>(1);
  const [quote, setQuote] = useState<TransferRate | null>(null);
  const [now, setNow] = useState(serverNow);
  const [busy, setBusy] = useState(false);
  const action = useIdempotentAction();
  const amount = Form.useWatch('amount', form) ?? '';

  const source = direction === 1 ? balance?.centerWalletBalance : balance?.usdtBalance;
  const liveQuote = quote && quote.direction === direction ? quote : null;
  const left = liveQuote ? secondsLeft(liveQuote.expiresAt, now) : 0;
  const estimate = liveQuote ? estimateExchange(amount, liveQuote.rate, direction) : null;
  const targetUnit = direction === 1 ? 'USDT' : t('common.yuan');

  useEffect(() => {
    if (!liveQuote) return;
    const timer = setInterval(() => setNow(serverNow()), 1_000);
    return () => clearInterval(timer);
  }, [liveQuote]);

  const close = () => {
    setQuote(null);
    form.resetFields();
    onClose();
  };

  const validate = (raw: string): Promise<void> => {
    const message = validateAmount(raw, source === undefined ? undefined : fenOf(source));
    if (!message) return Promise.resolve();
    const text =
      message === RuleMessage.amountRequired
        ? t('exchange.required')
        : translateAmountMessage(message, (k) => t(k));
    return Promise.reject(new Error(text));
  };

  const askQuote = async () => {
    setBusy(true);
    try {
      setQuote(await fetchTransferRate(direction));
      setNow(serverNow());
    } catch {
      // Shown by the API client.
    } finally {
      setBusy(false);
    }
  };

  const exchangeAt = async ({ amount: raw }: { amount: string }) => {
    if (!liveQuote || left <= 0) {
      await askQuote();
      return;
    }
    setBusy(true);
    const body = { direction, amount: raw.trim(), quoteId: liveQuote.quoteId };
    try {
      const res = await action.run(body, (key) => postUtcTransfer(body, key));
      if (res.code !== Code.Success) {
        setQuote(null);
        if (res.code !== Code.BindRealName)
          showTips({ msg: translateAmountMessage(res.message, (k) => t(k)) });
        // A refusal may come from figures another tab has since changed: they are read again.
        void refreshWallets();
        return;
      }
      void patchBalance({
        centerWalletBalance: res.data.centerWalletBalance,
        usdtBalance: res.data.usdtBalance,
      });
      const credited = `${formatMoney(res.data.credited)} ${direction === 1 ? 'USDT' : t('common.yuan')}`;
      toast.success(t('exchange.success', { amount: credited }));
      close();
    } catch {
      // Shown by the API client; the same key is reused if the player confirms again. The exchange may
      // have gone through, or been refused over stale figures: the balances on screen are read again.
      void refreshWallets();
    } finally {
      setBusy(false);
    }
  };

  // One call at a time. Enter in the amount field submits the form without passing the loading button,
  // and a second Enter sent the exchange again: the same key booked it once, but the player read 兑换成功
  // twice.
  const inFlight = useRef(false);
  const confirm = async (values: { amount: string }) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await exchangeAt(values);
    } finally {
      inFlight.current = false;
    }
  };

  const quoteUsable = liveQuote !== null && left > 0;
  return (
    <Modal
      open={open}
      title={t('exchange.title')}
      onCancel={close}
      destroyOnHidden
      width={460}
      footer={[
        <Button key="cancel" onClick={close}>
          {t('common.cancel')}
        </Button>,
        quoteUsable ? (
          <Button key="ok" type="primary" loading={busy} onClick={() => form.submit()}>
            {t('exchange.confirm')}
          </Button>
        ) : (
          <Button key="quote" type="primary" loading={busy} onClick={() => void askQuote()}>
            {liveQuote ? t('exchange.requote') : t('exchange.getQuote')}
          </Button>
        ),
      ]}
    >
      <Flex vertical gap={16} style={{ marginTop: 12 }}>
        <Segmented<ExchangeDirection>
          block
          value={direction}
          onChange={(v) => {
            setDirection(v);
            form.resetFields();
          }}
          options={[
            { value: 1, label: t('exchange.toUsdt') },
            { value: 2, label: t('exchange.toCny') },
          ]}
        />
        <Form form={form} layout="vertical" onFinish={(v) => void confirm(v)} requiredMark={false}>
          <Form.Item
            name="amount"
            label={direction === 1 ? t('exchange.amountCny') : t('exchange.amountUsdt')}
            rules={[{ validator: (_, v: string | undefined) => validate(v ?? '') }]}
            extra={t('exchange.available', {
              amount: `${formatMoney(source)} ${direction === 1 ? t('common.yuan') : 'USDT'}`,
            })}
            style={{ marginBottom: 0 }}
          >
            <AmountInput
              allOf={source}
              unit={direction === 1 ? 'cny' : 'usdt'}
              placeholder={t('exchange.amountPh')}
              testId="exchange-amount"
            />
          </Form.Item>
        </Form>
        {liveQuote ? (
          left > 0 ? (
            <Descriptions
              size="small"
              column={1}
              bordered
              items={[
                {
                  key: 'rate',
                  label: t('exchange.rate'),
                  children: t('exchange.rateText', { rate: liveQuote.rate }),
                },
                {
                  key: 'receive',
                  label: t('exchange.receive'),
                  children: (
                    <Typography.Text strong>
                      {estimate ? `≈ ${formatMoney(estimate)} ${targetUnit}` : '--'}
                    </Typography.Text>
                  ),
                },
                {
                  key: 'left',
                  label: t('exchange.validity'),
                  children: (
                    <Typography.Text type="warning">{t('exchange.expires', { s: left })}</Typography.Text>
                  ),
                },
              ]}
            />
          ) : (
            <Alert type="warning" showIcon title={t('exchange.expired')} />
          )
        ) : null}
      </Flex>
    </Modal>
  );
}
