import type { FastifyError, FastifyInstance } from 'fastify';
import { Code, codeMessages, type ResponseCode } from '@qilin/contract';
import { AppError } from './errors.ts';
import { envelope } from './envelope.ts';
import { languageOf } from './context.ts';
import { textIn } from '../i18n/traditional.ts';

/**
 * Every failure leaves as the envelope with HTTP 200 (SPEC §7), so clients handle one shape. Unexpected
 * errors are logged with the request id and answer 6005 without internals. The message is written in
 * zh-CN (SPEC's texts) and reaches a zh-TW caller in Traditional Chinese.
 */
export const installErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    const language = languageOf(req);
    const answer = (code: ResponseCode, message: string, data: unknown) =>
      envelope(code, textIn(message, language), data);
    if (error instanceof AppError) {
      return reply.status(200).send(answer(error.code, error.message, error.data));
    }
    const fe = error as FastifyError;
    if (fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply
        .status(200)
        .send(
          answer(
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
          answer(
            Code.InvalidParameter,
            `${codeMessages[Code.InvalidParameter]}：unsupported content type`,
            null,
          ),
        );
    }
    if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || fe.statusCode === 413) {
      return reply
        .status(200)
        .send(answer(Code.InvalidParameter, `${codeMessages[Code.InvalidParameter]}：body too large`, null));
    }
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      return reply.status(200).send(answer(Code.ParameterError, codeMessages[Code.ParameterError], null));
    }
    req.log.error({ err: error }, 'unhandled error');
    return reply.status(200).send(answer(Code.ServerError, codeMessages[Code.ServerError], null));
  });
  // The not-found handler is serveSpa's (API paths answer the 6004 envelope there); Fastify allows one.
};
