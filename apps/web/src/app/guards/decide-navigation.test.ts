import { describe, expect, it } from 'vitest';
import { decideNavigation, mergeRouteFlags } from './decide-navigation.ts';

const open = { requiresAuth: false, needsPhone: false };
const auth = { requiresAuth: true, needsPhone: false };
const phone = { requiresAuth: true, needsPhone: true };
const bound = { bindPhone: true, bindRealName: true };

describe('decideNavigation (SPEC §2.5)', () => {
  it('lets a visitor open routes that do not require auth, without fetching anything', () => {
    expect(decideNavigation(open, { loggedIn: false, member: null })).toEqual({
      action: { kind: 'allow' },
      fetchMember: false,
      refreshBalance: false,
    });
  });

  it('sends a visitor on an auth route home with the log-in-first reason', () => {
    const d = decideNavigation(auth, { loggedIn: false, member: null });
    expect(d.action).toEqual({ kind: 'redirect', to: '/', reason: 'loginRequired' });
    expect(d.fetchMember).toBe(false);
  });

  it('checks login before the phone rule: a visitor on a phone page goes home, not to /mine/auth', () => {
    expect(decideNavigation(phone, { loggedIn: false, member: null }).action).toMatchObject({ to: '/' });
  });

  it('fetches member info and refreshes the balance on every navigation of a logged-in user', () => {
    for (const route of [open, auth, phone]) {
      const d = decideNavigation(route, { loggedIn: true, member: bound });
      expect(d.fetchMember).toBe(true);
      expect(d.refreshBalance).toBe(true);
    }
  });

  it('allows a logged-in user on an auth route whatever the member info says', () => {
    expect(decideNavigation(auth, { loggedIn: true, member: null }).action).toEqual({ kind: 'allow' });
  });

  it('waits for member info before deciding a phone-bound page', () => {
    expect(decideNavigation(phone, { loggedIn: true, member: null }).action).toEqual({ kind: 'wait' });
  });

  it.each([
    [{ bindPhone: false, bindRealName: false }],
    [{ bindPhone: true, bindRealName: false }],
    [{ bindPhone: false, bindRealName: true }],
  ])('sends %o to the auth page on a phone-bound route', (member) => {
    expect(decideNavigation(phone, { loggedIn: true, member }).action).toEqual({
      kind: 'redirect',
      to: '/mine/auth',
      reason: 'bindRequired',
    });
  });

  it('allows a phone-bound page when both phone and real name are bound', () => {
    expect(decideNavigation(phone, { loggedIn: true, member: bound }).action).toEqual({ kind: 'allow' });
  });
});

describe('mergeRouteFlags', () => {
  it('inherits requiresAuth and needsPhone from any route in the matched chain', () => {
    expect(mergeRouteFlags([{ requiresAuth: false }, { requiresAuth: true }, { needsPhone: true }])).toEqual({
      requiresAuth: true,
      needsPhone: true,
    });
    expect(mergeRouteFlags([])).toEqual({ requiresAuth: false, needsPhone: false });
  });
});
