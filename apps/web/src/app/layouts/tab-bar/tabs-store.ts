import { create } from 'zustand';

export interface VisitedTab {
  /** Full path with query: reopening a tab returns to exactly what was seen. */
  path: string;
  /** Route name (SPEC §2.4), also the cache-list key. */
  name: string;
  /** i18n key of the title. */
  title: string;
  /** A page for members only (SPEC §2.5 guard 1): its tab goes when the session ends. */
  requiresAuth?: boolean;
}

/** The home tab stays first and cannot be closed; the oldest others go beyond this many. */
export const MAX_TABS = 12;

interface TabsState {
  tabs: VisitedTab[];
  /** SPEC §2.5 "cache list": names of pages whose state a later issue may keep alive. */
  cached: string[];
  visit: (tab: VisitedTab) => void;
  /** After a logout or an expired login: a visitor's click on a member page's tab would only bounce. */
  forgetAuthTabs: () => void;
}

export const useTabs = create<TabsState>()((set) => ({
  tabs: [],
  cached: [],
  visit: (tab) =>
    set((s) => {
      const existing = s.tabs.findIndex((t) => t.name === tab.name);
      const tabs = [...s.tabs];
      // One tab per page: revisiting a page with other params updates its tab instead of adding one.
      if (existing >= 0) tabs[existing] = tab;
      else if (tab.name === 'home')
        tabs.unshift(tab); // home is always the first tab
      else tabs.push(tab);
      while (tabs.length > MAX_TABS) tabs.splice(tabs[0]?.name === 'home' ? 1 : 0, 1);
      const cached = s.cached.includes(tab.name) ? s.cached : [...s.cached, tab.name];
      return { tabs, cached };
    }),
  forgetAuthTabs: () =>
    set((s) => {
      const gone = new Set(s.tabs.filter((t) => t.requiresAuth).map((t) => t.name));
      if (gone.size === 0) return s;
      return { tabs: s.tabs.filter((t) => !gone.has(t.name)), cached: s.cached.filter((n) => !gone.has(n)) };
    }),
}));
