import type { Writable } from 'node:stream';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config/config.ts';

/**
 * pino options: secrets never reach the log. Request bodies are not logged at all, and the headers that
 * carry credentials are redacted.
 */
export const loggerOptions = (config: Config, stream?: Writable): FastifyServerOptions['logger'] => ({
  level: config.logLevel,
  ...(stream ? { stream } : {}),
  redact: {
    paths: [
      'req.headers.token',
      'req.headers.authorization',
      'req.headers.cookie',
      '*.password',
      '*.secondPassword',
      '*.oldPassword',
      '*.code',
      '*.token',
      '*.sendCodeNum',
    ],
    censor: '[redacted]',
  },
});
