import { sql } from 'drizzle-orm';
import { Code, IdempotencyKeySchema, retrySameKeyCodes, type ResponseCode } from '@qilin/contract';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import { sha256 } from '../../platform/security/tokens.ts';
import { queryRows, toArray } from '../../platform/db/raw-sql.ts';
import { createStatementBatcher } from '../../platform/db/statement-batcher.ts';

/** How long a duplicate waits for the first request to finish before answering "please wait". */
const WAIT_MS = 10_000;
const POLL_MS = 40;
/** A key still pending after this long belongs to a request that died (a crash): a retry takes it over. */
const LEASE_MS = 15_000;

/** `first`: nothing has run under the key before; `again`: an earlier attempt ran and may have left work. */
export type Attempt = 'first' | 'again';
type Claim = Attempt | null;

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

  const read = async (scope: string, key: string) => {
    const [row] = await queryRows<{
      request_hash: string;
      status: string;
      response: unknown;
      updated_at: Date | string;
    }>(
      deps.db,
      sql`SELECT request_hash, status, response, updated_at FROM idempotency_keys
          WHERE scope = ${scope} AND key = ${key}`,
    );
    return row
      ? {
          requestHash: row.request_hash,
          status: row.status,
          response: (typeof row.response === 'string' ? JSON.parse(row.response) : row.response) as Stored,
          updatedAt: new Date(row.updated_at),
        }
      : undefined;
  };

  /**
   * Every money-moving request claims a key and later stores its answer: two statements per request,
   * each group-committed with the other requests' (statement-batcher.ts). Two claims of one key in one
   * batch: the first wins, the other finds the key taken like any later duplicate. A claim answers
   * `first` when the key is new, so nothing has ever run under it (the caller may skip looking for the
   * work of an earlier attempt), `again` when it takes a released key, and null when the key is taken.
   */
  const claimBatch = createStatementBatcher<{ scope: string; key: string; hash: string }, Claim>(
    async (items) => {
      const at = deps.now().toISOString();
      const idOf = (k: { scope: string; key: string }) => `${k.scope}\u0000${k.key}`;
      const first = new Map<string, number>();
      items.forEach((item, i) => {
        if (!first.has(idOf(item))) first.set(idOf(item), i);
      });
      const unique = [...first.values()].map((i) => items[i]!);
      // A released key (its request failed unexpectedly) is taken again by the next claim, whatever its
      // body, as a new key would be. `xmax = 0` tells a row this statement inserted from one it updated.
      const won = new Map(
        (
          await queryRows<{ scope: string; key: string; inserted: boolean }>(
            deps.db,
            sql`INSERT INTO idempotency_keys AS k (scope, key, request_hash, status, created_at, updated_at)
                SELECT x.scope, x.key, x.hash, 'pending', ${at}::timestamptz, ${at}::timestamptz
                FROM unnest(${toArray(unique.map((u) => u.scope))}::text[], ${toArray(unique.map((u) => u.key))}::text[],
                  ${toArray(unique.map((u) => u.hash))}::text[]) AS x(scope, key, hash)
                ON CONFLICT (scope, key) DO UPDATE
                  SET request_hash = excluded.request_hash, status = 'pending', response = NULL,
                    updated_at = excluded.updated_at
                  WHERE k.status = 'released'
                RETURNING scope, key, (xmax = 0) AS inserted`,
          )
        ).map((row) => [idOf(row), row.inserted ? ('first' as const) : ('again' as const)]),
      );
      return items.map((item, i) => (first.get(idOf(item)) === i ? (won.get(idOf(item)) ?? null) : null));
    },
  );
  const claim = (scope: string, key: string, hash: string) => claimBatch({ scope, key, hash });

  /** Takes over a stale pending key; true when this caller won it. */
  const takeOver = async (scope: string, key: string, seen: Date) =>
    (
      await queryRows(
        deps.db,
        sql`UPDATE idempotency_keys SET updated_at = ${deps.now().toISOString()}::timestamptz
            WHERE scope = ${scope} AND key = ${key} AND status = 'pending'
              AND updated_at = ${seen.toISOString()}::timestamptz
            RETURNING key`,
      )
    ).length > 0;

  const finishBatch = createStatementBatcher<{ scope: string; key: string; stored: string }, void>(
    async (items) => {
      await deps.db.execute(
        sql`UPDATE idempotency_keys AS k
            SET status = 'done', response = x.response::jsonb, updated_at = ${deps.now().toISOString()}::timestamptz
            FROM unnest(${toArray(items.map((i) => i.scope))}::text[], ${toArray(items.map((i) => i.key))}::text[],
              ${toArray(items.map((i) => i.stored))}::text[]) AS x(scope, key, response)
            WHERE k.scope = x.scope AND k.key = x.key`,
      );
      return items.map(() => undefined);
    },
  );
  const finish = (scope: string, key: string, stored: Stored) =>
    finishBatch({ scope, key, stored: JSON.stringify(stored) });

  /**
   * Frees a key for its retry. The row stays, marked released, so the retry's claim knows an earlier
   * attempt ran (and may have left work to finish) and answers `again`.
   */
  const release = (scope: string, key: string) =>
    deps.db.execute(
      sql`UPDATE idempotency_keys SET status = 'released', updated_at = ${deps.now().toISOString()}::timestamptz
          WHERE scope = ${scope} AND key = ${key}`,
    );

  const execute = async <T>(
    scope: string,
    key: string,
    fn: (attempt: Attempt) => Promise<T>,
    attempt: Attempt,
  ): Promise<T> => {
    try {
      const data = await fn(attempt);
      await finish(scope, key, { ok: true, data });
      return data;
    } catch (error) {
      // A refusal is the request's answer and is replayed; anything unexpected, or an answer that asks for
      // a retry (busy, too frequent), frees the key for that retry.
      if (error instanceof AppError && !retrySameKeyCodes.includes(error.code)) {
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
    async run<T>(
      scope: string,
      key: string,
      request: unknown,
      /** Told whether anything ran under this key before (a venue transfer then looks for its order). */
      fn: (attempt: Attempt) => Promise<T>,
    ): Promise<T> {
      if (!IdempotencyKeySchema.safeParse(key).success) {
        throw new AppError(Code.InvalidParameter, '缺少或无效的 idempotency-key 请求头');
      }
      const hash = sha256(stableJson(request));
      const claimed = await claim(scope, key, hash);
      if (claimed) return execute(scope, key, fn, claimed);
      const started = Date.now();
      for (;;) {
        const row = await read(scope, key);
        if (!row || row.status === 'released') {
          const again = await claim(scope, key, hash);
          if (again) return execute(scope, key, fn, again);
          continue;
        }
        if (row.requestHash !== hash) {
          throw new AppError(Code.DataExists, '该请求编号已用于另一笔不同的请求，请刷新后重试');
        }
        if (row.status === 'done') return replay<T>(row.response);
        if (
          deps.now().getTime() - row.updatedAt.getTime() > LEASE_MS &&
          (await takeOver(scope, key, row.updatedAt))
        )
          return execute(scope, key, fn, 'again');
        if (Date.now() - started > WAIT_MS) throw new AppError(Code.FrequentSubmission);
        await sleep(POLL_MS);
      }
    },
  };
};

export type Idempotency = ReturnType<typeof createIdempotency>;
