import { Code, codeMessages, type ResponseCode } from '@qilin/contract';

/**
 * The only error a service throws on purpose: a SPEC §8.1 code, a message for the player and optional
 * data (e.g. the masked phone of a 6026). The error handler turns it into the envelope.
 */
export class AppError extends Error {
  readonly code: ResponseCode;
  readonly data: unknown;

  constructor(code: ResponseCode, message?: string, data: unknown = null) {
    super(message ?? codeMessages[code]);
    this.code = code;
    this.data = data;
  }
}

export const fail = (code: ResponseCode, message?: string, data?: unknown): never => {
  throw new AppError(code, message, data);
};

export const notFound = (what = codeMessages[Code.NotFound]) => new AppError(Code.NotFound, what);
export const invalid = (message: string) => new AppError(Code.InvalidParameter, message);
