import { AndroidFilled, AppleFilled } from '@ant-design/icons';
import { Button, Card, QRCode, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useSiteConfig } from '../../site/index.ts';
import { LoadFailed, Markdown, useSitePage } from '../../help/index.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { INFO_NS } from '../i18n.ts';
import '../info.css';

/** Only http(s) links become QR codes and buttons: the value comes from site configuration. */
const usable = (url: string | undefined): url is string => Boolean(url && /^https?:\/\//i.test(url));

function QrCard({ icon, platform, url }: { icon: ReactNode; platform: string; url: string | undefined }) {
  const t = useT(INFO_NS);
  return (
    <Card variant="borderless" className="qa-download-card" data-testid="download-qr">
      <div className="qa-download-platform">
        {icon}
        <span>{platform}</span>
      </div>
      {usable(url) ? (
        <>
          <QRCode
            value={url}
            size={168}
            bordered
            color="#000000"
            bgColor="#ffffff"
            aria-label={t('download.qrLabel', { platform })}
          />
          <Typography.Text type="secondary">{t('download.scan')}</Typography.Text>
          <Button type="primary" href={url} target="_blank" rel="noopener noreferrer" block>
            {t('download.open')}
          </Button>
        </>
      ) : (
        <Typography.Text type="secondary">{t('download.unavailable')}</Typography.Text>
      )}
    </Card>
  );
}

/** /download (SPEC §2.1, route appdownload): QR codes of the site's iOS and Android links, and what the app offers. */
export function DownloadPage() {
  const t = useT(INFO_NS);
  const cfg = useSiteConfig();
  const page = useSitePage('download');
  return (
    <div className="qa-container qa-info">
      <section className="qa-download-hero">
        <div className="qa-download-text">
          {page.isPending ? (
            <Skeleton active paragraph={{ rows: 6 }} />
          ) : page.isError ? (
            <LoadFailed onRetry={() => void page.refetch()} />
          ) : (
            <>
              <h1 className="qa-info-title">{page.data.title}</h1>
              <Markdown source={page.data.body} className="qa-download-md" />
            </>
          )}
        </div>
        <div className="qa-download-codes">
          <QrCard icon={<AppleFilled />} platform={t('download.ios')} url={cfg?.iosUrl} />
          <QrCard icon={<AndroidFilled />} platform={t('download.android')} url={cfg?.androidUrl} />
        </div>
      </section>
    </div>
  );
}
