import { describe, expect, it } from 'vitest';
import { Code, IdempotencyKeySchema } from '@qilin/contract';
import { ApiError } from './api-error.ts';
import { createIdempotentAction, newIdempotencyKey, outcomeUnknown } from './idempotency.ts';

const network = () => new ApiError(Code.BadGateway, 'network', null, 'network');
const timeout = () => new ApiError(Code.BadGateway, 'timeout', null, 'timeout');
const refused = () => new ApiError(Code.InvalidParameter, '余额不足');

function counterKeys() {
  let n = 0;
  return () => `key-${String(++n).padStart(4, '0')}`;
}

describe('idempotency keys (DESIGN §5: one per user action, reused on retry)', () => {
  it('makes keys the server accepts, different every time', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const k of keys) expect(IdempotencyKeySchema.safeParse(k).success).toBe(true);
  });

  it('reuses the key when the same action is retried after a network error or timeout', async () => {
    const action = createIdempotentAction(counterKeys());
    const seen: string[] = [];
    const body = { channelCode: 'demo', amount: '10', ty: 1 };
    await expect(action.run(body, async (k) => (seen.push(k), Promise.reject(network())))).rejects.toThrow();
    await expect(
      action.run(
        { ty: 1, amount: '10', channelCode: 'demo' },
        async (k) => (seen.push(k), Promise.reject(timeout())),
      ),
    ).rejects.toThrow();
    await action.run(body, async (k) => seen.push(k));
    expect(seen).toEqual(['key-0001', 'key-0001', 'key-0001']);
  });

  it('takes a new key once the server has answered, success or refusal', async () => {
    const action = createIdempotentAction(counterKeys());
    const seen: string[] = [];
    const body = { amount: '10' };
    await action.run(body, async (k) => seen.push(k));
    await action.run(body, async (k) => seen.push(k));
    await expect(action.run(body, async (k) => (seen.push(k), Promise.reject(refused())))).rejects.toThrow();
    await action.run(body, async (k) => seen.push(k));
    expect(seen).toEqual(['key-0001', 'key-0002', 'key-0003', 'key-0004']);
  });

  it('treats a changed body as a new action even after a network error', async () => {
    const action = createIdempotentAction(counterKeys());
    const seen: string[] = [];
    await expect(
      action.run({ amount: '10' }, async (k) => (seen.push(k), Promise.reject(network()))),
    ).rejects.toThrow();
    await action.run({ amount: '20' }, async (k) => seen.push(k));
    expect(seen).toEqual(['key-0001', 'key-0002']);
  });

  it('forgets the pending key on reset (the dialog was closed)', async () => {
    const action = createIdempotentAction(counterKeys());
    const seen: string[] = [];
    await expect(
      action.run({ a: 1 }, async (k) => (seen.push(k), Promise.reject(network()))),
    ).rejects.toThrow();
    action.reset();
    await action.run({ a: 1 }, async (k) => seen.push(k));
    expect(seen).toEqual(['key-0001', 'key-0002']);
  });

  it('counts only answers without a business code as unknown outcomes', () => {
    expect(outcomeUnknown(network())).toBe(true);
    expect(outcomeUnknown(new ApiError(Code.BadGateway, 'x', null, 'http'))).toBe(true);
    expect(outcomeUnknown(refused())).toBe(false);
    expect(outcomeUnknown(new Error('x'))).toBe(false);
  });

  it('keeps the key when the server says the first attempt is still running or asks for a retry', () => {
    for (const code of [Code.FrequentSubmission, Code.SystemBusy, Code.ServerError])
      expect(outcomeUnknown(new ApiError(code, 'x'))).toBe(true);
  });
});
