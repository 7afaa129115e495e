import { hasPage } from '../../../shared/routing/known-routes.ts';
import { toast } from '../../../shared/ui/toast.ts';

/**
 * Where an ad or tile points: an in-site path opens with the router when its page exists; an http(s)
 * address opens in a new tab; anything else (javascript:, data:) is ignored as unsafe.
 */
export function openLink(link: string, navigate: (to: string) => void, comingSoon: string): void {
  if (!link) return;
  if (/^https?:\/\//i.test(link)) {
    window.open(link, '_blank', 'noopener,noreferrer');
    return;
  }
  if (!link.startsWith('/') || link.startsWith('//')) return;
  if (hasPage(link)) navigate(link);
  else toast.info(comingSoon);
}
