import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { Code, codeMessages } from '@qilin/contract';
import { envelope } from './envelope.ts';

const API_PREFIXES = [
  '/site/',
  '/op/',
  '/fd/',
  '/game/api',
  '/act/',
  '/stream/',
  '/dev/',
  '/health',
  '/docs',
  '/uploads/',
];

/**
 * Serves the built SPA from the API's port. Unknown GETs outside the API answer index.html so the
 * client router handles deep links (history fallback); unknown API paths answer the 6004 envelope.
 */
export const serveSpa = async (app: FastifyInstance, webDist: string) => {
  const indexFile = path.join(webDist, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false, maxAge: '1h' });
  }
  let indexHtml: string | null = null;
  app.setNotFoundHandler((req, reply) => {
    const isApi = API_PREFIXES.some((p) => req.url.startsWith(p));
    if (req.method === 'GET' && !isApi && hasBuild) {
      indexHtml ??= readFileSync(indexFile, 'utf8');
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
    }
    return reply.status(404).send(envelope(Code.NotFound, codeMessages[Code.NotFound], null));
  });
};
