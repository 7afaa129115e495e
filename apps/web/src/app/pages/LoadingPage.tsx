import { Spin } from 'antd';
import { useT } from '../../shared/i18n/index.ts';
import { APP_NS } from '../i18n.ts';

/** SPEC §2.1 /loading: a bare page shown while a venue opens in a new tab, outside the site layout. */
export function LoadingPage() {
  const t = useT(APP_NS);
  return (
    <div className="qa-fullscreen-center" role="status">
      <Spin size="large" />
      <p>{t('loading.text')}</p>
    </div>
  );
}
