import type { NavigationItem } from '@qilin/contract';

/** SPEC §2.4 game categories get the big tiles; the other categories become a row of shortcuts. */
const GAME_CODES = new Set(['sport', 'realbet', 'chess', 'gaming', 'lottery', 'egame', 'fish']);

export interface VisibleCategories {
  games: NavigationItem[];
  shortcuts: NavigationItem[];
  /**
   * The line beside the tiles' title: the names of the tiles shown ("体育 · 真人"), never of categories
   * the site does not have yet; none for a single tile, which would only repeat its name.
   */
  gamesLine: string | undefined;
}

/**
 * The navigation shows only categories whose pages exist (plus customer service, which opens the service
 * rather than a page). Categories without a page stay hidden, never "coming soon"; they appear by
 * themselves once a later issue adds their route.
 */
export function visibleCategories(
  items: readonly NavigationItem[],
  hasPage: (path: string) => boolean,
): VisibleCategories {
  const shown = items.filter((n) => n.code !== 'home' && (n.code === 'customer' || hasPage(n.path)));
  const games = shown.filter((n) => GAME_CODES.has(n.code));
  return {
    games,
    shortcuts: shown.filter((n) => !GAME_CODES.has(n.code)),
    gamesLine: games.length > 1 ? games.map((n) => n.name).join(' · ') : undefined,
  };
}
