import { useState } from 'react';
import { Button, Empty, Flex, Input, Result, Skeleton, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import {
  isWithdrawPassword,
  WITHDRAW_PASSWORD_LENGTH,
  type WithdrawInfo,
  type WithdrawOrder,
} from '@qilin/contract';
import { useIdempotentAction } from '../../../shared/api/idempotency.ts';
import { md5 } from '../../../shared/crypto/md5.ts';
import { formatCny, formatCnyRange } from '../../../shared/format/money.ts';
import { formatRateBp } from '../../../shared/format/rate-bp.ts';
import { digitsInput } from '../../../shared/format/typed-digits.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { refreshBalance } from '../../../shared/wallet/balance.ts';
import {
  invalidateWithdraw,
  primeWithdrawOrder,
  useWithdrawInfo,
  withdrawNew,
  type UsdtWithdrawInfo,
  type WithdrawTab,
} from '../api.ts';
import { WITHDRAW_NS } from '../i18n.ts';
import { ACCOUNT_LIST_PATH, accountManagePath, PROFILE_PATH, SECURITY_PATH } from '../paths.ts';
import { allAmount, cleanAmountInput, withdrawAmountProblem, withdrawPreview } from '../withdraw-logic.ts';
import { AccountCard } from './AccountCard.tsx';
import { ActionAlert } from './ActionAlert.tsx';
import { Field } from './FormBits.tsx';
import { WithdrawStats } from './WithdrawStats.tsx';
import { WithdrawSummary } from './WithdrawSummary.tsx';

const isUsdtInfo = (info: WithdrawInfo | UsdtWithdrawInfo): info is UsdtWithdrawInfo => 'rate' in info;

interface FormProps {
  tab: WithdrawTab;
  info: WithdrawInfo | UsdtWithdrawInfo;
  onDone: (order: WithdrawOrder) => void;
}

function Form({ tab, info, onDone }: FormProps) {
  const t = useT(WITHDRAW_NS);
  const navigate = useNavigate();
  const action = useIdempotentAction();
  const defaultId = (info.accounts.find((a) => a.isDefault) ?? info.accounts[0])?.id ?? '';
  const [accountId, setAccountId] = useState(defaultId);
  const [amount, setAmount] = useState('');
  const [amountTouched, setAmountTouched] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordTouched, setPasswordTouched] = useState(false);
  const [busy, setBusy] = useState(false);

  const cfg = info.cfg;
  const rate = isUsdtInfo(info) ? info.rate : '';
  const ctx = {
    cfg,
    balance: info.centerWalletBalance,
    todayCount: info.todayCount,
    todayAmount: info.todayAmount,
  };
  const problem = withdrawAmountProblem(amount, ctx);
  // No figures for an amount the form refuses: they would promise a payout that cannot happen.
  const preview = problem ? null : withdrawPreview(amount, cfg, rate);
  const account = info.accounts.find((a) => a.id === accountId) ?? null;
  const passwordOk = isWithdrawPassword(password);
  const feeMinFen = cfg.feeMin === '0.00' ? null : cfg.feeMin;
  const feeText =
    cfg.feeRateBp > 0 && feeMinFen
      ? t('info.fee', { rate: formatRateBp(cfg.feeRateBp), min: formatCny(cfg.feeMin) })
      : cfg.feeRateBp > 0
        ? t('info.feeRate', { rate: formatRateBp(cfg.feeRateBp) })
        : feeMinFen
          ? t('info.feeFixed', { min: formatCny(cfg.feeMin) })
          : t('info.noFee');

  const submit = async () => {
    setAmountTouched(true);
    setPasswordTouched(true);
    if (!account || problem || !passwordOk || busy || !info.withdrawPasswordSet) return;
    const body = { accountId: account.id, amount: amount.trim(), withdrawPassword: md5(password) };
    setBusy(true);
    try {
      const order = await action.run(body, (key) => withdrawNew(body, key));
      primeWithdrawOrder(order);
      setAmount('');
      setPassword('');
      setAmountTouched(false);
      setPasswordTouched(false);
      // The amount is now lock money: every balance on screen and this page's figures follow.
      void refreshBalance();
      void invalidateWithdraw();
      onDone(order);
    } catch {
      // The API client has shown the server's message (wrong password, limits, balance). A refusal may stem
      // from figures another tab changed, and without an answer the order may exist: the balance and the
      // page's figures are read again either way.
      void refreshBalance();
      void invalidateWithdraw();
    } finally {
      setBusy(false);
    }
  };

  const addPath = ACCOUNT_LIST_PATH[tab];
  const canAdd = info.bindPhone && info.bindRealName;

  return (
    <Flex vertical gap={18}>
      <WithdrawStats info={info} />

      <Typography.Text type="secondary">
        {t('info.limits', { range: formatCnyRange(cfg.minAmount, cfg.maxAmount) })} · {feeText}
        {rate ? ` · ${t('info.rate', { rate: formatCny(rate) })}` : ''}
      </Typography.Text>

      {!canAdd ? (
        <ActionAlert
          title={t('need.bindTitle')}
          description={t('need.bindDesc')}
          actions={
            <>
              {!info.bindPhone ? (
                <Button size="small" onClick={() => navigate(SECURITY_PATH)}>
                  {t('need.goBind')}
                </Button>
              ) : null}
              {!info.bindRealName ? (
                <Button size="small" onClick={() => navigate(PROFILE_PATH)}>
                  {t('need.goProfile')}
                </Button>
              ) : null}
            </>
          }
        />
      ) : null}

      <Field label={t('form.account')}>
        {info.accounts.length ? (
          <Flex vertical gap={8}>
            <div
              role="radiogroup"
              aria-label={t('form.account')}
              style={{
                display: 'grid',
                gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
                gap: 10,
              }}
            >
              {info.accounts.map((a) => (
                <AccountCard
                  key={a.id}
                  account={a}
                  selected={a.id === accountId}
                  onSelect={() => setAccountId(a.id)}
                  extra={
                    <Link to={accountManagePath(a.id)} onClick={(e) => e.stopPropagation()}>
                      {t('form.manage')}
                    </Link>
                  }
                />
              ))}
            </div>
            {canAdd ? (
              <div>
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => navigate(addPath)}>
                  {t(`form.add.${tab}`)}
                </Button>
              </div>
            ) : null}
          </Flex>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`form.noAccount.${tab}`)}>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              disabled={!canAdd}
              onClick={() => navigate(addPath)}
            >
              {t(`form.add.${tab}`)}
            </Button>
          </Empty>
        )}
      </Field>

      {info.accounts.length ? (
        <Flex vertical gap={16} style={{ maxWidth: 520 }}>
          <Field
            label={t('form.amount')}
            htmlFor={`withdraw-amount-${tab}`}
            error={amountTouched && problem ? t(problem.key, problem.values) : undefined}
            hint={t('form.limitHint', { range: formatCnyRange(cfg.minAmount, cfg.maxAmount) })}
          >
            <Flex gap={8}>
              <Input
                id={`withdraw-amount-${tab}`}
                size="large"
                prefix="¥"
                inputMode="decimal"
                autoComplete="off"
                placeholder={t('form.amountPh')}
                value={amount}
                status={amountTouched && problem ? 'error' : undefined}
                onChange={(e) => setAmount(cleanAmountInput(e.target.value))}
                onBlur={() => setAmountTouched(true)}
                aria-invalid={amountTouched && problem ? true : undefined}
              />
              <Button
                size="large"
                onClick={() => {
                  setAmount(allAmount(ctx));
                  setAmountTouched(true);
                }}
              >
                {t('form.all')}
              </Button>
            </Flex>
          </Field>

          <WithdrawSummary preview={preview} />

          {info.withdrawPasswordSet ? (
            <Field
              label={t('form.password')}
              htmlFor={`withdraw-password-${tab}`}
              error={passwordTouched && !passwordOk ? t('form.passwordRule') : undefined}
              aside={<Link to={SECURITY_PATH}>{t('form.forgotPassword')}</Link>}
            >
              <Input.Password
                id={`withdraw-password-${tab}`}
                size="large"
                inputMode="numeric"
                maxLength={WITHDRAW_PASSWORD_LENGTH}
                autoComplete="off"
                placeholder={t('form.passwordPh')}
                value={password}
                status={passwordTouched && !passwordOk ? 'error' : undefined}
                onChange={(e) => setPassword(digitsInput(e.target.value, WITHDRAW_PASSWORD_LENGTH))}
                onBlur={() => setPasswordTouched(true)}
                onPressEnter={() => void submit()}
              />
            </Field>
          ) : (
            <ActionAlert
              title={t('need.passwordTitle')}
              description={t('need.passwordDesc')}
              actions={
                <Button size="small" type="primary" onClick={() => navigate(SECURITY_PATH)}>
                  {t('need.goSetPassword')}
                </Button>
              }
            />
          )}

          <Button
            type="primary"
            size="large"
            block
            loading={busy}
            disabled={!info.withdrawPasswordSet || !account}
            onClick={() => void submit()}
          >
            {busy ? t('form.submitting') : t('form.submit')}
          </Button>
        </Flex>
      ) : null}
    </Flex>
  );
}

/** One take-money tab: withdrawInfo (or usdtWithdrawInfo) and the form over it. */
export function WithdrawPanel({ tab, onDone }: { tab: WithdrawTab; onDone: (order: WithdrawOrder) => void }) {
  const t = useT(WITHDRAW_NS);
  const info = useWithdrawInfo(tab);
  if (info.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (info.isError || !info.data) {
    return (
      <Result
        status="warning"
        title={t('page.loadFailed')}
        extra={<Button onClick={() => void info.refetch()}>{t('page.retry')}</Button>}
      />
    );
  }
  // Keyed by the accounts so a newly added default is preselected when the list changes.
  return (
    <Form key={info.data.accounts.map((a) => a.id).join(',')} tab={tab} info={info.data} onDone={onDone} />
  );
}
