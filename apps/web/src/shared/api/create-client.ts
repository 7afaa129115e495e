import { Code, captchaCodes, Header } from '@qilin/contract';
import { isAccessBlockCode, type AccessBlockCode } from '../access/access-block.ts';
import { ApiError, messageForCode } from './api-error.ts';
import { cacheKey, ResponseCache } from './response-cache.ts';

export interface ApiOptions {
  /** Serve from / store in the short response cache (read calls only). */
  cache?: boolean;
  /** Business codes the caller handles itself: apiPost shows no message for them (it still throws). */
  valueCodes?: number[];
  /** Sent as the `idempotency-key` header on money-moving calls (DESIGN §5). */
  idempotencyKey?: string;
  /**
   * The call's body carries its own idempotency key (placeBet's `ticket_id`): like `idempotencyKey`, it makes
   * the request safe to send again unchanged. Not sent as a header.
   */
  bodyKey?: string;
  /** No UI side effects: no error message, no 6449 dialog, no login prompt on 6001 (state is still cleared). */
  silent?: boolean;
}

export interface ApiResult<T> {
  code: number;
  data: T;
  message: string;
}

/** Everything the client needs from the outside world; injected so the envelope logic is testable. */
export interface ClientDeps {
  fetch: typeof fetch;
  /** Static and session headers: client, version, token (when logged in), uuid, site id. */
  headers: () => Record<string, string>;
  /** SPEC §7 safe transport: rewrites a JSON call when the site requires it (null = send plain). */
  seal?: (
    path: string,
    json: string,
  ) => Promise<{ path: string; headers: Record<string, string>; body: string } | null>;
  requestId: () => string;
  now: () => number;
  timeoutMs: number;
  /** SPEC §4 login-expired flow (the wiring decides whether a token existed); `silent` skips its UI. */
  onLoginExpired: (silent: boolean) => void;
  /** SPEC §6: 6449 shows the "go complete" dialog. */
  onBindRealName: (message: string) => void;
  /**
   * 6031/6033 (DESIGN §11): the site is closed to this visitor, so the page gives way to a notice. Even for
   * `silent` calls: a background call may be the first to hear it, and every later one would hear it too.
   */
  onAccessBlocked: (code: AccessBlockCode) => void;
  /** Shows a failed call's message (SPEC §8.3 "the server message is shown"). */
  onError: (message: string) => void;
  /** Texts for failures that have no server message. */
  text: (key: 'network' | 'timeout') => string;
  /** A call answered after calls that got no answer: the server is reachable again. */
  onReachable?: () => void;
  /** Waits between sends of a keyed call that got no answer (default: 0.5 s, then 1.5 s). */
  resendDelaysMs?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
}

/*
 * A keyed call (idempotency key in a header or in the body) whose request got no answer at all may still
 * have been applied: the answer can be lost after the server moved the money. The server answers a replay
 * of the same key and body with its first answer, so the same request is sent again a couple of times
 * before 网络连接失败 is shown: the player then reads what happened instead of a failure over moved money.
 * Only a network error counts: an HTTP or business answer is an answer, and a timeout has already waited
 * its full time.
 */
const RESEND_DELAYS_MS = [500, 1_500] as const;
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface ApiClient {
  apiPost<T>(path: string, body?: unknown, options?: ApiOptions): Promise<T>;
  apiPostResult<T>(path: string, body?: unknown, options?: ApiOptions): Promise<ApiResult<T>>;
  apiUpload<T>(path: string, file: File, options?: ApiOptions): Promise<T>;
  /** GET with an optional query (SPEC §7.5 names a few GET reads); same envelope rules as apiPost. */
  apiGet<T>(path: string, query?: Record<string, string>, options?: ApiOptions): Promise<T>;
  clearCache(): void;
}

interface RawEnvelope {
  status_code: number;
  data: unknown;
  message: string;
}

function isEnvelope(v: unknown): v is RawEnvelope {
  return typeof v === 'object' && v !== null && 'status_code' in v && typeof v.status_code === 'number';
}

async function readJson(res: Response): Promise<unknown> {
  try {
    return await res.json();
  } catch {
    return null;
  }
}

export function createApiClient(deps: ClientDeps): ApiClient {
  const cache = new ResponseCache<RawEnvelope>(deps.now);
  // A call got no answer since the last answer: the next answer means the server is back.
  let unanswered = false;

  async function send(
    path: string,
    body: BodyInit | undefined,
    json: boolean,
    options: ApiOptions,
    method: 'GET' | 'POST' = 'POST',
  ): Promise<RawEnvelope> {
    const keyed = Boolean(options.idempotencyKey || options.bodyKey);
    const delays = keyed ? (deps.resendDelaysMs ?? RESEND_DELAYS_MS) : [];
    for (let attempt = 0; ; attempt++) {
      try {
        return await sendOnce(path, body, json, options, method);
      } catch (err) {
        const delay = delays[attempt];
        if (!(err instanceof ApiError) || err.kind !== 'network' || delay === undefined) throw err;
        await (deps.sleep ?? wait)(delay);
      }
    }
  }

  async function sendOnce(
    path: string,
    body: BodyInit | undefined,
    json: boolean,
    options: ApiOptions,
    method: 'GET' | 'POST' = 'POST',
  ): Promise<RawEnvelope> {
    const headers: Record<string, string> = { ...deps.headers(), [Header.requestId]: deps.requestId() };
    if (json) headers['content-type'] = 'application/json';
    if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, deps.timeoutMs);
    let res: Response;
    try {
      const sealed = json && deps.seal && typeof body === 'string' ? await deps.seal(path, body) : null;
      res = sealed
        ? await deps.fetch(sealed.path, {
            method: 'POST',
            headers: { ...headers, ...sealed.headers },
            body: sealed.body,
            signal: controller.signal,
          })
        : await deps.fetch(path, { method, headers, body, signal: controller.signal });
    } catch {
      const kind = timedOut ? 'timeout' : 'network';
      if (kind === 'network') unanswered = true;
      throw new ApiError(Code.BadGateway, deps.text(kind), null, kind);
    } finally {
      clearTimeout(timer);
    }

    // SPEC §4: 6001 may also arrive as the HTTP status itself.
    if (res.status === Code.LoginExpired)
      return reached({ status_code: Code.LoginExpired, data: null, message: '' });
    const payload = await readJson(res);
    // SPEC §7: only 2xx is success; a non-2xx that still carries an envelope keeps its business code.
    if (isEnvelope(payload)) return reached(payload);
    throw new ApiError(Code.BadGateway, messageForCode(Code.ServerError), null, 'http');
  }

  /** Our server answered (a proxy's error page does not count): tell those waiting for it, once. */
  function reached(env: RawEnvelope): RawEnvelope {
    if (unanswered) {
      unanswered = false;
      deps.onReachable?.();
    }
    return env;
  }

  async function envelopeOf(path: string, body: unknown, options: ApiOptions): Promise<RawEnvelope> {
    const key = options.cache ? cacheKey(path, body) : null;
    const cached = key ? cache.get(key) : undefined;
    if (cached) return cached;
    // A JSON request always carries a JSON body: "no body" calls (logout, preInfo) send {} because an
    // empty body with content-type JSON is a parse error for the server.
    const pending = send(path, JSON.stringify(body ?? {}), true, options);
    if (key) {
      cache.set(key, pending);
      // Only successes stay cached; a failure must be retried for real next time.
      pending.then(
        (env) => env.status_code !== Code.Success && cache.delete(key),
        () => cache.delete(key),
      );
    }
    return pending;
  }

  /** Rules every answer goes through, whichever function the caller used. */
  function common<T>(env: RawEnvelope, options: ApiOptions): ApiResult<T> {
    const message = messageForCode(env.status_code, env.message);
    if (env.status_code === Code.LoginExpired) {
      cache.clear();
      deps.onLoginExpired(options.silent ?? false);
      throw new ApiError(Code.LoginExpired, message, env.data);
    }
    if (env.status_code === Code.BindRealName && !options.silent) deps.onBindRealName(message);
    if (isAccessBlockCode(env.status_code)) deps.onAccessBlocked(env.status_code);
    return { code: env.status_code, data: env.data as T, message };
  }

  function unwrap<T>(result: ApiResult<T>, options: ApiOptions): T {
    if (result.code === Code.Success) return result.data;
    const quiet =
      options.silent ||
      result.code === Code.BindRealName ||
      // The full-page notice says it; a toast per refused call would only repeat it.
      isAccessBlockCode(result.code) ||
      (options.valueCodes ?? []).includes(result.code) ||
      (captchaCodes as readonly number[]).includes(result.code);
    if (!quiet && result.message) deps.onError(result.message);
    throw new ApiError(result.code, result.message, result.data);
  }

  async function guard<T>(work: () => Promise<T>, options: ApiOptions): Promise<T> {
    try {
      return await work();
    } catch (err) {
      // Transport failures are shown like business errors unless the caller asked for silence.
      if (err instanceof ApiError && err.kind !== 'business' && !options.silent) deps.onError(err.message);
      throw err;
    }
  }

  return {
    apiPostResult<T>(path: string, body?: unknown, options: ApiOptions = {}) {
      return guard(async () => common<T>(await envelopeOf(path, body, options), options), options);
    },
    async apiPost<T>(path: string, body?: unknown, options: ApiOptions = {}) {
      const result = await guard(
        async () => common<T>(await envelopeOf(path, body, options), options),
        options,
      );
      return unwrap(result, options);
    },
    async apiUpload<T>(path: string, file: File, options: ApiOptions = {}) {
      const form = new FormData();
      form.append('file', file);
      const result = await guard(
        async () => common<T>(await send(path, form, false, options), options),
        options,
      );
      return unwrap(result, options);
    },
    async apiGet<T>(path: string, query: Record<string, string> = {}, options: ApiOptions = {}) {
      const search = new URLSearchParams(query).toString();
      const url = search ? `${path}?${search}` : path;
      // No body and no sealing: the safe transport signs JSON bodies, and a GET read carries none.
      const result = await guard(
        async () => common<T>(await send(url, undefined, false, options, 'GET'), options),
        options,
      );
      return unwrap(result, options);
    },
    clearCache: () => cache.clear(),
  };
}
