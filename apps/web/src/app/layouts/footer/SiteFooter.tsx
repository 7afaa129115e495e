import { Link } from 'react-router';
import { useSiteConfig } from '../../../features/site/index.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { APP_NS } from '../../i18n.ts';

/** Links to the help centre's pages (SPEC §2.3); ck is left out while the site switch disables it. */
const HELP_GROUPS: { title: string; items: { key: string; helpPage: string }[] }[] = [
  {
    title: 'footer.help',
    items: [
      { key: 'footer.open', helpPage: 'kh' },
      { key: 'footer.deposit', helpPage: 'ck' },
      { key: 'footer.withdraw', helpPage: 'qk' },
      { key: 'footer.faq', helpPage: 'qtwt' },
    ],
  },
  {
    title: 'footer.about',
    items: [
      { key: 'footer.about', helpPage: 'gywm' },
      { key: 'footer.terms', helpPage: 'gztk' },
      { key: 'footer.privacy', helpPage: 'ysgz' },
      { key: 'footer.partners', helpPage: 'hzhb' },
      { key: 'footer.contact', helpPage: 'zxkf' },
    ],
  },
];

export function SiteFooter() {
  const t = useT(APP_NS);
  const cfg = useSiteConfig();
  const name = cfg?.name || t('brand');
  return (
    <footer className="qa-footer">
      <div className="qa-container">
        <div className="qa-footer-links">
          {HELP_GROUPS.map((g) => (
            <div key={g.title} className="qa-footer-group">
              <h4>{t(g.title)}</h4>
              <ul>
                {g.items
                  .filter((i) => i.helpPage !== 'ck' || cfg?.helpCkEnabled !== false)
                  .map((i) => (
                    <li key={i.helpPage} data-help-page={i.helpPage}>
                      <Link to={`/app/help/${i.helpPage}`} style={{ color: 'inherit' }}>
                        {t(i.key)}
                      </Link>
                    </li>
                  ))}
              </ul>
            </div>
          ))}
          <div className="qa-footer-responsible">
            <span className="qa-adult-badge" aria-label="18+">
              {t('footer.adult')}
            </span>
            <p>{t('footer.responsible')}</p>
          </div>
        </div>
        <p className="qa-footer-terms">{t('footer.terms_summary')}</p>
        <p className="qa-footer-copy">{t('footer.copyright', { year: new Date().getFullYear(), name })}</p>
      </div>
    </footer>
  );
}
