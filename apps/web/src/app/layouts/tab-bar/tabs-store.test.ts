import { beforeEach, describe, expect, it } from 'vitest';
import { closeTab } from './close-tab.ts';
import { MAX_TABS, useTabs } from './tabs-store.ts';

const tab = (name: string, path = `/${name}`) => ({ name, path, title: `app:route.${name}` });

describe('visited tabs (SPEC §2.5 tab bar and cache list)', () => {
  beforeEach(() => useTabs.setState({ tabs: [], cached: [] }));

  it('adds each page once, keeps home first, and lists visited pages in the cache list', () => {
    const { visit } = useTabs.getState();
    visit(tab('userinfo', '/mine/userinfo'));
    visit(tab('home', '/'));
    visit(tab('userinfo', '/mine/userinfo?x=1'));
    const { tabs, cached } = useTabs.getState();
    expect(tabs.map((t) => t.name)).toEqual(['home', 'userinfo']);
    expect(tabs[1]?.path).toBe('/mine/userinfo?x=1');
    expect(cached).toEqual(['userinfo', 'home']);
  });

  it('closing the current tab returns its neighbour; home cannot be closed', () => {
    const { visit } = useTabs.getState();
    const close = closeTab;
    visit(tab('home', '/'));
    visit(tab('a'));
    visit(tab('b'));
    expect(close('/b', '/b')).toBe('/a');
    expect(close('/a', '/other')).toBeNull();
    expect(close('/', '/')).toBeNull();
    expect(useTabs.getState().tabs.map((t) => t.name)).toEqual(['home']);
    expect(useTabs.getState().cached).toEqual(['home']);
  });

  it('drops the oldest tab after home beyond the limit', () => {
    const { visit } = useTabs.getState();
    visit(tab('home', '/'));
    for (let i = 0; i < MAX_TABS + 2; i++) visit(tab(`p${i}`));
    const names = useTabs.getState().tabs.map((t) => t.name);
    expect(names).toHaveLength(MAX_TABS);
    expect(names[0]).toBe('home');
    expect(names).not.toContain('p0');
  });

  it('forgets the member pages when the session ends, keeping the pages a visitor may see', () => {
    const { visit, forgetAuthTabs } = useTabs.getState();
    visit(tab('home', '/'));
    visit({ ...tab('wallet', '/mine/wallet'), requiresAuth: true });
    visit(tab('download'));
    visit({ ...tab('betRecord', '/mine/betRecord'), requiresAuth: true });
    forgetAuthTabs();
    expect(useTabs.getState().tabs.map((t) => t.name)).toEqual(['home', 'download']);
    expect(useTabs.getState().cached).toEqual(['home', 'download']);
  });
});
