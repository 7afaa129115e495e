import { useState } from 'react';
import { retrySameKeyCodes } from '@qilin/contract';
import { isApiError } from './api-error.ts';

/**
 * DESIGN §5: every money-moving call carries an `idempotency-key` (8-80 of [A-Za-z0-9_-], the contract's
 * IdempotencyKeySchema). One key per user action; the same key again when that action is retried after
 * its outcome stayed unknown, so a transfer whose answer was lost in the network is applied once.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID().replaceAll('-', '');
  }
  // Old browsers / plain-http contexts without randomUUID: 128 random bits from getRandomValues.
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether a failed call may have reached the server without settling: no business answer came back
 * (network error, timeout, a proxy's non-envelope reply), or one of the contract's `retrySameKeyCodes`. Only
 * then is the same key reused; any other business answer (a refusal) settles the action, and the next
 * press is a new action with a new key.
 */
export function outcomeUnknown(err: unknown): boolean {
  return (
    isApiError(err) &&
    (err.kind !== 'business' || (retrySameKeyCodes as readonly number[]).includes(err.code))
  );
}

/** A stable text of a request body, so `{a, b}` and `{b, a}` count as the same action. */
function fingerprint(body: unknown): string {
  return JSON.stringify(body, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
}

export interface IdempotentAction {
  /**
   * Runs `call` with an idempotency key: the previous attempt's key when that attempt ended with an
   * unknown outcome and `body` is the same (a retry of the same action); a fresh key otherwise.
   */
  run<T>(body: unknown, call: (key: string) => Promise<T>): Promise<T>;
  /** Forget the pending key (e.g. the dialog was closed: the next open is a new action). */
  reset(): void;
}

export function createIdempotentAction(newKey: () => string = newIdempotencyKey): IdempotentAction {
  // The key and body of an attempt whose outcome is unknown; null once the server has answered.
  let pending: { key: string; body: string } | null = null;
  return {
    async run<T>(body: unknown, call: (key: string) => Promise<T>): Promise<T> {
      const text = fingerprint(body);
      const key = pending && pending.body === text ? pending.key : newKey();
      pending = { key, body: text };
      try {
        const result = await call(key);
        pending = null;
        return result;
      } catch (err) {
        if (!outcomeUnknown(err)) pending = null;
        throw err;
      }
    },
    reset() {
      pending = null;
    },
  };
}

/** One IdempotentAction per component instance (a form or dialog is one kind of user action). */
export function useIdempotentAction(): IdempotentAction {
  const [action] = useState(() => createIdempotentAction());
  return action;
}
