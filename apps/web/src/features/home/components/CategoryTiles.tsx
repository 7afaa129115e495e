import type { CSSProperties } from 'react';
import type { NavigationItem } from '@qilin/contract';
import { AppstoreOutlined } from '../../../shared/ui/light/icon-data.ts';
import { LightIcon } from '../../../shared/ui/light/LightIcon.tsx';
import { useNavigate } from 'react-router';
import { useT } from '../../../shared/i18n/index.ts';
import { hasPage } from '../../../shared/routing/known-routes.ts';
import { openCustomerService } from '../../../shared/ui/customer-service.ts';
import { HOME_NS } from '../i18n.ts';
import { toneOf } from './category-style.ts';
import { SectionTitle } from './SectionTitle.tsx';
import { balancedColumns, SHORTCUT_MAX_COLUMNS } from './shortcut-columns.ts';
import { visibleCategories } from './visible-categories.ts';

/** `icon` should be an image path; anything else (an empty value, a bare type code) gets a generic glyph. */
const isImagePath = (icon: string) => icon.startsWith('/') || /^https?:\/\//i.test(icon);

function Icon({ item }: { item: NavigationItem }) {
  return isImagePath(item.icon) ? <img src={item.icon} alt="" /> : <LightIcon icon={AppstoreOutlined} />;
}

/** The shortcut grid's column count per width band, read by home.css. */
const shortcutColumns = (count: number) =>
  Object.fromEntries(
    Object.entries(SHORTCUT_MAX_COLUMNS).map(([band, max]) => [
      `--qh-cols-${band}`,
      balancedColumns(count, max),
    ]),
  ) as CSSProperties;

/**
 * SPEC §2.4 categories on the home page: game tiles under their section title, then a row of shortcuts.
 * Only categories whose pages exist are shown (and customer service); the title goes with the tiles.
 */
export function CategoryTiles({ items, loading }: { items: NavigationItem[] | undefined; loading: boolean }) {
  const t = useT(HOME_NS);
  const navigate = useNavigate();
  if (loading) return <div className="qh-shortcuts qh-shortcuts-skel qh-skel" aria-busy="true" />;
  const open = (n: NavigationItem) => (n.code === 'customer' ? openCustomerService() : navigate(n.path));
  const { games, shortcuts, gamesLine } = visibleCategories(items ?? [], hasPage);
  return (
    <>
      {games.length > 0 && (
        <>
          <SectionTitle title={t('games')} sub={gamesLine} />
          <div className="qh-tiles">
            {games.map((n) => (
              <button
                key={n.code}
                type="button"
                className="qh-tile"
                style={{ background: toneOf(n.code) }}
                onClick={() => open(n)}
              >
                <span className="qh-tile-icon" aria-hidden>
                  <Icon item={n} />
                </span>
                <span className="qh-tile-name">{n.name}</span>
              </button>
            ))}
          </div>
        </>
      )}
      {shortcuts.length > 0 && (
        <div
          className={games.length > 0 ? 'qh-shortcuts' : 'qh-shortcuts is-alone'}
          style={shortcutColumns(shortcuts.length)}
        >
          {shortcuts.map((n) => (
            <button key={n.code} type="button" className="qh-shortcut" onClick={() => open(n)}>
              <span className="qh-shortcut-icon" aria-hidden>
                <Icon item={n} />
              </span>
              <span>{n.name}</span>
            </button>
          ))}
        </div>
      )}
    </>
  );
}
