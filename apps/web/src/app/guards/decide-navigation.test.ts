import { describe, expect, it } from 'vitest';
import { decideNavigation, mergeRouteFlags } from './decide-navigation.ts';

const open = { requiresAuth: false, needsPhone: false };
const auth = { requiresAuth: true, needsPhone: false };
const phone = { requiresAuth: true, needsPhone: true };
const bound = { bindPhone: true, bindRealName: true };

describe('decideNavigation (SPEC §2.5)', () => {
  it('lets a visitor open routes that do not require auth', () => {
    expect(decideNavigation(open, { loggedIn: false, member: null })).toEqual({ kind: 'allow' });
  });

  it('sends a visitor on an auth route home with the log-in-first reason', () => {
    expect(decideNavigation(auth, { loggedIn: false, member: null })).toEqual({
      kind: 'redirect',
      to: '/',
      reason: 'loginRequired',
    });
  });

  it('checks login before the phone rule: a visitor on a phone page goes home, not to /mine/auth', () => {
    expect(decideNavigation(phone, { loggedIn: false, member: null })).toMatchObject({ to: '/' });
  });

  it('allows a logged-in user on an auth route whatever the member info says', () => {
    expect(decideNavigation(auth, { loggedIn: true, member: null })).toEqual({ kind: 'allow' });
  });

  it("waits for this navigation's member info before deciding a phone-bound page", () => {
    expect(decideNavigation(phone, { loggedIn: true, member: null })).toEqual({ kind: 'wait' });
  });

  it.each([
    [{ bindPhone: false, bindRealName: false }],
    [{ bindPhone: true, bindRealName: false }],
    [{ bindPhone: false, bindRealName: true }],
  ])('sends %o to the auth page on a phone-bound route', (member) => {
    expect(decideNavigation(phone, { loggedIn: true, member })).toEqual({
      kind: 'redirect',
      to: '/mine/auth',
      reason: 'bindRequired',
    });
  });

  it('allows a phone-bound page when both phone and real name are bound', () => {
    expect(decideNavigation(phone, { loggedIn: true, member: bound })).toEqual({ kind: 'allow' });
  });
});

describe('a page a site switch turns off (SPEC §2.2)', () => {
  it('is not found for visitors and members alike, before the login and phone rules', () => {
    for (const route of [open, auth, phone]) {
      const off = { ...route, siteSwitch: 'off' as const };
      expect(decideNavigation(off, { loggedIn: false, member: null })).toEqual({ kind: 'notFound' });
      expect(decideNavigation(off, { loggedIn: true, member: bound })).toEqual({ kind: 'notFound' });
    }
  });

  it('waits while pre-info has not said', () => {
    const unknown = { ...auth, siteSwitch: 'unknown' as const };
    expect(decideNavigation(unknown, { loggedIn: false, member: null })).toEqual({ kind: 'wait' });
    expect(decideNavigation(unknown, { loggedIn: true, member: bound })).toEqual({ kind: 'wait' });
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
