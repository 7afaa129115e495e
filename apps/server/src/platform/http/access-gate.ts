import type { FastifyInstance } from 'fastify';
import { Header, SitePath } from '@qilin/contract';
import { AppError } from './errors.ts';
import { clientCountry } from './client-country.ts';
import { compileAccessPolicy, type AccessLists, type AccessPolicy } from './access-policy.ts';

/**
 * DESIGN §11's region and IP limits. A player-facing API call (member or guest) from a denied IP answers
 * 6033 and from a denied country 6031, in onRequest: before the body is read or any handler runs, so a
 * refused call changes nothing. The operator API, the demo provider, the payment callbacks and pages,
 * health, the dev outbox, uploads and the SPA's files are outside these prefixes; the sockets are not HTTP
 * routes (their tickets come from gated calls).
 */
export interface AccessGateOptions {
  /** COUNTRY_HEADER: the request header carrying the caller's country; undefined = no country known. */
  countryHeader: string | undefined;
  defaultSiteId: string;
  /** The site's lists from the site module's cache (null before the modules exist). */
  lists(siteId: string): Promise<AccessLists | null>;
}

/** The player API: the same prefixes the safe transport seals. */
const GATED_PREFIXES = ['/site/api/', '/fd/api/', '/game/api/', '/act/api/', '/stream/api/'];

/**
 * What the SPA needs to draw the page that explains the refusal: the brand (pre-info, which also carries the
 * 6032 notice flag) and the customer-service link. Neither changes anything or reveals a member's data.
 */
const EXEMPT_PATHS = new Set<string>([SitePath.preInfo, SitePath.onlineCustomService]);

export const isGatedPath = (url: string): boolean => {
  if (!GATED_PREFIXES.some((p) => url.startsWith(p))) return false;
  const q = url.indexOf('?');
  return !EXEMPT_PATHS.has(q === -1 ? url : url.slice(0, q));
};

export const installAccessGate = (app: FastifyInstance, options: AccessGateOptions) => {
  // One compiled policy per site, kept while its stored lists are the same strings.
  const compiled = new Map<string, { key: string; policy: AccessPolicy }>();
  const policyOf = (lists: AccessLists): AccessPolicy => {
    const key = `${lists.regionDeny}|${lists.ipDeny}`;
    const hit = compiled.get(lists.siteId);
    if (hit?.key === key) return hit.policy;
    const policy = compileAccessPolicy(lists);
    compiled.set(lists.siteId, { key, policy });
    return policy;
  };

  app.addHook('onRequest', async (req) => {
    if (!isGatedPath(req.url)) return;
    const given = req.headers[Header.siteId];
    const lists = await options.lists((typeof given === 'string' && given) || options.defaultSiteId);
    // No list set: nothing to parse or compare (the common case costs the cached lookup only).
    if (!lists || (lists.regionDeny === '' && lists.ipDeny === '')) return;
    const refusal = policyOf(lists).refusal(clientCountry(req, options.countryHeader), req.ip);
    if (refusal !== null) throw new AppError(refusal);
  });
};
