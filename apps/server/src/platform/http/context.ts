import type { FastifyRequest } from 'fastify';
import { Header } from '@qilin/contract';

/** The languages the server answers in: zh-CN is the source, zh-TW the alternate (SPEC §9). */
export type Language = 'zh-CN' | 'zh-TW';

/** What a service needs to know about the caller, read from SPEC §7's headers. */
export interface RequestContext {
  ip: string;
  deviceId: string;
  siteId: string;
  requestId: string;
  client: string;
  version: string;
  token: string | undefined;
  userAgent: string;
  /** The SPA's UI language; anything but 'zh-TW' (absent, unknown) means the source language, zh-CN. */
  language: Language;
  /** DESIGN §5: the client's key for a money-moving request ('' when absent). */
  idempotencyKey: string;
}

const header = (req: FastifyRequest, name: string): string => {
  const v = req.headers[name];
  return (Array.isArray(v) ? v[0] : v)?.slice(0, 200) ?? '';
};

/** The caller's language (also read where no full context is built: the error handler). */
export const languageOf = (req: FastifyRequest): Language =>
  header(req, Header.language) === 'zh-TW' ? 'zh-TW' : 'zh-CN';

export const readContext = (req: FastifyRequest, defaultSiteId: string): RequestContext => ({
  ip: req.ip,
  deviceId: header(req, Header.uuid),
  siteId: header(req, Header.siteId) || defaultSiteId,
  requestId: String(req.id),
  client: header(req, Header.client),
  version: header(req, Header.version),
  token: header(req, Header.token) || undefined,
  userAgent: header(req, 'user-agent'),
  language: languageOf(req),
  idempotencyKey: header(req, Header.idempotencyKey),
});
