import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Code, codeMessages } from '@qilin/contract';
import { envelope } from '../../platform/http/envelope.ts';

export const BRAND_ASSET_PREFIX = '/assets/brand';

const SAFE_SITE = /^[a-z0-9_-]{1,40}$/;
const SAFE_FILE = /^[a-z0-9-]{1,64}\.svg$/;

/**
 * Serves a brand's SVGs (logo, banners, promotions) from brands/<siteId>/. Names are checked against
 * strict patterns, so no path can leave the brand folder. SVG may carry script, hence the CSP that forbids
 * it even when a file is opened directly.
 */
export const registerBrandAssets = (app: FastifyInstance, brandsDir: string) => {
  const cache = new Map<string, Buffer | null>();
  app.get<{ Params: { siteId: string; file: string } }>(
    `${BRAND_ASSET_PREFIX}/:siteId/:file`,
    { schema: { hide: true } },
    async (req, reply) => {
      const { siteId, file } = req.params;
      const key = `${siteId}/${file}`;
      let body = cache.get(key);
      if (body === undefined) {
        const full = path.join(brandsDir, siteId, file);
        body = SAFE_SITE.test(siteId) && SAFE_FILE.test(file) && existsSync(full) ? readFileSync(full) : null;
        if (body || cache.size < 1000) cache.set(key, body);
      }
      if (!body) return reply.status(404).send(envelope(Code.NotFound, codeMessages[Code.NotFound], null));
      return reply
        .header('cache-control', 'public, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .type('image/svg+xml; charset=utf-8')
        .send(body);
    },
  );
};
