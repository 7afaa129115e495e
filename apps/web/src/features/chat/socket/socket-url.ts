import { ChatSocketPath } from '@qilin/contract';

/**
 * SPEC §7 transport: the chat handshake carries clientType web and the site id, on the page's own host. A
 * zh-TW reader also names their language (a browser socket sends no custom header), so the server words
 * its refusals in Traditional, as /ws/sports does.
 */
export function chatSocketUrl(
  loc: Pick<Location, 'protocol' | 'host'>,
  siteId: string,
  language: 'zh-CN' | 'zh-TW' = 'zh-CN',
): string {
  const proto = loc.protocol === 'https:' ? 'wss:' : 'ws:';
  const query = new URLSearchParams({ clientType: 'web', siteId });
  if (language === 'zh-TW') query.set('language', language);
  return `${proto}//${loc.host}${ChatSocketPath}?${query.toString()}`;
}
