import { Button } from 'antd';
import { bus } from '../../../shared/events/bus.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { APP_NS } from '../../i18n.ts';

/** Visitor actions: they open the auth dialog through the bus (SPEC §2.7). */
export function AuthButtons() {
  const t = useT(APP_NS);
  return (
    <div className="qa-authbtns">
      <Button onClick={() => bus.emit('login')}>{t('header.login')}</Button>
      <Button type="primary" onClick={() => bus.emit('register')}>
        {t('header.register')}
      </Button>
    </div>
  );
}
