import type { ReactNode } from 'react';
import { Button, Card, Flex, Result, Skeleton, Typography, theme } from 'antd';
import { useT } from '../../../shared/i18n/index.ts';
import { openCustomerService } from '../../../shared/ui/customer-service.ts';
import { LightIcon } from '../../../shared/ui/light/LightIcon.tsx';
import { CustomerServiceOutlined } from '../../../shared/ui/light/icon-data.ts';
import { NotFoundResult } from '../../../shared/ui/NotFoundResult.tsx';
import { usePaymentTypes } from '../api.ts';
import { DepositForm } from '../components/DepositForm.tsx';
import { DEPOSIT_NS } from '../i18n.ts';

/** /mine/savemoney (SPEC §2.2): channels, limits, fees and the amount; submit opens the waiting page. */
export function SaveMoneyPage() {
  const t = useT(DEPOSIT_NS);
  const { token } = theme.useToken();
  const types = usePaymentTypes();

  if (types.data && !types.data.enabled) return <NotFoundResult />;

  let body: ReactNode;
  if (types.isPending) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (types.isError || !types.data)
    body = (
      <Result
        status="warning"
        title={t('page.loadFailed')}
        extra={<Button onClick={() => void types.refetch()}>{t('page.retry')}</Button>}
      />
    );
  else body = <DepositForm types={types.data} />;

  return (
    <Card
      variant="borderless"
      title={
        <Flex vertical style={{ padding: '4px 0' }}>
          <span>{t('page.title')}</span>
          <Typography.Text
            type="secondary"
            style={{ fontWeight: 'normal', fontSize: token.fontSizeSM, whiteSpace: 'normal' }}
          >
            {t('page.subtitle')}
          </Typography.Text>
        </Flex>
      }
      extra={
        <Button type="link" icon={<LightIcon icon={CustomerServiceOutlined} />} onClick={openCustomerService}>
          {t('page.contactService')}
        </Button>
      }
    >
      {body}
    </Card>
  );
}
