import { bus } from '../../../shared/events/bus.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { LightButton } from '../../../shared/ui/light/LightButton.tsx';
import { APP_NS } from '../../i18n.ts';

/** Visitor actions: they open the auth dialog through the bus (SPEC §2.7). */
export function AuthButtons() {
  const t = useT(APP_NS);
  return (
    <div className="qa-authbtns">
      <LightButton onClick={() => bus.emit('login')}>{t('header.login')}</LightButton>
      <LightButton variant="primary" onClick={() => bus.emit('register')}>
        {t('header.register')}
      </LightButton>
    </div>
  );
}
