import { Button, Card, Skeleton, Typography } from 'antd';
import { LoadFailed, Markdown, useSitePage } from '../../help/index.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { openCustomerService } from '../../../shared/ui/customer-service.ts';
import { INFO_NS } from '../i18n.ts';
import '../info.css';

/** /agent (SPEC §2.1): the agent programme from site content; applications go through customer service. */
export function AgentPage() {
  const t = useT(INFO_NS);
  const page = useSitePage('agent');
  return (
    <div className="qa-container qa-info">
      <Card variant="borderless" className="qa-info-card">
        {page.isPending ? (
          <Skeleton active paragraph={{ rows: 12 }} />
        ) : page.isError ? (
          <LoadFailed onRetry={() => void page.refetch()} />
        ) : (
          <>
            <h1 className="qa-info-title">{page.data.title}</h1>
            <Markdown source={page.data.body} />
            <div className="qa-info-cta">
              <Button type="primary" size="large" onClick={openCustomerService}>
                {t('agent.apply')}
              </Button>
              <Typography.Text type="secondary">{t('agent.applyHint')}</Typography.Text>
            </div>
          </>
        )}
      </Card>
    </div>
  );
}
