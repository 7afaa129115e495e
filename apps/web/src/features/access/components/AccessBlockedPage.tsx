import { Button, Result } from 'antd';
import { Code } from '@qilin/contract';
import { useAccessBlock } from '../../../shared/access/access-block.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { openCustomerService } from '../../../shared/ui/customer-service.ts';
import '../access.css';
import { ACCESS_NS } from '../i18n.ts';

/**
 * Shown instead of every page once the server answered 6031 or 6033: what happened, that it is not the
 * player's doing, and the way to customer service (its link is one of the calls the server still answers).
 */
export function AccessBlockedPage() {
  const t = useT(ACCESS_NS);
  const code = useAccessBlock();
  const byIp = code === Code.IpRestricted;
  return (
    <main className="qx-blocked" role="alert" data-code={code ?? undefined}>
      <Result
        status="warning"
        title={t(byIp ? 'ipTitle' : 'regionTitle')}
        subTitle={
          <>
            <p>{t(byIp ? 'ipDesc' : 'regionDesc')}</p>
            <p>{t('notYourFault')}</p>
          </>
        }
        extra={[
          <Button key="cs" type="primary" onClick={openCustomerService}>
            {t('contactService')}
          </Button>,
          <Button key="retry" onClick={() => location.reload()}>
            {t('retry')}
          </Button>,
        ]}
      />
    </main>
  );
}
