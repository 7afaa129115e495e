// @vitest-environment happy-dom
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../shared/session/index.ts';
import { showBottomNotice } from '../../shared/ui/toast.ts';
import { mountPerTest } from '../../shared/testing/dom-mount.ts';
import { GuardedOutlet } from './GuardedOutlet.tsx';

vi.mock('../../shared/ui/toast.ts', () => ({ showBottomNotice: vi.fn() }));
vi.mock('../../shared/i18n/index.ts', () => ({ tr: (key: string) => key }));

const handle = (name: string, requiresAuth: boolean) => ({
  name,
  requiresAuth,
  needsPhone: false,
  title: name,
});

const dom = mountPerTest();

function draw(at: string) {
  const router = createMemoryRouter(
    [
      {
        Component: GuardedOutlet,
        children: [
          { path: '/', handle: handle('home', false), element: <p>home</p> },
          { path: '/mine/wallet', handle: handle('wallet', true), element: <p>wallet</p> },
        ],
      },
    ],
    { initialEntries: [at] },
  );
  act(() => dom.root.render(<RouterProvider router={router} />));
  return router;
}

describe('SPEC §2.5 guard 1: the bottom notice', () => {
  beforeEach(() => {
    vi.mocked(showBottomNotice).mockClear();
    act(() => useSession.setState({ token: null, userId: null, member: null }));
  });

  it('asks a visitor who opens a member page to log in, and sends them home', () => {
    const router = draw('/');
    act(() => void router.navigate('/mine/wallet'));
    expect(router.state.location.pathname).toBe('/');
    expect(showBottomNotice).toHaveBeenCalledTimes(1);
    expect(showBottomNotice).toHaveBeenCalledWith('loginPrompt');
  });

  it('is not shown to a member who logs out (or whose login expires) on a member page', () => {
    act(() => useSession.setState({ token: 't', userId: '1' }));
    const router = draw('/mine/wallet');
    expect(dom.host.textContent).toBe('wallet');
    act(() => useSession.setState({ token: null, userId: null, member: null }));
    expect(router.state.location.pathname).toBe('/');
    expect(showBottomNotice).not.toHaveBeenCalled();
    // Now a visitor: opening a member page again asks them to log in.
    act(() => void router.navigate('/mine/wallet'));
    expect(router.state.location.pathname).toBe('/');
    expect(showBottomNotice).toHaveBeenCalledTimes(1);
  });
});
