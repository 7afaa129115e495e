import { describe, expect, it, vi } from 'vitest';
import { Code } from '@qilin/contract';
import { createApiClient, type ClientDeps } from './create-client.ts';

/** A reply the fake server gives: an envelope, a non-envelope HTTP answer, or no answer at all (thrown). */
type Reply = { status?: number; body: unknown } | Error;

function setup(replies: Reply[], overrides: Partial<ClientDeps> = {}) {
  const sent: { body: unknown; headers: Record<string, string> }[] = [];
  const waits: number[] = [];
  const deps: ClientDeps = {
    fetch: (async (_url: string, init?: RequestInit) => {
      sent.push({ body: init?.body, headers: init?.headers as Record<string, string> });
      const r = replies.shift();
      if (!r) throw new Error('no reply queued');
      if (r instanceof Error) throw r;
      return new Response(JSON.stringify(r.body), { status: r.status ?? 200 });
    }) as unknown as typeof fetch,
    headers: () => ({}),
    requestId: () => `rid-${sent.length}`,
    now: () => 0,
    timeoutMs: 30_000,
    onLoginExpired: vi.fn(),
    onBindRealName: vi.fn(),
    onAccessBlocked: vi.fn(),
    onError: vi.fn(),
    text: (k) => (k === 'timeout' ? 'TIMEOUT' : '网络连接失败'),
    sleep: async (ms) => void waits.push(ms),
    ...overrides,
  };
  return { client: createApiClient(deps), deps, sent, waits };
}

const lost = () => new TypeError('Failed to fetch');
const ok = (data: unknown) => ({ body: { status_code: Code.Success, data, message: '' } });
const key = { idempotencyKey: 'k123456789' };

describe('a keyed money call whose answer was lost is sent again before it is reported (DESIGN §5)', () => {
  it('sends the same key and body again after 0.5 s and 1.5 s, and the answer that comes is the result', async () => {
    const { client, deps, sent, waits } = setup([lost(), lost(), ok({ balance: '90.00' })]);
    await expect(client.apiPost('/transfer', { amount: '10' }, key)).resolves.toEqual({ balance: '90.00' });
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((s) => s.body))).toEqual(new Set(['{"amount":"10"}']));
    expect(sent.map((s) => s.headers['idempotency-key'])).toEqual(Array(3).fill('k123456789'));
    expect(waits).toEqual([500, 1_500]);
    expect(deps.onError).not.toHaveBeenCalled();
  });

  it('reports 网络连接失败 once when no send is answered', async () => {
    const { client, deps, sent } = setup([lost(), lost(), lost()]);
    await expect(client.apiPostResult('/transfer', { amount: '10' }, key)).rejects.toMatchObject({
      kind: 'network',
    });
    expect(sent).toHaveLength(3);
    expect(deps.onError).toHaveBeenCalledTimes(1);
    expect(deps.onError).toHaveBeenCalledWith('网络连接失败');
  });

  it('a key carried in the body (placeBet ticket_id) counts as a key', async () => {
    const { client, sent } = setup([lost(), ok({ ticket_id: 't1' })]);
    await expect(client.apiPost('/bet', { ticket_id: 't1' }, { bodyKey: 't1' })).resolves.toEqual({
      ticket_id: 't1',
    });
    expect(sent).toHaveLength(2);
    expect(sent[1]?.headers['idempotency-key']).toBeUndefined();
  });

  it('never sends a call without a key again', async () => {
    const { client, deps, sent } = setup([lost()]);
    await expect(client.apiPost('/x', { a: 1 })).rejects.toMatchObject({ kind: 'network' });
    expect(sent).toHaveLength(1);
    expect(deps.onError).toHaveBeenCalledWith('网络连接失败');
  });

  it('an answer is an answer: an HTTP error page or a refusal is not sent again', async () => {
    const { client, sent } = setup([
      { status: 502, body: '<html>' },
      { body: { status_code: Code.FrequentSubmission, data: null, message: '慢一点' } },
    ]);
    await expect(client.apiPost('/transfer', {}, key)).rejects.toMatchObject({ kind: 'http' });
    await expect(client.apiPost('/transfer', {}, key)).rejects.toMatchObject({ code: 6011 });
    expect(sent).toHaveLength(2);
  });
});

describe('the server is reachable again', () => {
  it('is told once, by the first call our server answers after calls that got no answer', async () => {
    const onReachable = vi.fn();
    const { client } = setup([ok(1), lost(), { status: 502, body: '<html>' }, ok(2), ok(3)], {
      onReachable,
    });
    await client.apiPost('/a');
    expect(onReachable).not.toHaveBeenCalled();
    await client.apiPost('/b').catch(() => undefined);
    await client.apiPost('/c').catch(() => undefined); // a proxy's page: not our server yet
    expect(onReachable).not.toHaveBeenCalled();
    await client.apiPost('/d');
    await client.apiPost('/e');
    expect(onReachable).toHaveBeenCalledTimes(1);
  });
});
