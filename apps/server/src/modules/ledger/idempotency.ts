import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { Code, IdempotencyKeySchema, type ResponseCode } from '@qilin/contract';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import { idempotencyKeys } from './schema.ts';

/** How long a duplicate waits for the first request to finish before answering "please wait". */
const WAIT_MS = 10_000;
const POLL_MS = 40;
/** A key still pending after this long belongs to a request that died (a crash): a retry takes it over. */
const LEASE_MS = 15_000;

type Stored = { ok: true; data: unknown } | { ok: false; code: ResponseCode; message: string; data: unknown };

const stableJson = (value: unknown): string =>
  JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );

const replay = <T>(stored: Stored): T => {
  if (stored.ok) return stored.data as T;
  throw new AppError(stored.code, stored.message, stored.data);
};

/**
 * DESIGN §5's idempotency keys. The same key with the same request answers the first result again (a
 * refusal included); the same key with another request is 6009; concurrent duplicates wait for the first
 * and get its answer. The operations run under a key are themselves idempotent by reference (ledger
 * postings, order numbers derived from the key), so a request that died half-way is safely finished by
 * its retry after the lease.
 */
export const createIdempotency = (deps: Deps) => {
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  const read = async (scope: string, key: string) =>
    (
      await deps.db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
        .limit(1)
    )[0];

  const claim = async (scope: string, key: string, hash: string) => {
    const at = deps.now();
    const inserted = await deps.db
      .insert(idempotencyKeys)
      .values({ scope, key, requestHash: hash, status: 'pending', createdAt: at, updatedAt: at })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    return inserted.length > 0;
  };

  /** Takes over a stale pending key; true when this caller won it. */
  const takeOver = async (scope: string, key: string, seen: Date) => {
    const won = await deps.db
      .update(idempotencyKeys)
      .set({ updatedAt: deps.now() })
      .where(
        and(
          eq(idempotencyKeys.scope, scope),
          eq(idempotencyKeys.key, key),
          eq(idempotencyKeys.status, 'pending'),
          sql`${idempotencyKeys.updatedAt} = ${seen.toISOString()}::timestamptz`,
        ),
      )
      .returning({ key: idempotencyKeys.key });
    return won.length > 0;
  };

  const finish = (scope: string, key: string, stored: Stored) =>
    deps.db
      .update(idempotencyKeys)
      .set({ status: 'done', response: stored, updatedAt: deps.now() })
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));

  const release = (scope: string, key: string) =>
    deps.db
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));

  const execute = async <T>(scope: string, key: string, fn: () => Promise<T>): Promise<T> => {
    try {
      const data = await fn();
      await finish(scope, key, { ok: true, data });
      return data;
    } catch (error) {
      // A refusal is the request's answer and is replayed; anything unexpected frees the key for a retry.
      if (
        error instanceof AppError &&
        error.code !== Code.ServerError &&
        error.code !== Code.FrequentSubmission
      ) {
        await finish(scope, key, { ok: false, code: error.code, message: error.message, data: error.data });
      } else {
        await release(scope, key);
      }
      throw error;
    }
  };

  return {
    /**
     * Runs `fn` once per (scope, key). `request` is what the key promises: the path and the parsed body.
     * A missing or malformed key is refused: money never moves on a request that cannot be retried safely.
     */
    async run<T>(scope: string, key: string, request: unknown, fn: () => Promise<T>): Promise<T> {
      if (!IdempotencyKeySchema.safeParse(key).success) {
        throw new AppError(Code.InvalidParameter, '缺少或无效的 idempotency-key 请求头');
      }
      const hash = createHash('sha256').update(stableJson(request)).digest('hex');
      if (await claim(scope, key, hash)) return execute(scope, key, fn);
      const started = Date.now();
      for (;;) {
        const row = await read(scope, key);
        if (!row) {
          if (await claim(scope, key, hash)) return execute(scope, key, fn);
          continue;
        }
        if (row.requestHash !== hash) {
          throw new AppError(Code.DataExists, '该请求编号已用于另一笔不同的请求，请刷新后重试');
        }
        if (row.status === 'done') return replay<T>(row.response as Stored);
        if (
          deps.now().getTime() - row.updatedAt.getTime() > LEASE_MS &&
          (await takeOver(scope, key, row.updatedAt))
        )
          return execute(scope, key, fn);
        if (Date.now() - started > WAIT_MS) throw new AppError(Code.FrequentSubmission);
        await sleep(POLL_MS);
      }
    },
  };
};

export type Idempotency = ReturnType<typeof createIdempotency>;
