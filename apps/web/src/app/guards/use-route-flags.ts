import { useMatches, type UIMatch } from 'react-router';
import type { SiteBaseConfig } from '@qilin/contract';
import { usePreInfo } from '../../features/site/index.ts';
import { isRouteHandle } from '../../shared/routing/route-meta.ts';
import { mergeRouteFlags, type RouteFlags } from './decide-navigation.ts';

/** The pages save money's switch takes away (SPEC §2.2): the form, its waiting pages and huione/xnbsk. */
const SAVE_MONEY_ROUTES = ['saveMoney', 'huiwangWait', 'xnbskWait'];

/**
 * Whether a site switch turns the matched page off (SPEC §2.2: /mine/savemoney and /app/help/ck "treated
 * as not found"). `config` is null while pre-info loads and undefined when it failed: a site we cannot ask
 * keeps its pages, as its menus do (useSiteSwitches).
 */
export function siteSwitchOf(
  matches: readonly Pick<UIMatch, 'handle' | 'params'>[],
  config: Pick<SiteBaseConfig, 'saveMoneyEnabled' | 'helpCkEnabled'> | null | undefined,
): RouteFlags['siteSwitch'] {
  for (const { handle, params } of matches) {
    const name = isRouteHandle(handle) ? handle.name : '';
    const key = SAVE_MONEY_ROUTES.includes(name)
      ? 'saveMoneyEnabled'
      : name === 'help' && params.page?.toLowerCase() === 'ck'
        ? 'helpCkEnabled'
        : null;
    if (key) return config === null ? 'unknown' : config?.[key] === false ? 'off' : undefined;
  }
  return undefined;
}

/** The flags of the current route, inherited down the matched chain, with the site's switch on it. */
export function useRouteFlags(): RouteFlags {
  const matches = useMatches();
  const preInfo = usePreInfo();
  return {
    ...mergeRouteFlags(matches.map((m) => (isRouteHandle(m.handle) ? m.handle : {}))),
    siteSwitch: siteSwitchOf(matches, preInfo.isPending ? null : preInfo.data?.siteBaseConfig),
  };
}
