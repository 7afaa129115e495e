import { Button, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import type { PayoutAccountType } from '@qilin/contract';
import { useT } from '../../../shared/i18n/index.ts';
import { usePayoutAccounts } from '../api.ts';
import { WITHDRAW_NS } from '../i18n.ts';
import { accountManagePath, takeMoneyPath } from '../paths.ts';
import { AccountCard } from './AccountCard.tsx';

/** The member's accounts of one type (GET bankCard/queryMemberBanksInfoList), each opening accountManage/:id. */
export function AccountList({ type }: { type: PayoutAccountType }) {
  const t = useT(WITHDRAW_NS);
  const navigate = useNavigate();
  const accounts = usePayoutAccounts();
  const mine = (accounts.data ?? []).filter((a) => a.type === type);

  let body;
  if (accounts.isPending) body = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (!mine.length)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`accounts.empty.${type}`)} />;
  else
    body = (
      <div
        role="list"
        aria-label={t(`accounts.listTitle.${type}`)}
        style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))', gap: 10 }}
      >
        {mine.map((a) => (
          <div role="listitem" key={a.id}>
            <AccountCard
              account={a}
              extra={
                <Link to={accountManagePath(a.id)} aria-label={`${t('form.manage')} ${a.name} ${a.account}`}>
                  {t('form.manage')}
                </Link>
              }
            />
          </div>
        ))}
      </div>
    );

  return (
    <Card
      variant="borderless"
      style={{ marginTop: 16 }}
      title={
        <Flex align="baseline" gap={8}>
          <span>{t(`accounts.listTitle.${type}`)}</span>
          {mine.length ? (
            <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
              {t('accounts.count', { count: mine.length })}
            </Typography.Text>
          ) : null}
        </Flex>
      }
      extra={
        mine.length ? (
          <Button type="primary" ghost onClick={() => navigate(takeMoneyPath(type))}>
            {t('accounts.toWithdraw')}
          </Button>
        ) : null
      }
    >
      {body}
    </Card>
  );
}
