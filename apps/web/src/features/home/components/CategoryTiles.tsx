import type { NavigationItem } from '@qilin/contract';
import { AppstoreOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useT } from '../../../shared/i18n/index.ts';
import { openCustomerService } from '../../../shared/ui/customer-service.ts';
import { HOME_NS } from '../i18n.ts';
import { toneOf } from './category-style.ts';
import { openLink } from './open-link.ts';

/** SPEC §2.4 game categories get the big tiles; the other categories become a row of shortcuts. */
const GAME_CODES = new Set(['sport', 'realbet', 'chess', 'gaming', 'lottery', 'egame', 'fish']);

/** `icon` should be an image path; anything else (an empty value, a bare type code) gets a generic glyph. */
const isImagePath = (icon: string) => icon.startsWith('/') || /^https?:\/\//i.test(icon);

function Icon({ item }: { item: NavigationItem }) {
  return isImagePath(item.icon) ? <img src={item.icon} alt="" /> : <AppstoreOutlined />;
}

export function CategoryTiles({ items, loading }: { items: NavigationItem[] | undefined; loading: boolean }) {
  const t = useT(HOME_NS);
  const navigate = useNavigate();
  if (loading) {
    return (
      <div className="qh-tiles">
        {Array.from({ length: 7 }, (_, i) => (
          <div key={i} className="qh-tile qh-skel" aria-busy="true" />
        ))}
      </div>
    );
  }
  const open = (n: NavigationItem) =>
    n.code === 'customer' ? openCustomerService() : openLink(n.path, navigate, t('comingSoon'));
  const all = (items ?? []).filter((n) => n.code !== 'home');
  const games = all.filter((n) => GAME_CODES.has(n.code));
  const shortcuts = all.filter((n) => !GAME_CODES.has(n.code));
  return (
    <>
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
      {shortcuts.length > 0 && (
        <div className="qh-shortcuts">
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
