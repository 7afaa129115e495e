import { useMemo, useState } from 'react';
import { Alert, Button, Checkbox, Empty, Flex, Input, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { validateRealName, waitPageUrl } from '@qilin/contract';
import { useIdempotentAction } from '../../../shared/api/idempotency.ts';
import { formatCny, formatCnyRange, formatFen } from '../../../shared/format/money.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { loadMember, useMember } from '../../../shared/session/index.ts';
import { openCustomerService } from '../../../shared/ui/customer-service.ts';
import { LightIcon } from '../../../shared/ui/light/LightIcon.tsx';
import { CustomerServiceOutlined } from '../../../shared/ui/light/icon-data.ts';
import { toast } from '../../../shared/ui/toast.ts';
import {
  bindRealNameFromDeposit,
  depositQueryKeys,
  payDeposit,
  plainRealName,
  useCustomerInfo,
  useVCurrencyRates,
  type PayRequest,
  type PaymentTypes,
} from '../api.ts';
import {
  amountProblemMessage,
  cleanAmountInput,
  depositAmountProblem,
  depositFeePreview,
  usableQuickAmounts,
} from '../deposit-logic.ts';
import { DEPOSIT_NS } from '../i18n.ts';
import { ChannelPicker } from './ChannelPicker.tsx';
import { CoinHint } from './CoinHint.tsx';
import { Section } from './DepositSteps.tsx';
import { SummaryPanel, SummaryRow } from '../../../shared/ui/SummaryPanel.tsx';
import { OpenOrders } from './OpenOrders.tsx';

/** The deposit form: channel, amount (quick amounts, limits, fee), real name when asked, then submit. */
export function DepositForm({ types }: { types: PaymentTypes }) {
  const t = useT(DEPOSIT_NS);
  const navigate = useNavigate();
  const member = useMember();
  const customer = useCustomerInfo();
  const hasUsdt = types.channels.some((c) => c.type === 'usdt');
  const rates = useVCurrencyRates(hasUsdt);
  const action = useIdempotentAction();
  const queryClient = useQueryClient();

  const [channelId, setChannelId] = useState<string | null>(types.channels[0]?.id ?? null);
  const [amount, setAmount] = useState('');
  const [amountTouched, setAmountTouched] = useState(false);
  const [depositor, setDepositor] = useState('');
  const [depositorTouched, setDepositorTouched] = useState(false);
  const [bindName, setBindName] = useState(true);
  // The plain real name could not be read: let the player type the depositor name instead.
  const [revealFailed, setRevealFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const channel = types.channels.find((c) => c.id === channelId) ?? types.channels[0] ?? null;
  const quick = useMemo(() => (channel ? usableQuickAmounts(channel) : []), [channel]);

  if (!channel) {
    return (
      <Empty description={t('page.noChannels')}>
        <Button icon={<LightIcon icon={CustomerServiceOutlined} />} onClick={openCustomerService}>
          {t('page.contactService')}
        </Button>
      </Empty>
    );
  }

  const realNameBound = member?.bindRealName ?? customer.data?.bindRealName ?? false;
  const maskedRealName = customer.data?.realName || member?.realName || '';
  // A member with a real name pays from an account in that name: nothing to type, it is sent for them.
  const askDepositor = channel.needsDepositorName && (!realNameBound || revealFailed);
  const offerBind = askDepositor && !realNameBound;
  const problem = depositAmountProblem(amount, channel);
  const depositorProblem = askDepositor ? validateRealName(depositor) : '';
  // No figures for an amount the form refuses: they would promise a credit that cannot happen.
  const preview = problem ? null : depositFeePreview(amount, channel.feeRateBp);
  const hasMax = channel.maxAmount !== '0.00';
  const amountMessage = problem ? amountProblemMessage(problem) : null;

  const submit = async () => {
    setAmountTouched(true);
    setDepositorTouched(true);
    if (problem || depositorProblem || busy) return;
    setBusy(true);
    let name = depositor.trim();
    if (channel.needsDepositorName && !askDepositor) {
      try {
        name = await plainRealName();
      } catch {
        setRevealFailed(true);
        setBusy(false);
        return;
      }
    }
    const body: PayRequest = { channelId: channel.id, amount: amount.trim() };
    if (channel.needsDepositorName) body.depositorName = name;
    try {
      const order = await action.run(body, (key) => payDeposit(body, key));
      if (offerBind && bindName) {
        // The deposit stands even if binding fails (the client has shown why); the player can bind later.
        await bindRealNameFromDeposit({ realName: depositor.trim() })
          .then(() => {
            toast.success(t('form.bindDone'));
            return loadMember(0);
          })
          .catch(() => undefined);
      }
      // The form stays busy: the order is answered, so a press before the waiting page has replaced the
      // form would be a new action under a new key, a second order.
      navigate(waitPageUrl(order.waitPage, order.orderNo));
    } catch {
      setBusy(false);
      // The API client has shown the server's message; the open orders it may speak of are listed above.
      void queryClient.invalidateQueries({ queryKey: depositQueryKeys.open });
    }
  };

  return (
    <>
      <OpenOrders />
      <Section step={1} title={t('page.stepChannel')}>
        <ChannelPicker
          channels={types.channels}
          value={channel.id}
          onChange={(id) => {
            setChannelId(id);
            setAmountTouched(false);
          }}
        />
        {channel.tips ? <Alert style={{ marginTop: 12 }} type="info" showIcon title={channel.tips} /> : null}
      </Section>

      <Section step={2} title={t('page.stepAmount')}>
        <Flex vertical gap={14} style={{ maxWidth: 520 }}>
          {quick.length ? (
            <Flex gap={8} wrap role="group" aria-label={t('form.quick')}>
              {quick.map((q) => (
                <Button
                  key={q}
                  type={amount === q ? 'primary' : 'default'}
                  ghost={amount === q}
                  onClick={() => {
                    setAmount(q);
                    setAmountTouched(true);
                  }}
                  style={{ minWidth: 76 }}
                >
                  {formatCny(q)}
                </Button>
              ))}
            </Flex>
          ) : null}

          <div>
            <label htmlFor="deposit-amount" style={{ display: 'block', marginBottom: 6 }}>
              {t('form.amount')}
            </label>
            <Input
              id="deposit-amount"
              size="large"
              prefix="¥"
              inputMode="decimal"
              autoComplete="off"
              placeholder={t('form.amountPh')}
              value={amount}
              status={amountTouched && amountMessage ? 'error' : undefined}
              onChange={(e) => setAmount(cleanAmountInput(e.target.value))}
              onBlur={() => setAmountTouched(true)}
              onPressEnter={() => void submit()}
              aria-invalid={amountTouched && amountMessage ? true : undefined}
              aria-describedby="deposit-amount-help"
            />
            <div id="deposit-amount-help" style={{ marginTop: 4, minHeight: 22 }}>
              {amountTouched && amountMessage ? (
                <Typography.Text type="danger">{t(amountMessage.key, amountMessage.values)}</Typography.Text>
              ) : (
                <Typography.Text type="secondary">
                  {hasMax
                    ? t('form.limitHint', { range: formatCnyRange(channel.minAmount, channel.maxAmount) })
                    : t('form.limitHintFrom', { min: formatCny(channel.minAmount) })}
                </Typography.Text>
              )}
            </div>
          </div>

          {channel.type === 'usdt' ? (
            <CoinHint channel={channel} amountFen={preview?.amountFen ?? null} rates={rates.data} />
          ) : null}

          {channel.needsDepositorName ? (
            askDepositor ? (
              <div>
                <label htmlFor="deposit-depositor" style={{ display: 'block', marginBottom: 6 }}>
                  {t('form.depositor')}
                </label>
                <Input
                  id="deposit-depositor"
                  size="large"
                  maxLength={30}
                  autoComplete="name"
                  placeholder={t('form.depositorPh')}
                  value={depositor}
                  status={depositorTouched && depositorProblem ? 'error' : undefined}
                  onChange={(e) => setDepositor(e.target.value)}
                  onBlur={() => setDepositorTouched(true)}
                />
                <div style={{ marginTop: 4 }}>
                  {depositorTouched && depositorProblem ? (
                    <Typography.Text type="danger">
                      {t(
                        depositorProblem === validateRealName('')
                          ? 'rule.realNameRequired'
                          : 'rule.realNameFormat',
                      )}
                    </Typography.Text>
                  ) : (
                    <Typography.Text type="secondary">{t('form.depositorHint')}</Typography.Text>
                  )}
                </div>
                {offerBind ? (
                  <Checkbox
                    checked={bindName}
                    onChange={(e) => setBindName(e.target.checked)}
                    style={{ marginTop: 8 }}
                  >
                    {t('form.bindRealName')}
                  </Checkbox>
                ) : null}
              </div>
            ) : (
              <Alert type="warning" showIcon title={t('form.depositorFixed', { name: maskedRealName })} />
            )
          ) : null}

          <SummaryPanel>
            <SummaryRow
              label={t('form.summaryAmount')}
              value={preview ? `¥${formatFen(preview.amountFen)}` : '—'}
            />
            <SummaryRow
              label={t('form.summaryFee')}
              value={preview ? `¥${formatFen(preview.feeFen)}` : '—'}
            />
            <SummaryRow
              label={t('form.summaryCredit')}
              value={preview ? `¥${formatFen(preview.creditFen)}` : '—'}
              strong
            />
          </SummaryPanel>

          <Button type="primary" size="large" block loading={busy} onClick={() => void submit()}>
            {busy ? t('form.submitting') : t('form.submit')}
          </Button>
        </Flex>
      </Section>
    </>
  );
}
