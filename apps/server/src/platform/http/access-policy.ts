import { Code } from '@qilin/contract';
import { compileIpList } from './ip-list.ts';

/** A site's DESIGN §11 lists as stored: comma-joined, '' for none. */
export interface AccessLists {
  siteId: string;
  regionDeny: string;
  regionWarn: string;
  ipDeny: string;
}

export type AccessRefusal = typeof Code.RegionLimited | typeof Code.IpRestricted;

export interface AccessPolicy {
  /** Why this caller may not use the player API, or null. An unknown country is never region-limited. */
  refusal(country: string | null, ip: string): AccessRefusal | null;
}

/** Whether a stored region list names the country; an unknown country (null) is on no list. */
export const regionListHas = (list: string, country: string | null): boolean =>
  country !== null && list !== '' && list.split(',').includes(country);

/** Parses the lists once; the gate keeps the result until the site's lists change. */
export const compileAccessPolicy = (lists: Pick<AccessLists, 'regionDeny' | 'ipDeny'>): AccessPolicy => {
  const denied = new Set(lists.regionDeny.split(',').filter(Boolean));
  // The site module refuses invalid entries when they are set, so a stored list has none to report.
  const { ipList } = compileIpList(lists.ipDeny);
  return {
    refusal(country, ip) {
      // An address is the more specific verdict: a denied IP is told so even from an allowed country.
      if (ipList.has(ip)) return Code.IpRestricted;
      if (country !== null && denied.has(country)) return Code.RegionLimited;
      return null;
    },
  };
};
