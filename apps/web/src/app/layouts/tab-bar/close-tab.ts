import { useTabs } from './tabs-store.ts';

/**
 * Removes a tab (home cannot be closed); returns the path to show if the closed tab was the current one.
 * Apart from the store: only the strip, a lazy chunk, closes tabs.
 */
export function closeTab(path: string, currentPath: string): string | null {
  const { tabs, cached } = useTabs.getState();
  const idx = tabs.findIndex((t) => t.path === path);
  const closing = tabs[idx];
  if (!closing || closing.name === 'home') return null;
  const next = tabs.filter((_, i) => i !== idx);
  useTabs.setState({ tabs: next, cached: cached.filter((n) => n !== closing.name) });
  if (path !== currentPath) return null;
  return (next[idx - 1] ?? next[idx] ?? { path: '/' }).path;
}
