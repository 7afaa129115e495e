import { Card, Empty, Skeleton, Tag, Typography } from 'antd';
import { LoadFailed, Markdown, useSponsorContent } from '../../help/index.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { INFO_NS } from '../i18n.ts';
import '../info.css';

/** /sponsor (SPEC §2.1, no footer): the sponsor page's introduction and the brand's sponsorships. */
export function SponsorPage() {
  const t = useT(INFO_NS);
  const content = useSponsorContent();
  if (content.isPending) {
    return (
      <div className="qa-container qa-info">
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );
  }
  if (content.isError) {
    return (
      <div className="qa-container qa-info">
        <LoadFailed onRetry={() => void content.refetch()} />
      </div>
    );
  }
  const { intro, list } = content.data;
  return (
    <div className="qa-container qa-info">
      <section className="qa-sponsor-intro">
        <h1 className="qa-info-title">{intro.title}</h1>
        <Markdown source={intro.body} />
      </section>
      {list.length === 0 ? (
        <Empty description={t('sponsor.empty')} />
      ) : (
        <div className="qa-sponsor-grid">
          {list.map((s) => (
            <Card
              key={s.id}
              variant="borderless"
              className="qa-sponsor-card"
              data-testid="sponsor-entry"
              cover={<img src={s.image} alt={s.name} loading="lazy" />}
            >
              <Typography.Title level={4} style={{ marginTop: 0 }}>
                {s.name}
              </Typography.Title>
              <div className="qa-sponsor-tags">
                <Tag color="warning">{s.role}</Tag>
                <Tag>{s.period}</Tag>
              </div>
              <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                {s.description}
              </Typography.Paragraph>
            </Card>
          ))}
        </div>
      )}
    </div>
  );
}
