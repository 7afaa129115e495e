import { codeMessages, type ResponseCode } from '@qilin/contract';

/** Why a call failed: a business code from the server, or no usable answer at all. */
export type ApiErrorKind = 'business' | 'network' | 'timeout' | 'http';

export function messageForCode(code: number, serverMessage?: string): string {
  if (serverMessage) return serverMessage;
  return codeMessages[code as ResponseCode] ?? '';
}

/** A rejected call. `code` is the SPEC §8.1 code; transport failures carry 6006 (bad gateway). */
export class ApiError extends Error {
  readonly code: number;
  readonly data: unknown;
  readonly kind: ApiErrorKind;

  constructor(code: number, message: string, data: unknown = null, kind: ApiErrorKind = 'business') {
    super(messageForCode(code, message));
    this.name = 'ApiError';
    this.code = code;
    this.data = data;
    this.kind = kind;
  }
}

export function isApiError(err: unknown): err is ApiError {
  return err instanceof ApiError;
}
