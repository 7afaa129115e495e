import { z } from 'zod';

/**
 * Fault injection for the demo provider (tests and demos only; the control endpoint is absent in
 * production):
 * - ok: answer normally;
 * - fail: refuse with a business error (nothing applied, the order is recorded as failed);
 * - unknown: apply, then answer HTTP 504 — the merchant cannot tell, the money moved ("succeeding late");
 * - unknown-not-applied: answer HTTP 504 without applying anything.
 * `latencyMs` is waited before the call is handled, so a latency beyond the merchant's timeout makes an
 * `ok` call apply after the merchant gave up.
 */
export const ProviderModeSchema = z.enum(['ok', 'fail', 'unknown', 'unknown-not-applied']);
export type ProviderMode = z.infer<typeof ProviderModeSchema>;

export const ProviderOpSchema = z.enum(['create', 'balance', 'in', 'out', 'query']);
export type ProviderOp = z.infer<typeof ProviderOpSchema>;

const OverrideSchema = z.object({
  /** Which calls it applies to; every call when absent. */
  op: ProviderOpSchema.optional(),
  account: z.string().max(64).optional(),
  orderId: z.string().max(64).optional(),
  mode: ProviderModeSchema.default('ok'),
  latencyMs: z.number().int().min(0).max(60_000).default(0),
  /** How many matching calls it applies to; then it is gone. */
  times: z.number().int().min(1).max(1_000).default(1),
});
export type ProviderOverride = z.infer<typeof OverrideSchema>;

export const ControlRequestSchema = z.object({
  mode: ProviderModeSchema.optional(),
  latencyMs: z.number().int().min(0).max(60_000).optional(),
  /** Appended to the queue of per-call overrides (first match wins). */
  overrides: z.array(OverrideSchema).max(100).optional(),
  /** Back to mode ok, no latency, no overrides. Applied before the other fields. */
  reset: z.boolean().optional(),
});
export type ControlRequest = z.input<typeof ControlRequestSchema>;

export interface CallTarget {
  op: ProviderOp;
  account?: string;
  orderId?: string;
}

export const createSwitches = () => {
  let mode: ProviderMode = 'ok';
  let latencyMs = 0;
  let overrides: ProviderOverride[] = [];

  const state = () => ({ mode, latencyMs, overrides: overrides.map((o) => ({ ...o })) });

  return {
    state,
    apply(request: z.infer<typeof ControlRequestSchema>) {
      if (request.reset) {
        mode = 'ok';
        latencyMs = 0;
        overrides = [];
      }
      if (request.mode) mode = request.mode;
      if (request.latencyMs !== undefined) latencyMs = request.latencyMs;
      if (request.overrides) overrides = [...overrides, ...request.overrides];
      return state();
    },
    /** The behaviour for one call; a matching override is used up. */
    take(target: CallTarget): { mode: ProviderMode; latencyMs: number } {
      const index = overrides.findIndex(
        (o) =>
          (o.op === undefined || o.op === target.op) &&
          (o.account === undefined || o.account === target.account) &&
          (o.orderId === undefined || o.orderId === target.orderId),
      );
      const hit = overrides[index];
      if (!hit) return { mode, latencyMs };
      hit.times -= 1;
      if (hit.times <= 0) overrides.splice(index, 1);
      return { mode: hit.mode, latencyMs: hit.latencyMs };
    },
  };
};

export type Switches = ReturnType<typeof createSwitches>;
