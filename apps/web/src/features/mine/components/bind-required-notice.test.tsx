// @vitest-environment happy-dom
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BIND_REQUIRED_STATE } from '../../../shared/routing/bind-required.ts';
import { mountPerTest } from '../../../shared/testing/dom-mount.ts';
import { BindRequiredNotice } from './BindRequiredNotice.tsx';

const dom = mountPerTest();
const draw = (member: { bindPhone: boolean; bindRealName: boolean }, state: unknown) => {
  const router = createMemoryRouter(
    [
      { path: '/mine/auth', element: <BindRequiredNotice member={member} /> },
      { path: '/mine/userinfo', element: <p>userinfo</p> },
    ],
    { initialEntries: [{ pathname: '/mine/auth', state }] },
  );
  act(() => dom.root.render(<RouterProvider router={router} />));
  return router;
};
const notice = () => dom.host.querySelector('[data-testid="bind-required"]')?.textContent ?? null;

describe('the security centre says why the guard sent the player there', () => {
  it('names what is missing and where each is set', () => {
    draw({ bindPhone: true, bindRealName: false }, BIND_REQUIRED_STATE);
    expect(notice()).toContain('该功能需要先绑定手机号和真实姓名');
    expect(notice()).toContain('真实姓名：请在个人资料中填写');
    expect(notice()).not.toContain('手机号码：');
  });

  it('opens 个人资料 for the real name', () => {
    const router = draw({ bindPhone: false, bindRealName: false }, BIND_REQUIRED_STATE);
    expect(notice()).toContain('手机号码：请在下方绑定');
    const go = [...dom.host.querySelectorAll('button')].find((b) => b.textContent?.includes('前往个人资料'));
    act(() => go!.click());
    expect(router.state.location.pathname).toBe('/mine/userinfo');
  });

  it('says nothing to a player who came on their own, or once both are bound', () => {
    draw({ bindPhone: false, bindRealName: false }, null);
    expect(notice()).toBeNull();
    draw({ bindPhone: true, bindRealName: true }, BIND_REQUIRED_STATE);
    expect(notice()).toBeNull();
  });
});
