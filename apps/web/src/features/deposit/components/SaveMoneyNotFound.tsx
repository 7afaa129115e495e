import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useT } from '../../../shared/i18n/index.ts';

/**
 * SPEC §2.2: when the site switch disables save money, /mine/savemoney is "treated as not found". The
 * app's not-found texts are used (the shell's 'app' namespace is always loaded) so the player sees the
 * same page as for any unknown path, while the address stays what they typed.
 */
export function SaveMoneyNotFound() {
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
