// @vitest-environment happy-dom
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n.ts';
import { mountPerTest } from '../../../shared/testing/dom-mount.ts';
import { TabBar } from './TabBar.tsx';
import { useTabs } from './tabs-store.ts';

// No site switch governs these pages; pre-info is not under test.
vi.mock('../../../features/site/index.ts', () => ({ usePreInfo: () => ({ isPending: false }) }));

const dom = mountPerTest();
const handle = (name: string) => ({
  name,
  requiresAuth: false,
  needsPhone: false,
  title: `app:route.${name}`,
});

function draw(at: string) {
  const router = createMemoryRouter(
    [
      {
        element: <TabBar />,
        children: [
          { path: '/', handle: handle('home') },
          { path: '/download', handle: handle('appdownload') },
        ],
      },
    ],
    { initialEntries: [at] },
  );
  act(() => dom.root.render(<RouterProvider router={router} />));
  return router;
}
const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));
/** Waits (inside act) until the strip's lazy code has arrived and drawn. */
const stripDrawn = async () => {
  for (let i = 0; i < 100 && !dom.host.querySelector('[role="tablist"]'); i++)
    await act(async () => new Promise((r) => setTimeout(r, 20)));
};
const labels = () => [...dom.host.querySelectorAll('[role="tab"]')].map((t) => t.textContent);

describe('the tab strip (SPEC §2.5)', () => {
  beforeEach(() => useTabs.setState({ tabs: [], cached: [] }));

  it('is hidden on the first page, and drawn (its code loaded on demand) from the second', async () => {
    const router = draw('/');
    await settle();
    expect(dom.host.querySelector('nav')).toBeNull();
    await act(async () => {
      await router.navigate('/download');
    });
    await stripDrawn();
    expect(dom.host.querySelector('[role="tablist"]')).not.toBeNull();
    expect(labels()).toEqual(['首页', 'APP下载']);
    const active = dom.host.querySelector('[role="tab"][aria-selected="true"]');
    expect(active?.textContent).toBe('APP下载');
  });

  it('closing the current tab shows its neighbour', async () => {
    const router = draw('/');
    await act(async () => {
      await router.navigate('/download');
    });
    await stripDrawn();
    const close = dom.host.querySelector<HTMLButtonElement>('[aria-label="关闭标签"]');
    await act(async () => close?.click());
    expect(router.state.location.pathname).toBe('/');
    expect(dom.host.querySelector('nav')).toBeNull();
  });
});
