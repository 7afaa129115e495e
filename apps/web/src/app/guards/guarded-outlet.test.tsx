// @vitest-environment happy-dom
import { act } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { create } from 'zustand';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberInfo } from '@qilin/contract';
import { ApiError } from '../../shared/api/api-error.ts';
import { loadMember } from '../../shared/session/member.ts';
import { useSession } from '../../shared/session/index.ts';
import { showBottomNotice } from '../../shared/ui/toast.ts';
import { arrivedForBinding } from '../../shared/routing/bind-required.ts';
import { mountPerTest } from '../../shared/testing/dom-mount.ts';
import { useDocumentTitle } from '../hooks/use-document-title.ts';
import '../i18n.ts';
import { useTabs } from '../layouts/tab-bar/tabs-store.ts';
import { useTrackTabs } from '../layouts/tab-bar/use-track-tabs.ts';
import { GuardedOutlet } from './GuardedOutlet.tsx';
import { useMemberSyncState } from './member-sync-state.ts';
import { MEMBER_WAIT_MS, useMemberSync } from './use-member-sync.ts';

vi.mock('../../shared/ui/toast.ts', () => ({ showBottomNotice: vi.fn() }));
vi.mock('../../shared/session/member.ts', () => ({ loadMember: vi.fn(), useMember: () => null }));
vi.mock('./balance-refresh.ts', () => ({ refreshBalanceOnNavigation: () => undefined }));
vi.mock('../pages/NotFoundPage.tsx', () => ({ NotFoundPage: () => <p>not found</p> }));

/** Pre-info as the guard reads it: pending on a reload until the test answers it. */
const switches = (saveMoneyEnabled: boolean, helpCkEnabled: boolean) => ({
  isPending: false,
  data: { siteBaseConfig: { saveMoneyEnabled, helpCkEnabled } },
});
const usePreInfoMock = create<{ isPending: boolean; data?: ReturnType<typeof switches>['data'] }>(() =>
  switches(true, true),
);
vi.mock('../../features/site/index.ts', () => ({ usePreInfo: () => usePreInfoMock() }));

const SITE = '麒麟体育';
const handle = (name: string, requiresAuth: boolean, needsPhone = false) => ({
  name,
  requiresAuth,
  needsPhone,
  title: `app:route.${name}`,
  hidden: false,
});

/** Every page drawn, in order: a page the guards refuse must never appear here. */
const drawn: string[] = [];
const Page = ({ name }: { name: string }) => {
  drawn.push(name);
  return <p>{name}</p>;
};
const page = (path: string, name: string, requiresAuth: boolean, needsPhone = false): RouteObject => ({
  path,
  handle: handle(name, requiresAuth, needsPhone),
  element: <Page name={name} />,
});

/** The shell's navigation side of RootShell and DefaultLayout: member sync, title, tabs, guarded page. */
function Shell() {
  useMemberSync();
  useDocumentTitle(SITE);
  useTrackTabs();
  return <GuardedOutlet />;
}

const dom = mountPerTest();

function draw(at: string) {
  const router = createMemoryRouter(
    [
      {
        Component: Shell,
        children: [
          page('/', 'home', false),
          page('/mine/wallet', 'wallet', true),
          page('/mine/auth', 'auth', true),
          page('/mine/addBankCard', 'addBankCard', true, true),
          {
            path: '/mine/savemoney',
            handle: handle('saveMoney', true),
            children: [
              { index: true, handle: handle('saveMoney', true), element: <Page name="saveMoney" /> },
            ],
          },
          page('/app/help/:page', 'help', false),
        ],
      },
    ],
    { initialEntries: [at] },
  );
  act(() => dom.root.render(<RouterProvider router={router} />));
  return router;
}

const go = async (router: ReturnType<typeof draw>, to: string) => {
  await act(async () => {
    await router.navigate(to);
  });
};
/** Lets pending promises (the member call, a lazy page) settle inside act. */
const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));

const bound = { bindPhone: true, bindRealName: true } as MemberInfo;
const unbound = { bindPhone: false, bindRealName: false } as MemberInfo;
/** The member info the server answers from now on (an answer comes after the call, never within it). */
const serverSays = (member: MemberInfo) =>
  vi.mocked(loadMember).mockImplementation(async () => {
    await Promise.resolve();
    useSession.getState().setMember(member);
    return member;
  });
const tabNames = () => useTabs.getState().tabs.map((t) => t.name);

beforeEach(() => {
  drawn.length = 0;
  vi.mocked(showBottomNotice).mockClear();
  vi.mocked(loadMember).mockReset();
  serverSays(bound);
  usePreInfoMock.setState(switches(true, true));
  useTabs.setState({ tabs: [], cached: [] });
  useMemberSyncState.setState({ key: null, status: 'pending', attempt: 0 });
  act(() => useSession.setState({ token: null, userId: null, member: null }));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('SPEC §2.5 guard 1: the bottom notice', () => {
  it('asks a visitor who opens a member page to log in, and sends them home', async () => {
    const router = draw('/');
    await go(router, '/mine/wallet');
    expect(router.state.location.pathname).toBe('/');
    expect(showBottomNotice).toHaveBeenCalledTimes(1);
    expect(showBottomNotice).toHaveBeenCalledWith('请先登录以了解更多');
  });

  it('is not shown to a member who logs out (or whose login expires) on a member page', async () => {
    act(() => useSession.setState({ token: 't', userId: '1' }));
    const router = draw('/mine/wallet');
    expect(dom.host.textContent).toBe('wallet');
    act(() => useSession.setState({ token: null, userId: null, member: null }));
    expect(router.state.location.pathname).toBe('/');
    expect(showBottomNotice).not.toHaveBeenCalled();
    // Now a visitor: opening a member page again asks them to log in.
    await go(router, '/mine/wallet');
    expect(router.state.location.pathname).toBe('/');
    expect(showBottomNotice).toHaveBeenCalledTimes(1);
  });
});

describe('SPEC §2.2: a page the site switches off', () => {
  it('is not found at /mine/savemoney, titled so, and leaves no tab', async () => {
    usePreInfoMock.setState(switches(false, true));
    act(() => useSession.setState({ token: 't', userId: '1' }));
    const router = draw('/');
    await settle();
    await go(router, '/mine/savemoney');
    await settle();
    expect(router.state.location.pathname).toBe('/mine/savemoney'); // the address stays as typed
    expect(dom.host.textContent).toBe('not found');
    expect(drawn).not.toContain('saveMoney');
    expect(document.title).toBe(`页面不存在 - ${SITE}`);
    expect(tabNames()).toEqual(['home']);
    await go(router, '/mine/wallet');
    await settle();
    expect(document.title).toBe(`我的钱包 - ${SITE}`);
    expect(tabNames()).toEqual(['home', 'wallet']);
  });

  it('is not found at /app/help/ck, for a visitor too, while the other help pages stay', async () => {
    usePreInfoMock.setState(switches(true, false));
    const router = draw('/');
    await go(router, '/app/help/CK');
    await settle();
    expect(dom.host.textContent).toBe('not found');
    expect(document.title).toBe(`页面不存在 - ${SITE}`);
    expect(tabNames()).toEqual(['home']);
    expect(showBottomNotice).not.toHaveBeenCalled();
    await go(router, '/app/help/kh');
    expect(dom.host.textContent).toBe('help');
    expect(tabNames()).toEqual(['home', 'help']);
  });

  it('after a reload, waits for pre-info before drawing the page or its tab', async () => {
    usePreInfoMock.setState({ isPending: true, data: undefined });
    act(() => useSession.setState({ token: 't', userId: '1' }));
    draw('/mine/savemoney');
    await settle();
    expect(drawn).toEqual([]);
    expect(tabNames()).toEqual([]);
    act(() => usePreInfoMock.setState(switches(false, true)));
    await settle();
    expect(dom.host.textContent).toBe('not found');
    expect(drawn).toEqual([]);
    expect(tabNames()).toEqual([]);
    expect(document.title).toBe(`页面不存在 - ${SITE}`);
  });

  it('is drawn as usual when the switch is on', async () => {
    act(() => useSession.setState({ token: 't', userId: '1' }));
    draw('/mine/savemoney');
    await settle();
    expect(dom.host.textContent).toBe('saveMoney');
    expect(document.title).toBe(`存款 - ${SITE}`);
    expect(tabNames()).toEqual(['saveMoney']);
  });
});

describe('SPEC §2.5 guard 2: the member info on every navigation', () => {
  it("is fetched for a member's every navigation, and never for a visitor", async () => {
    const router = draw('/');
    await go(router, '/app/help/kh');
    expect(loadMember).not.toHaveBeenCalled();
    act(() => useSession.setState({ token: 't', userId: '1' }));
    await settle();
    expect(loadMember).toHaveBeenCalledTimes(1); // the token appeared: right after login
    await go(router, '/mine/wallet');
    await go(router, '/');
    await settle();
    expect(loadMember).toHaveBeenCalledTimes(3);
  });
});

describe("SPEC §2.5 guard 3 decides on this navigation's member info", () => {
  it('sends a member whose phone was unbound since the last page to the auth page, never showing the page', async () => {
    act(() => useSession.setState({ token: 't', userId: '1', member: bound }));
    const router = draw('/');
    await settle();
    serverSays(unbound);
    await go(router, '/mine/addBankCard');
    await settle();
    expect(router.state.location.pathname).toBe('/mine/auth');
    // …saying why, for the page to tell the player (BindRequiredNotice).
    expect(arrivedForBinding(router.state.location.state)).toBe(true);
    expect(drawn).not.toContain('addBankCard');
    expect(tabNames()).not.toContain('addBankCard');
  });

  it('lets a member through who has bound phone and real name since the last page', async () => {
    act(() => useSession.setState({ token: 't', userId: '1', member: unbound }));
    serverSays(unbound);
    const router = draw('/');
    await settle();
    serverSays(bound);
    await go(router, '/mine/addBankCard');
    await settle();
    expect(router.state.location.pathname).toBe('/mine/addBankCard');
    expect(dom.host.textContent).toBe('addBankCard');
    expect(tabNames()).toContain('addBankCard');
  });
});

describe('a phone-bound page whose member info does not come', () => {
  it('waits a bounded time, then says so and offers a retry that lets the page through', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.mocked(loadMember).mockImplementation(() => new Promise<never>(() => undefined)); // hangs
    act(() => useSession.setState({ token: 't', userId: '1' }));
    draw('/mine/addBankCard');
    expect(dom.host.querySelector('.qa-page-wait')).not.toBeNull();
    act(() => vi.advanceTimersByTime(MEMBER_WAIT_MS - 1));
    expect(dom.host.querySelector('[role="alert"]')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const alert = dom.host.querySelector('[role="alert"]');
    expect(alert?.querySelector('h2')?.textContent).toBe('页面加载失败');
    expect(tabNames()).toEqual([]);
    serverSays(bound);
    const retry = [...dom.host.querySelectorAll('button')].find((b) => b.textContent === '重新加载');
    await act(async () => retry?.click());
    expect(loadMember).toHaveBeenCalledTimes(2);
    expect(dom.host.textContent).toBe('addBankCard');
    expect(tabNames()).toEqual(['addBankCard']);
  });

  it('offers the retry at once when the call got no answer, and keeps the session', async () => {
    vi.mocked(loadMember).mockRejectedValue(new ApiError(6006, '网络连接失败', null, 'network'));
    act(() => useSession.setState({ token: 't', userId: '1' }));
    draw('/mine/addBankCard');
    await settle();
    expect(dom.host.querySelector('[role="alert"] h2')?.textContent).toBe('页面加载失败');
    expect(useSession.getState().token).toBe('t');
  });

  it('lets the page through when a late answer arrives after the wait', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let answer: (m: MemberInfo) => void = () => undefined;
    vi.mocked(loadMember).mockImplementation(
      () =>
        new Promise<MemberInfo>((resolve) => {
          answer = (m) => {
            useSession.getState().setMember(m);
            resolve(m);
          };
        }),
    );
    act(() => useSession.setState({ token: 't', userId: '1' }));
    draw('/mine/addBankCard');
    act(() => vi.advanceTimersByTime(MEMBER_WAIT_MS));
    expect(dom.host.querySelector('[role="alert"]')).not.toBeNull();
    await act(async () => answer(bound));
    expect(dom.host.textContent).toBe('addBankCard');
  });
});
