import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useT } from '../../../shared/i18n/index.ts';

/**
 * An unknown help page, or ck while the site switch disables it (SPEC §2.2 "treated as not found"): the
 * shell's own not-found texts, so it reads exactly like any unknown path; the address stays as typed.
 */
export function HelpNotFound() {
  const t = useT('app');
  const navigate = useNavigate();
  return (
    <Result
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
