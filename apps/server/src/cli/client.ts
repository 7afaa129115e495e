import { Code, Header, OperatorPath, type Envelope } from '@qilin/contract';

/** A refusal or failure to show the operator as is: the server's message, or what went wrong on the way. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

/**
 * The request may have reached the server and run: the connection failed after it was made (a reset, a
 * timeout). A money command then says how to retry safely, with its key.
 */
export class OutcomeUnknown extends CliError {}

/** Network errors that prove nothing was sent: the server was never reached. */
const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
const causeCode = (error: unknown): string | undefined => {
  const cause = (error as { cause?: { code?: unknown } }).cause;
  return typeof cause?.code === 'string' ? cause.code : undefined;
};

export interface OperatorClient {
  /** `headers` carries e.g. the idempotency-key of a money-moving command. */
  post<T>(path: string, body: unknown, headers?: Record<string, string>): Promise<T>;
  /**
   * A money-moving call under an idempotency key: its answer, and whether the server answered it again for
   * a key used before (Header.idempotentReplayed), i.e. nothing was done this time.
   */
  postKeyed<T>(path: string, body: unknown, key: string): Promise<{ data: T; replayed: boolean }>;
}

const TIMEOUT_MS = 30_000;

/**
 * The address of an API path under the base URL, keeping the base's own path: a server published under
 * https://host/qilin/ answers at https://host/qilin/op/api/v1/..., which `new URL(path, base)` would
 * have sent to the host's root because every API path starts with '/'.
 */
export const apiUrl = (baseUrl: string, path: string): URL => {
  const url = new URL(baseUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${path}`;
  return url;
};

const call = async <T>(
  baseUrl: string,
  path: string,
  body: unknown,
  token?: string,
  extra: Record<string, string> = {},
): Promise<T> => (await exchange<T>(baseUrl, path, body, token, extra)).data;

const exchange = async <T>(
  baseUrl: string,
  path: string,
  body: unknown,
  token?: string,
  extra: Record<string, string> = {},
): Promise<{ data: T; headers: Headers }> => {
  let res: Response;
  try {
    res = await fetch(apiUrl(baseUrl, path), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        client: 'operator-cli',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...extra,
      },
      body: JSON.stringify(body ?? {}),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    const code = causeCode(error);
    const reason = code ?? (error instanceof Error ? error.message : String(error));
    if (code && NOT_SENT.has(code)) throw new CliError(`无法连接服务器 ${baseUrl}：${reason}`);
    throw new OutcomeUnknown(`与服务器 ${baseUrl} 的连接中断，未收到答复（${reason}）`);
  }
  let envelope: Envelope<T>;
  try {
    envelope = (await res.json()) as Envelope<T>;
  } catch {
    throw new CliError(`服务器返回了无法识别的内容（HTTP ${res.status}）`);
  }
  if (envelope.status_code !== Code.Success)
    throw new CliError(`${envelope.message}（${envelope.status_code}）`);
  return { data: envelope.data, headers: res.headers };
};

/** Logs in over HTTP and answers a client that sends the operator token on every call. */
export const login = async (baseUrl: string, username: string, password: string): Promise<OperatorClient> => {
  const { token } = await call<{ token: string }>(baseUrl, OperatorPath.login, { username, password });
  return {
    post: (path, body, headers) => call(baseUrl, path, body, token, headers),
    async postKeyed<T>(path: string, body: unknown, key: string) {
      const { data, headers } = await exchange<T>(baseUrl, path, body, token, {
        [Header.idempotencyKey]: key,
      });
      return { data, replayed: headers.get(Header.idempotentReplayed) === 'true' };
    },
  };
};
