import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useT } from '../../shared/i18n/index.ts';
import { APP_NS } from '../i18n.ts';

export function NotFoundPage() {
  const t = useT(APP_NS);
  const navigate = useNavigate();
  return (
    <Result
      className="qa-page-narrow"
      status="404"
      title={t('notFound.title')}
      subTitle={t('notFound.desc')}
      extra={
        <Button type="primary" size="large" onClick={() => navigate('/', { replace: true })}>
          {t('notFound.goHome')}
        </Button>
      }
    />
  );
}
