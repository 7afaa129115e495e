import { describe, expect, it } from 'vitest';
import type { NavigationItem } from '@qilin/contract';
import { visibleCategories } from './visible-categories.ts';

const item = (code: string, path: string): NavigationItem => ({ code, name: code, path, icon: '' });

const items = [
  item('home', '/'),
  item('sport', '/game/sport'),
  item('egame', '/game/egame'),
  item('customer', '/app/help/zxkf'),
  item('discount', '/activity/discount'),
  item('profile', '/mine/userinfo'),
];

describe('visibleCategories', () => {
  it('keeps only categories whose page exists, plus customer service', () => {
    const pages = new Set(['/mine/userinfo']);
    const { games, shortcuts } = visibleCategories(items, (p) => pages.has(p));
    expect(games).toEqual([]);
    expect(shortcuts.map((n) => n.code)).toEqual(['customer', 'profile']);
  });

  it('shows a game tile once its page exists', () => {
    const pages = new Set(['/game/sport', '/mine/userinfo']);
    const { games, shortcuts } = visibleCategories(items, (p) => pages.has(p));
    expect(games.map((n) => n.code)).toEqual(['sport']);
    expect(shortcuts.map((n) => n.code)).toEqual(['customer', 'profile']);
  });

  it('names only the game tiles shown beside their title, and nothing for a lone tile', () => {
    const one = visibleCategories(items, (p) => p === '/game/sport');
    expect(one.gamesLine).toBeUndefined();
    const two = visibleCategories(
      [...items, { ...item('realbet', '/game/realbet'), name: '真人' }].map((n) =>
        n.code === 'sport' ? { ...n, name: '体育' } : n,
      ),
      (p) => p === '/game/sport' || p === '/game/realbet',
    );
    expect(two.gamesLine).toBe('体育 · 真人');
  });

  it('never shows home itself', () => {
    const { games, shortcuts } = visibleCategories(items, () => true);
    expect([...games, ...shortcuts].some((n) => n.code === 'home')).toBe(false);
  });
});
