import { SitePath } from '@qilin/contract';
import { apiPost } from '../api/client.ts';
import { currentLanguage, tr } from '../i18n/index.ts';
import { showTips } from './dialogs.ts';
import { toast } from './toast.ts';

/** CustomerServiceSchema's shape (typed by hand: importing the schema value would bundle it for a type). */
interface CustomerService {
  url: string;
}

/**
 * A link to this server's own service page carries the player's language (it renders in it); another
 * service's link is opened as the operator set it.
 */
export const serviceUrlFor = (url: string, language: string, origin: string): string => {
  if (!url.startsWith('/') || url.startsWith('//') || language === 'zh-CN') return url;
  const target = new URL(url, origin);
  target.searchParams.set('lang', language);
  return target.pathname + target.search + target.hash;
};

/** Opens the customer-service URL in a new tab. Exported for places that already warned. */
export async function openCustomerServiceUrl(): Promise<void> {
  // Open the tab inside the click so popup blockers allow it, then point it at the URL once we have it.
  const win = window.open('about:blank', '_blank');
  try {
    const { url } = await apiPost<CustomerService>(SitePath.onlineCustomService, undefined, { cache: true });
    if (!/^https?:\/\//i.test(url) && !url.startsWith('/')) throw new Error('unsafe customer service url');
    if (win) {
      win.opener = null; // the chat vendor's page must not script ours
      win.location.href = serviceUrlFor(url, currentLanguage(), location.origin);
    } else {
      location.assign(serviceUrlFor(url, currentLanguage(), location.origin));
    }
  } catch {
    win?.close();
    toast.error(tr('csFailed'));
  }
}

/** SPEC §2.6: a security warning first (staff never ask for verification codes); on confirm, open the service. */
export function openCustomerService(): void {
  showTips({
    title: tr('csWarningTitle'),
    msg: tr('csWarning'),
    isShowCancel: true,
    closeAble: true,
    sureText: tr('csConfirm'),
    onSure: () => void openCustomerServiceUrl(),
  });
}
