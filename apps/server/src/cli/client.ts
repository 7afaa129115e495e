import { Code, OperatorPath, type Envelope } from '@qilin/contract';

/** A refusal or failure to show the operator as is: the server's message, or what went wrong on the way. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

export interface OperatorClient {
  /** `headers` carries e.g. the idempotency-key of a money-moving command. */
  post<T>(path: string, body: unknown, headers?: Record<string, string>): Promise<T>;
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
): Promise<T> => {
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
    const reason = error instanceof Error ? error.message : String(error);
    throw new CliError(`无法连接服务器 ${baseUrl}：${reason}`);
  }
  let envelope: Envelope<T>;
  try {
    envelope = (await res.json()) as Envelope<T>;
  } catch {
    throw new CliError(`服务器返回了无法识别的内容（HTTP ${res.status}）`);
  }
  if (envelope.status_code !== Code.Success)
    throw new CliError(`${envelope.message}（${envelope.status_code}）`);
  return envelope.data;
};

/** Logs in over HTTP and answers a client that sends the operator token on every call. */
export const login = async (baseUrl: string, username: string, password: string): Promise<OperatorClient> => {
  const { token } = await call<{ token: string }>(baseUrl, OperatorPath.login, { username, password });
  return { post: (path, body, headers) => call(baseUrl, path, body, token, headers) };
};
