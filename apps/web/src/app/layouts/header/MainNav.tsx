import { CustomerServiceOutlined, HomeOutlined } from '../../../shared/ui/light/icon-data.ts';
import { LightIcon } from '../../../shared/ui/light/LightIcon.tsx';
import { NavLink } from 'react-router';
import { useNavigationList } from '../../../features/site/index.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { hasPage } from '../../../shared/routing/known-routes.ts';
import { openCustomerService } from '../../../shared/ui/customer-service.ts';
import { APP_NS } from '../../i18n.ts';

/**
 * SPEC §2.4 top categories. Only categories with a page appear: home, the server's categories whose
 * pages exist (later issues add them without touching this file) and customer service.
 */
export function MainNav() {
  const t = useT(APP_NS);
  const { data } = useNavigationList();
  // User-centre categories (profile, wallet, records ...) live in the member menu, not the top bar.
  const extra = (data?.navigation ?? []).filter(
    (n) => n.code !== 'home' && n.code !== 'customer' && !n.path.startsWith('/mine') && hasPage(n.path),
  );
  return (
    <nav className="qa-mainnav" aria-label={t('header.home')}>
      <NavLink to="/" end className="qa-navlink">
        <LightIcon icon={HomeOutlined} />
        <span>{t('header.home')}</span>
      </NavLink>
      {extra.map((n) => (
        <NavLink key={n.code} to={n.path} className="qa-navlink">
          <span>{n.name}</span>
        </NavLink>
      ))}
      <button type="button" className="qa-navlink" onClick={openCustomerService}>
        <LightIcon icon={CustomerServiceOutlined} />
        <span>{t('header.customer')}</span>
      </button>
    </nav>
  );
}
