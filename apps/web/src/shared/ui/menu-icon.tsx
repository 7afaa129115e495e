import { lazy, Suspense } from 'react';
import type { MenuIconName } from './menu-icon-set.tsx';

export type { MenuIconName } from './menu-icon-set.tsx';

const IconSet = lazy(() => import('./menu-icon-set.tsx').then((m) => ({ default: m.MenuIconSet })));

/**
 * A user-centre menu icon whose code loads the first time one is drawn. Menu entries are declared in the
 * route table every visitor downloads, but drawn only inside the lazy /mine layout: one lazy chunk for
 * every menu icon costs the first page far less than antd's icons (or one chunk per icon) would. antd's
 * Menu gives icons their class through `className`; the placeholder keeps the icon's width meanwhile.
 */
export function MenuIcon({ name, className }: { name: MenuIconName; className?: string }) {
  return (
    <Suspense fallback={<span className={className} style={{ display: 'inline-block', width: '1em' }} />}>
      <IconSet name={name} className={className} />
    </Suspense>
  );
}
