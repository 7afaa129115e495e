import { createHmac } from 'node:crypto';
import { z } from 'zod';
import type { Secrets } from '../../../platform/config/secrets.ts';
import { hmac, safeEqual } from '../../../platform/security/tokens.ts';

/**
 * The demo gateway's callback protocol, as a PSP would publish it. Both sides know this file: the gateway
 * signs with it, the merchant (payments/callback-service.ts) verifies with it.
 *
 * Body (JSON, every value a string): orderNo, amount (integer fen), status (SUCCESS | CANCELLED), tradeNo,
 * timestamp (Unix milliseconds), nonce (32 lowercase hex), sign.
 * String to sign: the six fields as `key=value`, keys in ASCII order, joined by '&', no URL-encoding:
 *   amount=10000&nonce=<nonce>&orderNo=<orderNo>&status=SUCCESS&timestamp=<ms>&tradeNo=<tradeNo>
 * sign = lowercase hex HMAC-SHA256(merchant key, string to sign). The value formats below exclude '&' and
 * '=', so no two different bodies share a string to sign.
 */
export const CALLBACK_STATUSES = ['SUCCESS', 'CANCELLED'] as const;
export type CallbackStatus = (typeof CALLBACK_STATUSES)[number];

export interface CallbackFields {
  orderNo: string;
  amount: string;
  status: CallbackStatus;
  tradeNo: string;
  timestamp: string;
  nonce: string;
}
export type SignedCallback = CallbackFields & { sign: string };

/** What the merchant's route accepts before checking anything: bounded strings, so a bad callback is logged. */
export const CallbackBodySchema = z.object({
  orderNo: z.string().max(64),
  amount: z.string().max(32),
  status: z.string().max(16),
  tradeNo: z.string().max(64),
  timestamp: z.string().max(20),
  nonce: z.string().max(64),
  sign: z.string().max(128),
});
export type CallbackBody = z.infer<typeof CallbackBodySchema>;

/** The exact formats of a well-formed callback. */
export const WellFormedCallbackSchema = z.object({
  orderNo: z.string().regex(/^[A-Za-z0-9]{6,40}$/),
  amount: z.string().regex(/^[1-9]\d{0,14}$/),
  status: z.enum(CALLBACK_STATUSES),
  tradeNo: z.string().regex(/^[A-Za-z0-9]{6,40}$/),
  timestamp: z.string().regex(/^\d{10,16}$/),
  nonce: z.string().regex(/^[a-f0-9]{32}$/),
  sign: z.string().regex(/^[a-f0-9]{64}$/),
});

/** How far a callback's timestamp may be from the merchant's clock; nonces are kept well beyond this. */
export const CALLBACK_WINDOW_MS = 5 * 60_000;

/**
 * The merchant key the gateway and the merchant share. A real PSP issues one per merchant; the demo derives
 * it from the server's token secret, which is stable across restarts (DATA_DIR/secrets.json or
 * TOKEN_SECRET) and shared by every instance.
 */
export const merchantKey = (secrets: Secrets): string =>
  hmac(secrets.tokenSecret, 'demo-pay:merchant-key:v1');

export const stringToSign = (f: CallbackFields): string =>
  `amount=${f.amount}&nonce=${f.nonce}&orderNo=${f.orderNo}&status=${f.status}&timestamp=${f.timestamp}&tradeNo=${f.tradeNo}`;

export const signCallback = (key: string, fields: CallbackFields): SignedCallback => ({
  ...fields,
  sign: createHmac('sha256', key).update(stringToSign(fields)).digest('hex'),
});

export const verifyCallbackSign = (key: string, body: SignedCallback): boolean =>
  safeEqual(createHmac('sha256', key).update(stringToSign(body)).digest('hex'), body.sign);

/**
 * The per-order secret in the pay link (`?t=`): only whoever holds the link the merchant handed out can pay
 * or cancel that order on the gateway page. Derived, so asking for the same order's link twice agrees.
 */
export const pageToken = (secrets: Secrets, orderNo: string): string =>
  hmac(hmac(secrets.tokenSecret, 'demo-pay:page:v1'), orderNo).slice(0, 32);
