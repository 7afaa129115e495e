import { hasPage } from '../../../shared/routing/known-routes.ts';

/**
 * Where an ad or tile points: an in-site path opens with the router when its page exists; an http(s)
 * address opens in a new tab. Otherwise (a page that does not exist yet, no link, or an unsafe one such
 * as javascript:) `otherwise` runs, e.g. to show the promotion's details in a dialog.
 */
export function openLink(link: string, navigate: (to: string) => void, otherwise: () => void): void {
  if (/^https?:\/\//i.test(link)) {
    window.open(link, '_blank', 'noopener,noreferrer');
    return;
  }
  if (link.startsWith('/') && !link.startsWith('//') && hasPage(link)) {
    navigate(link);
    return;
  }
  otherwise();
}
