import { useState, type ReactNode } from 'react';
import { Button, Flex, Popconfirm, Result, Skeleton, Tag, Typography, theme } from 'antd';
import { useNavigate, useParams } from 'react-router';
import type { PayoutAccount } from '@qilin/contract';
import { useT } from '../../../shared/i18n/index.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { deleteAccount, invalidateWithdraw, setDefaultAccount, usePayoutAccounts } from '../api.ts';
import { AccountCard } from '../components/AccountCard.tsx';
import { formatDateTime } from '../../../shared/format/date-time.ts';
import { PageCard } from '../components/FormBits.tsx';
import { WITHDRAW_NS } from '../i18n.ts';
import { ACCOUNT_LIST_PATH, takeMoneyPath } from '../paths.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Flex
      gap={12}
      wrap
      style={{ padding: '10px 0', borderBottom: `1px dashed ${token.colorBorderSecondary}` }}
    >
      <Typography.Text type="secondary" style={{ flex: '0 0 96px' }}>
        {label}
      </Typography.Text>
      <div style={{ flex: '1 1 200px', minWidth: 0, wordBreak: 'break-all' }}>{children}</div>
    </Flex>
  );
}

function Details({ account }: { account: PayoutAccount }) {
  const t = useT(WITHDRAW_NS);
  const navigate = useNavigate();
  const [busy, setBusy] = useState<'default' | 'remove' | null>(null);

  const makeDefault = async () => {
    setBusy('default');
    try {
      await setDefaultAccount(account.id);
      toast.success(t('manage.defaultDone'));
      await invalidateWithdraw();
    } catch {
      // shown by the API client
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    setBusy('remove');
    try {
      await deleteAccount(account.id);
      toast.success(t('manage.removed'));
      void invalidateWithdraw();
      navigate(ACCOUNT_LIST_PATH[account.type], { replace: true });
    } catch {
      // shown by the API client (e.g. a withdrawal under review uses it)
    } finally {
      setBusy(null);
    }
  };

  return (
    <Flex vertical gap={16} style={{ maxWidth: 560 }}>
      <AccountCard account={account} />
      <div>
        <Row label={t('manage.kind')}>{t(`manage.type.${account.type}`)}</Row>
        <Row label={t('manage.name')}>{account.name}</Row>
        <Row label={t('manage.account')}>{account.account}</Row>
        {account.type === 'usdt' ? (
          <>
            <Row label={t('manage.network')}>{account.network}</Row>
            {account.holder ? <Row label={t('manage.alias')}>{account.holder}</Row> : null}
          </>
        ) : (
          <Row label={t('manage.holder')}>{account.holder}</Row>
        )}
        <Row label={t('manage.isDefault')}>
          {account.isDefault ? <Tag color="gold">{t('manage.yes')}</Tag> : t('manage.no')}
        </Row>
        <Row label={t('manage.addedAt')}>{formatDateTime(account.createdAt)}</Row>
      </div>
      <Flex gap={12} wrap>
        {account.isDefault ? null : (
          <Button type="primary" loading={busy === 'default'} onClick={() => void makeDefault()}>
            {t('manage.setDefault')}
          </Button>
        )}
        <Button onClick={() => navigate(takeMoneyPath(account.type))}>{t('accounts.toWithdraw')}</Button>
        <Popconfirm
          title={t('manage.remove')}
          description={t('manage.removeConfirm')}
          okText={t('common.confirm')}
          cancelText={t('common.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() => remove()}
        >
          <Button danger loading={busy === 'remove'}>
            {t('manage.remove')}
          </Button>
        </Popconfirm>
      </Flex>
    </Flex>
  );
}

/** /mine/accountManage/:id: one payout account, masked, with "set default" and "delete". */
export function AccountManagePage() {
  const t = useT(WITHDRAW_NS);
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const accounts = usePayoutAccounts();
  const account = accounts.data?.find((a) => a.id === id);

  let body: ReactNode;
  if (accounts.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (!account)
    body = (
      <Result
        status="404"
        title={t('manage.notFound')}
        extra={
          <Button type="primary" onClick={() => navigate(takeMoneyPath('bank'))}>
            {t('manage.back')}
          </Button>
        }
      />
    );
  else body = <Details account={account} />;

  return <PageCard title={t('manage.title')}>{body}</PageCard>;
}
