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

/** The header every money-moving call carries (DESIGN §5); the SPA sends one per user action. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IdempotencyKeySchema = z
  .string()
  .min(8)
  .max(80)
  .regex(/^[A-Za-z0-9_-]+$/);
