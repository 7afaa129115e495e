import { ChatSocketPath } from '@qilin/contract';

/** SPEC §7 transport: the chat handshake carries clientType web and the site id, on the page's own host. */
export function chatSocketUrl(loc: Pick<Location, 'protocol' | 'host'>, siteId: string): string {
  const proto = loc.protocol === 'https:' ? 'wss:' : 'ws:';
  const query = new URLSearchParams({ clientType: 'web', siteId });
  return `${proto}//${loc.host}${ChatSocketPath}?${query.toString()}`;
}
