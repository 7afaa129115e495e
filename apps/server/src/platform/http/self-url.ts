import type { AddressInfo } from 'node:net';

/**
 * The base URL at which this process reaches its own HTTP server, for the in-process demo services that
 * call it like a remote party would (the demo game provider, the demo payment gateway's callback). Null
 * until the server listens, or when it listens on a pipe.
 *
 * A wildcard listener (0.0.0.0 or ::) is reached on 127.0.0.1. Node opens `::` dual-stack (libuv clears
 * IPV6_V6ONLY unless `ipv6Only` is asked for), so it takes IPv4 loopback connections; `[::1]` would also
 * need an IPv6 loopback address, which containers started with IPv6 disabled do not have, although binding
 * `::` still succeeds there. A specific address is used as it is: the server answers nowhere else.
 */
export const selfBaseUrl = (address: AddressInfo | string | null): string | null => {
  if (!address || typeof address === 'string') return null;
  const host =
    address.address === '0.0.0.0' || address.address === '::'
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
  return `http://${host}:${address.port}`;
};
