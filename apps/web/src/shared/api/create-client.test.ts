import { describe, expect, it, vi } from 'vitest';
import { Code, Header } from '@qilin/contract';
import { ApiError } from './api-error.ts';
import { createApiClient, type ClientDeps } from './create-client.ts';

type FakeReply = { status?: number; body: unknown } | Error;

function setup(replies: FakeReply[], overrides: Partial<ClientDeps> = {}) {
  const calls: { url: string; init: RequestInit }[] = [];
  let now = 0;
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const r = replies.shift();
    if (!r) throw new Error('no reply queued');
    if (r instanceof Error) throw r;
    return new Response(JSON.stringify(r.body), { status: r.status ?? 200 });
  });
  const deps: ClientDeps = {
    fetch: fetch as unknown as typeof globalThis.fetch,
    headers: () => ({ [Header.client]: 'web', [Header.token]: 'tok' }),
    requestId: () => `rid-${calls.length}`,
    now: () => now,
    timeoutMs: 30_000,
    onLoginExpired: vi.fn(),
    onBindRealName: vi.fn(),
    onAccessBlocked: vi.fn(),
    onError: vi.fn(),
    text: (k) => (k === 'timeout' ? 'TIMEOUT' : 'NETWORK'),
    ...overrides,
  };
  return { client: createApiClient(deps), deps, calls, fetch, advance: (ms: number) => (now += ms) };
}

const env = (status_code: number, data: unknown = null, message = '') => ({
  body: { status_code, data, message },
});

describe('api client envelope handling (SPEC §7, §8.3)', () => {
  it('resolves data on 6000 and sends the SPEC §7 headers with a JSON body', async () => {
    const { client, calls } = setup([env(Code.Success, { a: 1 })]);
    await expect(client.apiPost('/x', { q: 1 })).resolves.toEqual({ a: 1 });
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"q":1}');
    expect(headers[Header.client]).toBe('web');
    expect(headers[Header.token]).toBe('tok');
    expect(headers[Header.requestId]).toBe('rid-0');
    expect(headers['content-type']).toBe('application/json');
  });

  it('rejects other codes with ApiError carrying code, data and the server message, and shows it', async () => {
    const { client, deps } = setup([env(Code.FrequentSubmission, { retry: 3 }, '慢一点')]);
    const err = await client.apiPost('/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: 6011, data: { retry: 3 }, message: '慢一点' });
    expect(deps.onError).toHaveBeenCalledWith('慢一点');
  });

  it('falls back to the catalogue message when the server sends none', async () => {
    const { client } = setup([env(Code.FrequentSubmission)]);
    await expect(client.apiPost('/x')).rejects.toMatchObject({ message: '请勿频繁提交' });
  });

  it('stays quiet for silent calls, valueCodes and captcha codes', async () => {
    const { client, deps } = setup([
      env(6011, null, 'a'),
      env(6030, null, 'b'),
      env(Code.GraphicCaptchaRequired),
    ]);
    await expect(client.apiPost('/x', {}, { silent: true })).rejects.toBeInstanceOf(ApiError);
    await expect(client.apiPost('/x', {}, { valueCodes: [6030] })).rejects.toMatchObject({ code: 6030 });
    await expect(client.apiPost('/x')).rejects.toMatchObject({ code: 6021 });
    expect(deps.onError).not.toHaveBeenCalled();
  });

  it('apiPostResult returns business codes as values (SPEC §8.3 captcha and new-device codes)', async () => {
    const { client, deps } = setup([env(Code.DeviceNotPassed, { phoneNumber: '138****0000' }, 'm')]);
    await expect(client.apiPostResult('/login', {})).resolves.toEqual({
      code: 6026,
      data: { phoneNumber: '138****0000' },
      message: 'm',
    });
    expect(deps.onError).not.toHaveBeenCalled();
  });

  it('runs the login-expired flow on status_code 6001 and on HTTP status 6001, then rejects', async () => {
    const { client, deps } = setup([env(Code.LoginExpired)]);
    await expect(client.apiPostResult('/x')).rejects.toMatchObject({ code: 6001 });
    expect(deps.onLoginExpired).toHaveBeenCalledWith(false);

    // fetch cannot build a Response with status 6001, so fake the object the way a proxy could surface it.
    const onLoginExpired = vi.fn();
    const raw = { status: 6001, ok: false, json: async () => null } as unknown as Response;
    const c2 = createApiClient({ ...deps, fetch: async () => raw, onLoginExpired });
    await expect(c2.apiPost('/x', {}, { silent: true })).rejects.toMatchObject({ code: 6001 });
    expect(onLoginExpired).toHaveBeenCalledWith(true);
  });

  it('shows the complete-your-profile dialog on 6449 (SPEC §6) without an extra error toast', async () => {
    const { client, deps } = setup([env(Code.BindRealName, null, '请先绑定真实姓名')]);
    await expect(client.apiPost('/x')).rejects.toMatchObject({ code: 6449 });
    expect(deps.onBindRealName).toHaveBeenCalledWith('请先绑定真实姓名');
    expect(deps.onError).not.toHaveBeenCalled();
  });

  it('closes the site on 6031 and 6033 (DESIGN §11), even for silent calls, without a toast per call', async () => {
    const { client, deps } = setup([
      env(Code.RegionLimited, null, '您所在的地区暂不提供服务'),
      env(Code.IpRestricted, null, '您的IP已被限制访问'),
      env(Code.RegionLimited),
    ]);
    await expect(client.apiPost('/x')).rejects.toMatchObject({ code: 6031 });
    await expect(client.apiPost('/y', {}, { silent: true })).rejects.toMatchObject({ code: 6033 });
    await expect(client.apiPostResult('/z')).resolves.toMatchObject({ code: 6031 });
    expect(vi.mocked(deps.onAccessBlocked).mock.calls).toEqual([[6031], [6033], [6031]]);
    expect(deps.onError).not.toHaveBeenCalled();
  });

  it('turns network failures and non-envelope answers into ApiError 6006 with a readable message', async () => {
    const { client, deps } = setup([new TypeError('Failed to fetch'), { status: 502, body: '<html>' }]);
    await expect(client.apiPost('/x')).rejects.toMatchObject({
      code: 6006,
      kind: 'network',
      message: 'NETWORK',
    });
    await expect(client.apiPost('/x')).rejects.toMatchObject({ code: 6006, kind: 'http' });
    expect(deps.onError).toHaveBeenCalledTimes(2);
  });

  it('keeps the business code of a non-2xx answer that still carries an envelope', async () => {
    const { client } = setup([{ status: 429, body: { status_code: 6011, data: null, message: 'slow' } }]);
    await expect(client.apiPost('/x')).rejects.toMatchObject({ code: 6011, message: 'slow' });
  });

  it('aborts after the timeout (SPEC §9 30 s) and reports a timeout', async () => {
    vi.useFakeTimers();
    try {
      const fetch = (_: unknown, init?: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        );
      const { client } = setup([], { fetch: fetch as typeof globalThis.fetch, timeoutMs: 30_000 });
      const pending = client.apiPost('/slow', {}, { silent: true }).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(30_000);
      expect(await pending).toMatchObject({ code: 6006, kind: 'timeout', message: 'TIMEOUT' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('caches only when asked, per path and body, only successes, for a short time', async () => {
    const { client, fetch, advance } = setup([
      env(6000, 1),
      env(6000, 2),
      env(6005),
      env(6000, 3),
      env(6000, 4),
    ]);
    expect(await client.apiPost('/c', { p: 1 }, { cache: true })).toBe(1);
    expect(await client.apiPost('/c', { p: 1 }, { cache: true })).toBe(1); // served from cache
    expect(await client.apiPost('/c', { p: 2 }, { cache: true })).toBe(2); // other body, other entry
    await expect(client.apiPost('/e', {}, { cache: true, silent: true })).rejects.toMatchObject({
      code: 6005,
    });
    expect(await client.apiPost('/e', {}, { cache: true })).toBe(3); // the failure was not cached
    advance(60_000);
    expect(await client.apiPost('/c', { p: 1 }, { cache: true })).toBe(4); // expired
    expect(fetch).toHaveBeenCalledTimes(5);
  });

  it('shares one request between concurrent cached calls', async () => {
    const { client, fetch } = setup([env(6000, 'x')]);
    const [a, b] = await Promise.all([
      client.apiPost('/c', {}, { cache: true }),
      client.apiPost('/c', {}, { cache: true }),
    ]);
    expect([a, b]).toEqual(['x', 'x']);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('uploads multipart with the file in field "file" and no JSON content type', async () => {
    const { client, calls } = setup([env(6000, { url: '/uploads/a.png' })]);
    const file = new File(['png'], 'a.png', { type: 'image/png' });
    await expect(client.apiUpload('/up', file)).resolves.toEqual({ url: '/uploads/a.png' });
    const body = calls[0]?.init.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('file')).toBeInstanceOf(File);
    expect((calls[0]?.init.headers as Record<string, string>)['content-type']).toBeUndefined();
  });

  it('sends {} for calls without a body, never an empty JSON body', async () => {
    const { client, calls } = setup([env(6000, null)]);
    await client.apiPost('/logout');
    expect(calls[0]?.init.body).toBe('{}');
  });

  it('sends the idempotency key when given', async () => {
    const { client, calls } = setup([env(6000, null)]);
    await client.apiPost('/money', {}, { idempotencyKey: 'k-1' });
    expect((calls[0]?.init.headers as Record<string, string>)['idempotency-key']).toBe('k-1');
  });

  it('GETs with the query in the URL, no body and no JSON content type, and unwraps the envelope', async () => {
    const { client, calls, deps } = setup([env(6000, [1]), env(Code.FrequentSubmission, null, '慢一点')]);
    await expect(client.apiGet('/list', { a: '1 2' })).resolves.toEqual([1]);
    expect(calls[0]?.url).toBe('/list?a=1+2');
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.init.body).toBeUndefined();
    expect((calls[0]?.init.headers as Record<string, string>)['content-type']).toBeUndefined();
    await expect(client.apiGet('/list')).rejects.toMatchObject({ code: 6011 });
    expect(calls[1]?.url).toBe('/list');
    expect(deps.onError).toHaveBeenCalledWith('慢一点');
  });
});
