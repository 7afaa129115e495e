import { Button, Card, Empty, Flex, Skeleton, Typography, theme } from 'antd';
import { formatCny } from '../../../shared/format/money.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { useRecentWithdrawals } from '../api.ts';
import { WITHDRAW_NS } from '../i18n.ts';
import { formatDateTime } from '../../../shared/format/date-time.ts';
import { WithdrawStatusTag } from './WithdrawOrderView.tsx';

/** The last few withdrawals (withdraw/list), newest first, each opening its order. */
export function RecentWithdrawals({ onOpen }: { onOpen: (orderNo: string) => void }) {
  const t = useT(WITHDRAW_NS);
  const { token } = theme.useToken();
  const list = useRecentWithdrawals();

  let body;
  if (list.isPending) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (!list.data?.list.length)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('recent.empty')} />;
  else
    body = (
      <div role="list" aria-label={t('recent.title')}>
        {list.data.list.map((o) => (
          <Flex
            role="listitem"
            key={o.orderNo}
            align="center"
            gap={12}
            wrap
            style={{ padding: '10px 0', borderBottom: `1px solid ${token.colorBorderSecondary}` }}
          >
            <Typography.Text
              type="secondary"
              style={{ flex: '0 0 150px', fontVariantNumeric: 'tabular-nums' }}
            >
              {formatDateTime(o.createdAt)}
            </Typography.Text>
            <Typography.Text style={{ flex: '1 1 160px', minWidth: 0 }} ellipsis>
              {o.account.name} {o.account.account}
            </Typography.Text>
            <Typography.Text
              strong
              style={{ flex: '0 0 110px', textAlign: 'end', fontVariantNumeric: 'tabular-nums' }}
            >
              {formatCny(o.amount)}
            </Typography.Text>
            <div style={{ flex: '0 0 64px', textAlign: 'center' }}>
              <WithdrawStatusTag status={o.status} />
            </div>
            <Button type="link" size="small" onClick={() => onOpen(o.orderNo)}>
              {t('recent.detail')}
            </Button>
          </Flex>
        ))}
      </div>
    );

  return (
    <Card variant="borderless" title={t('recent.title')} style={{ marginTop: 16 }}>
      {body}
    </Card>
  );
}
