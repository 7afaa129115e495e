import { CloseOutlined } from '../../../shared/ui/light/icon-data.ts';
import { LightIcon } from '../../../shared/ui/light/LightIcon.tsx';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_NS } from '../../i18n.ts';
import { closeTab } from './close-tab.ts';
import { useTabs, type VisitedTab } from './tabs-store.ts';
import { useScrollingTitle } from './use-scrolling-title.ts';

function Tab({ tab, active }: { tab: VisitedTab; active: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const full = t(tab.title);
  const shown = useScrollingTitle(full);
  return (
    <div className={`qa-tab${active ? ' is-active' : ''}`} role="tab" aria-selected={active} title={full}>
      <button type="button" className="qa-tab-label" onClick={() => navigate(tab.path)}>
        {shown}
      </button>
      {tab.name !== 'home' && (
        <button
          type="button"
          className="qa-tab-close"
          aria-label={t(`${APP_NS}:tabs.close`)}
          onClick={() => {
            const next = closeTab(tab.path, pathname + search);
            if (next) navigate(next);
          }}
        >
          <LightIcon icon={CloseOutlined} />
        </button>
      )}
    </div>
  );
}

/** The tabs of the strip (SPEC §2.5), drawn once a second page has been visited. */
export function TabStrip() {
  const tabs = useTabs((s) => s.tabs);
  const { pathname, search } = useLocation();
  return (
    <nav className="qa-tabbar" role="tablist">
      <div className="qa-container qa-tabbar-inner">
        {tabs.map((tab) => (
          <Tab key={tab.name} tab={tab} active={tab.path === pathname + search} />
        ))}
      </div>
    </nav>
  );
}
