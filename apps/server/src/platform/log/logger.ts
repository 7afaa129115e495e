import type { Writable } from 'node:stream';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { err as serializeStdError } from 'pino-std-serializers';
import type { Config } from '../config/config.ts';

const CENSOR = '[redacted]';

/**
 * Query parameters whose values may reach the log. Any other value is replaced: a query string is where a
 * link's secret travels (the demo pay link's `?t=` lets whoever holds it pay or cancel that order), and a
 * client may put a token, password or code there by mistake. Keys stay, so the line still says what came.
 */
const LOGGABLE_QUERY_KEYS = new Set(['language', 'siteId', 'clientType', 'orderNo', 'tab', 'type']);

const decodedKey = (raw: string): string => {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    // Malformed percent-encoding: not one of our keys, so its value is redacted.
    return '';
  }
};

/** A request URL for the log: the path as sent, every query value redacted unless its key is harmless. */
export const redactUrl = (url: string): string => {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      const key = eq < 0 ? part : part.slice(0, eq);
      if (eq < 0 && key === '') return part;
      return LOGGABLE_QUERY_KEYS.has(decodedKey(key)) ? part : `${key}=${CENSOR}`;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
};

/** Fastify's own request serializer, with the URL's query values redacted; headers are never logged. */
const serializeRequest = (req: FastifyRequest) => {
  const version = req.headers['accept-version'];
  return {
    method: req.method,
    url: redactUrl(req.url),
    version: typeof version === 'string' ? version : undefined,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket.remotePort,
  };
};

const HIDDEN_PARAMS = `params: ${CENSOR}`;

/**
 * A failed query's error without its bound values: drizzle's DrizzleQueryError carries them as `params` and
 * writes them into its message and stack (`Failed query: ...\nparams: a,b,c`), so a database error logged
 * on the way to a 6005 put a member's password hash, phone index or token into the log. The query text
 * stays: it names the statement without the values.
 */
const withoutParams = (error: unknown): unknown => {
  if (!(error instanceof Error) || !('params' in error)) return error;
  const shown = `params: ${String(error.params)}`;
  const copy = Object.assign(Object.create(Object.getPrototypeOf(error) as object) as Error, error, {
    params: CENSOR,
  });
  Object.defineProperty(copy, 'message', {
    value: error.message.replace(shown, HIDDEN_PARAMS),
    writable: true,
    configurable: true,
  });
  copy.stack = error.stack?.replace(shown, HIDDEN_PARAMS);
  return copy;
};

/** pino's own error serializer, on the error without its query's values. */
export const serializeError = (error: unknown) => serializeStdError(withoutParams(error) as Error);

/**
 * Field names that hold credentials in a request (login and withdrawal passwords, SMS and captcha codes,
 * session tokens, the pay link's token, card numbers, signatures). Bodies are not logged, so this is the
 * second line: an object someone logs with such a field one level down (`{ body: { password } }`) is
 * censored. Deeper wildcards (`*.*.password`) were measured at about three times the cost of every log
 * line, the request lines included, for objects nothing logs.
 */
const SECRET_FIELDS = [
  'password',
  'secondPassword',
  'oldPassword',
  'newPassword',
  'withdrawPassword',
  'code',
  'imageCode',
  'codeId',
  'codeIdV2',
  'token',
  't',
  'sendCodeNum',
  'SendCodeNum',
  'cardNo',
  'sign',
];

/**
 * pino options: secrets never reach the log. Request bodies are not logged at all, the URL's query values
 * are redacted (see `redactUrl`), and the headers that carry credentials are redacted.
 */
export const loggerOptions = (config: Config, stream?: Writable): FastifyServerOptions['logger'] => ({
  level: config.logLevel,
  ...(stream ? { stream } : {}),
  serializers: { req: serializeRequest, err: serializeError },
  redact: {
    paths: [
      'req.headers.token',
      'req.headers.authorization',
      'req.headers.cookie',
      ...SECRET_FIELDS.map((f) => `*.${f}`),
    ],
    censor: CENSOR,
  },
});
