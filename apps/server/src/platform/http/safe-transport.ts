import { constants, createDecipheriv, privateDecrypt } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Code, codeMessages, SAFE_PREFIX, SafeHeader, SitePath } from '@qilin/contract';
import { AppError } from './errors.ts';
import { readContext } from './context.ts';
import type { RateLimiter } from '../security/rate-limit.ts';
import { sha256 } from '../security/tokens.ts';

/**
 * SPEC §7's "safe" transport. With the site's safe switch on, the SPA prefixes the path with /safe, sends
 * `x-timestamp`, and `x-sign` = RSA-OAEP(SHA-256) of JSON `{ ts, ip, key }` under the published
 * `sendCodeKey`; the body is `{ data: base64(iv ‖ AES-256-GCM(json) ‖ tag) }` under that one-time `key`.
 * The server checks the time window, the caller's IP and one use of each signature, then hands the
 * decrypted body to the normal route. While the switch is on, plain API calls are refused as illegal.
 */
export interface SafeTransportOptions {
  privateKeyPem: string;
  defaultSiteId: string;
  /** Whether a site currently requires the safe transport. */
  isRequired(siteId: string): Promise<boolean>;
  now: () => Date;
  /** Remembers spent signatures; Redis-backed when configured, so a replay fails on every instance. */
  limiter: RateLimiter;
  windowMs?: number;
}

const safeRequests = new WeakSet<IncomingMessage>();
const API_PREFIXES = ['/site/api/', '/fd/api/', '/game/api/', '/act/api/', '/stream/api/'];

/** For Fastify's `rewriteUrl`: strips the prefix and remembers that this request came the safe way. */
export const rewriteSafeUrl = (req: IncomingMessage): string => {
  const url = req.url ?? '/';
  if (url.startsWith(`${SAFE_PREFIX}/`)) {
    safeRequests.add(req);
    return url.slice(SAFE_PREFIX.length);
  }
  return url;
};

const illegal = () => new AppError(Code.IllegalParameter, codeMessages[Code.IllegalParameter]);

interface SignPayload {
  ts: number;
  ip: string;
  key: string;
}

const readAll = async (stream: NodeJS.ReadableStream, limit: number): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += buf.length;
    if (size > limit) throw illegal();
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
};

export const installSafeTransport = (app: FastifyInstance, options: SafeTransportOptions) => {
  const windowMs = options.windowMs ?? 5 * 60_000;
  // A signature may be used once: the first hit within twice the window passes, any later one fails.
  const firstUse = (sign: string) => options.limiter.hit(`safe-sign:${sha256(sign)}`, 1, 2 * windowMs);

  const verify = async (req: FastifyRequest): Promise<SignPayload> => {
    const tsHeader = req.headers[SafeHeader.timestamp];
    const sign = req.headers[SafeHeader.sign];
    if (typeof tsHeader !== 'string' || !/^\d{10,16}$/.test(tsHeader)) throw illegal();
    if (typeof sign !== 'string' || sign.length > 1024) throw illegal();
    let payload: SignPayload;
    try {
      const plain = privateDecrypt(
        { key: options.privateKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(sign, 'base64'),
      );
      payload = JSON.parse(plain.toString('utf8')) as SignPayload;
    } catch {
      throw illegal();
    }
    const now = options.now().getTime();
    if (payload.ts !== Number(tsHeader) || Math.abs(now - payload.ts) > windowMs) throw illegal();
    if (payload.ip !== req.ip || typeof payload.key !== 'string') throw illegal();
    if (!(await firstUse(sign))) throw illegal();
    return payload;
  };

  app.addHook('onRequest', async (req) => {
    if (safeRequests.has(req.raw)) return;
    if (req.method !== 'POST' || !API_PREFIXES.some((p) => req.url.startsWith(p))) return;
    // Pre-info stays plain: it is how the SPA learns that the switch is on and which key to use.
    if (req.url.split('?')[0] === SitePath.preInfo) return;
    // Image uploads are binary multipart bodies, authenticated by the member's token; they are not sealed.
    if (req.headers['content-type']?.startsWith('multipart/')) return;
    const { siteId } = readContext(req, options.defaultSiteId);
    if (await options.isRequired(siteId)) throw illegal();
  });

  app.addHook('preParsing', async (req, _reply, payload) => {
    if (!safeRequests.has(req.raw)) return payload;
    const { key } = await verify(req);
    const raw = await readAll(payload, 2 * 1024 * 1024);
    let json: string;
    try {
      const { data } = JSON.parse(raw.toString('utf8')) as { data: string };
      const bytes = Buffer.from(data, 'base64');
      const aesKey = Buffer.from(key, 'base64');
      if (aesKey.length !== 32 || bytes.length < 28) throw illegal();
      const decipher = createDecipheriv('aes-256-gcm', aesKey, bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(bytes.length - 16));
      json = Buffer.concat([
        decipher.update(bytes.subarray(12, bytes.length - 16)),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      throw illegal();
    }
    const body = Buffer.from(json, 'utf8');
    req.headers['content-length'] = String(body.length);
    req.headers['content-type'] = 'application/json';
    const stream = Readable.from([body]) as Readable & { receivedEncodedLength?: number };
    stream.receivedEncodedLength = body.length;
    return stream;
  });
};
