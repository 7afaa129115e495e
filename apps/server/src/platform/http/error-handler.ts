import type { FastifyError, FastifyInstance } from 'fastify';
import { Code, codeMessages } from '@qilin/contract';
import { AppError } from './errors.ts';
import { envelope } from './envelope.ts';

/**
 * Every failure leaves as the envelope with HTTP 200 (SPEC §7), so clients handle one shape. Unexpected
 * errors are logged with the request id and answer 6005 without internals.
 */
export const installErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    if (error instanceof AppError) {
      return reply.status(200).send(envelope(error.code, error.message, error.data));
    }
    const fe = error as FastifyError;
    if (fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply
        .status(200)
        .send(
          envelope(
            Code.InvalidParameter,
            `${codeMessages[Code.InvalidParameter]}：body is not valid JSON`,
            null,
          ),
        );
    }
    if (fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply
        .status(200)
        .send(
          envelope(
            Code.InvalidParameter,
            `${codeMessages[Code.InvalidParameter]}：unsupported content type`,
            null,
          ),
        );
    }
    if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || fe.statusCode === 413) {
      return reply
        .status(200)
        .send(
          envelope(Code.InvalidParameter, `${codeMessages[Code.InvalidParameter]}：body too large`, null),
        );
    }
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      return reply.status(200).send(envelope(Code.ParameterError, codeMessages[Code.ParameterError], null));
    }
    req.log.error({ err: error }, 'unhandled error');
    return reply.status(200).send(envelope(Code.ServerError, codeMessages[Code.ServerError], null));
  });
  // The not-found handler is serveSpa's (API paths answer the 6004 envelope there); Fastify allows one.
};
