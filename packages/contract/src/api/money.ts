import { z } from 'zod';
import { MoneyLimits } from '../rules/money.ts';
import { RuleMessage } from '../rules/messages.ts';

/**
 * A request amount: a decimal yuan string (SPEC §3: the transfer amount is a string). The shape is checked
 * by the services with `validateAmount` so the player sees SPEC §5's own message, not a generic 6007;
 * the schema only bounds the length so nothing huge reaches a service. What it refuses is too long by
 * SPEC §5's rule as well, so it answers in that rule's words.
 */
export const AmountSchema = z.string().max(MoneyLimits.amountMaxLength + 8, RuleMessage.amountTooLong);

/** A response amount: canonical yuan with two decimals, e.g. '1234.50' (display drops a trailing .00). */
export const YuanSchema = z.string().regex(/^-?\d+\.\d{2}$/);

/** Timestamps on the wire: ISO 8601 UTC. */
export const IsoTimeSchema = z.string();

/**
 * A time a caller sends: ISO 8601 with its offset, in the years 1970 to 9999. JavaScript reads year 0000,
 * which PostgreSQL refuses (it has no year 0), and a time before 1970 in a query or a fixture is a typo.
 */
export const IsoInstantInputSchema = z.iso.datetime({ offset: true }).refine((value) => {
  const year = new Date(value).getUTCFullYear();
  return year >= 1970 && year <= 9999;
}, 'must be a time between the years 1970 and 9999');

/**
 * A Unix time in milliseconds a caller sends as a bound, up to the last millisecond of the year 9999: past
 * it (a JavaScript Date ends at 8.64e15) no date holds it, and the query failed with 6005.
 */
export const UnixMillisInputSchema = z
  .number()
  .int()
  .min(0)
  .max(Date.UTC(9999, 11, 31, 23, 59, 59, 999));

/** The header every money-moving call carries (DESIGN §5); the SPA sends one per user action. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IdempotencyKeySchema = z
  .string()
  .min(8)
  .max(80)
  .regex(/^[A-Za-z0-9_-]+$/);
