// @vitest-environment happy-dom
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { mountPerTest } from '../../../shared/testing/dom-mount.ts';
import { TabBar } from './TabBar.tsx';
import { useTabs } from './tabs-store.ts';

vi.mock('../../../features/site/index.ts', () => ({ usePreInfo: () => ({ isPending: false }) }));
// The strip's chunk cannot be fetched (the network dropped after the first page).
vi.mock('./TabStrip.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const dom = mountPerTest();

describe('a tab strip whose code does not arrive', () => {
  it('is left out, and the page around it stays', async () => {
    useTabs.setState({
      tabs: [
        { path: '/', name: 'home', title: 'app:route.home' },
        { path: '/download', name: 'appdownload', title: 'app:route.appdownload' },
      ],
      cached: ['home', 'appdownload'],
    });
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <>
              <TabBar />
              <p>page</p>
            </>
          ),
        },
      ],
      { initialEntries: ['/'] },
    );
    act(() => dom.root.render(<RouterProvider router={router} />));
    for (let i = 0; i < 50 && dom.host.querySelector('.qa-tabbar-wait'); i++)
      await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(dom.host.querySelector('.qa-tabbar')).toBeNull();
    expect(dom.host.textContent).toBe('page');
  });
});
