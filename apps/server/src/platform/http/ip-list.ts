import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;
type Range = [Address, number];

/** IPv4 inside IPv6 (::ffff:a.b.c.d, what a dual-stack socket reports) is matched as the IPv4 it carries. */
const unmapped = (address: Address): Address =>
  address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()
    ? (address as ipaddr.IPv6).toIPv4Address()
    : address;

/**
 * One entry of an ipDeny list: an address (a range of one) or a CIDR range. Only the plain four-part IPv4
 * form counts: ipaddr.js would also take '10' or '0x0a.1', which an operator never means.
 */
export const parseIpEntry = (entry: string): Range | null => {
  const [host = '', bits, ...rest] = entry.split('/');
  if (rest.length > 0) return null;
  let address: Address;
  if (ipaddr.IPv4.isValidFourPartDecimal(host)) address = ipaddr.IPv4.parse(host);
  else if (!host.includes('%') && ipaddr.IPv6.isValid(host)) address = ipaddr.IPv6.parse(host);
  else return null;
  const full = address.kind() === 'ipv4' ? 32 : 128;
  if (bits !== undefined && !/^\d{1,3}$/.test(bits)) return null;
  const prefix = bits === undefined ? full : Number(bits);
  if (prefix > full) return null;
  const plain = unmapped(address);
  if (plain === address) return [address, prefix];
  // A mapped range narrower than the IPv4 space keeps its IPv4 part; a wider one covers all of IPv4.
  return [plain, Math.max(0, prefix - 96)];
};

export interface IpList {
  /** Whether the caller's address (as Fastify's req.ip gives it) is in one of the ranges. */
  has(ip: string): boolean;
}

/** Compiles a stored list (comma-joined entries, '' for none); the first entry that is not valid is named. */
export const compileIpList = (list: string): { ipList: IpList; invalid: string | undefined } => {
  const ranges: Range[] = [];
  let invalid: string | undefined;
  for (const entry of list.split(',').filter(Boolean)) {
    const range = parseIpEntry(entry);
    if (range) ranges.push(range);
    else invalid ??= entry;
  }
  return {
    invalid,
    ipList: {
      has(ip) {
        if (ranges.length === 0 || !ipaddr.isValid(ip)) return false;
        const address = unmapped(ipaddr.parse(ip));
        return ranges.some(([net, bits]) => net.kind() === address.kind() && address.match(net, bits));
      },
    },
  };
};
