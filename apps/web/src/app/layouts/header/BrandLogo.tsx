import { Link } from 'react-router';
import { useSiteConfig } from '../../../features/site/index.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { APP_NS } from '../../i18n.ts';

/** Brand logo and name from pre-info (SPEC §3 siteBaseConfig); a text mark while it loads or has no logo. */
export function BrandLogo() {
  const t = useT(APP_NS);
  const cfg = useSiteConfig();
  const name = cfg?.name || t('brand');
  return (
    <Link to="/" className="qa-brand" aria-label={name}>
      {/* A brand logo is a wordmark already; the text mark stands in while pre-info loads or without one. */}
      {cfg?.logo ? (
        <img src={cfg.logo} alt={name} className="qa-brand-logo" />
      ) : (
        <>
          <span className="qa-brand-mark" aria-hidden>
            {name.slice(0, 1)}
          </span>
          <span className="qa-brand-name">{name}</span>
        </>
      )}
    </Link>
  );
}
