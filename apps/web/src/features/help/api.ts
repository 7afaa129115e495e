import { useQuery } from '@tanstack/react-query';
import {
  type ContentPage,
  type HelpMenu,
  type SitePageCode,
  type SponsorContent,
  HelpPath,
} from '@qilin/contract';
import { apiPost } from '../../shared/api/client.ts';
import { currentLanguage } from '../../shared/i18n/index.ts';

/** Content changes only when an operator edits it: keep it for a few minutes. */
const STALE_MS = 5 * 60_000;

/** help/menu: the left menu in the player's language (ck absent while the site switch disables it). */
export function useHelpMenu() {
  const language = currentLanguage();
  return useQuery({
    queryKey: ['help', 'menu', language],
    queryFn: () => apiPost<HelpMenu>(HelpPath.menu, undefined, { silent: true }),
    staleTime: STALE_MS,
  });
}

/** help/page: one page's Markdown; a 6004 (unknown or switched off) is the caller's to show as not found. */
export function useHelpPage(code: string) {
  const language = currentLanguage();
  return useQuery({
    queryKey: ['help', 'page', code, language],
    queryFn: () => apiPost<ContentPage>(HelpPath.page, { code }, { silent: true }),
    staleTime: STALE_MS,
    retry: false,
  });
}

/** site/page: an information page's Markdown (agent, download, sponsor, intro). */
export function useSitePage(code: SitePageCode) {
  const language = currentLanguage();
  return useQuery({
    queryKey: ['help', 'sitePage', code, language],
    queryFn: () => apiPost<ContentPage>(HelpPath.sitePage, { code }, { silent: true }),
    staleTime: STALE_MS,
  });
}

/** advertising/sponsorContent: the sponsor page's introduction and the brand's sponsorships. */
export function useSponsorContent() {
  const language = currentLanguage();
  return useQuery({
    queryKey: ['help', 'sponsors', language],
    queryFn: () => apiPost<SponsorContent>(HelpPath.sponsorContent, undefined, { silent: true }),
    staleTime: STALE_MS,
  });
}
