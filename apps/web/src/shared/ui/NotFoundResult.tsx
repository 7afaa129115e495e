import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useT } from '../i18n/index.ts';

/**
 * The one not-found face: unknown paths, and pages a site switch turns off (SPEC §2.2 "treated as not
 * found": /mine/savemoney, /app/help/ck), so the player sees the same page while the address stays as typed.
 * Its texts are the shell's 'app' namespace, which is always loaded.
 */
export function NotFoundResult({ className }: { className?: string }) {
  const t = useT('app');
  const navigate = useNavigate();
  return (
    <Result
      className={className}
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
