import { describe, expect, it } from 'vitest';
import type { RouteHandle } from '../../../shared/routing/route-meta.ts';
import { tabOf } from './use-track-tabs.ts';

const handle = (name: string, more: Partial<RouteHandle> = {}): RouteHandle => ({
  name,
  requiresAuth: false,
  needsPhone: false,
  title: `app:route.${name}`,
  hidden: false,
  ...more,
});
const visitor = { loggedIn: false, member: null };
const bound = { loggedIn: true, member: { bindPhone: true, bindRealName: true } };
const unbound = { loggedIn: true, member: { bindPhone: false, bindRealName: false } };
const open = { requiresAuth: false, needsPhone: false };
const members = { requiresAuth: true, needsPhone: false };
const phoneBound = { requiresAuth: true, needsPhone: true };

describe('the tab of the page on screen (SPEC §2.5 tab bar)', () => {
  it('is the page a player is shown, marked when it is for members only', () => {
    expect(tabOf(handle('download'), open, visitor, '/download')).toEqual({
      path: '/download',
      name: 'download',
      title: 'app:route.download',
      requiresAuth: false,
    });
    expect(tabOf(handle('wallet'), members, bound, '/mine/wallet')?.requiresAuth).toBe(true);
    expect(tabOf(handle('addBankCard'), phoneBound, bound, '/mine/addBankCard')?.name).toBe('addBankCard');
  });

  it('is none for a page the guards turn away: a visitor sent home never saw the wallet', () => {
    expect(tabOf(handle('wallet'), members, visitor, '/mine/wallet')).toBeNull();
    expect(tabOf(handle('addBankCard'), phoneBound, unbound, '/mine/addBankCard')).toBeNull();
    // A page the site switches off is not found: no tab, now or once pre-info says so.
    expect(
      tabOf(handle('saveMoney'), { ...members, siteSwitch: 'off' }, bound, '/mine/savemoney'),
    ).toBeNull();
    expect(
      tabOf(handle('saveMoney'), { ...members, siteSwitch: 'unknown' }, bound, '/mine/savemoney'),
    ).toBeNull();
    // Still deciding (the member info is on its way): no tab yet.
    expect(tabOf(handle('addBankCard'), phoneBound, { loggedIn: true, member: null }, '/x')).toBeNull();
  });

  it('is none for hidden routes', () => {
    expect(tabOf(handle('notFound', { hidden: true }), open, visitor, '/nope')).toBeNull();
    expect(tabOf(null, open, visitor, '/')).toBeNull();
  });
});
