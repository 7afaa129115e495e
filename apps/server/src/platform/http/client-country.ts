import type { FastifyRequest } from 'fastify';

/**
 * The caller's country as the proxy in front reports it in `header` (COUNTRY_HEADER, e.g. Cloudflare's
 * cf-ipcountry), upper case; null when no header is configured or it says nothing usable. 'XX' is
 * Cloudflare's "unknown" and counts as no country; 'T1' (Tor) is kept, so only a list naming T1 matches it.
 */
export const clientCountry = (req: FastifyRequest, header: string | undefined): string | null => {
  if (!header) return null;
  const raw = req.headers[header];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase() ?? '';
  return /^[A-Z][A-Z0-9]$/.test(value) && value !== 'XX' ? value : null;
};
