import { z } from 'zod';
import type { ResponseCode } from './codes.ts';

/** SPEC §7 transport: every answer is `{ status_code, data, message }`, HTTP 200 for business errors. */
export interface Envelope<T> {
  status_code: ResponseCode;
  data: T;
  message: string;
}

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ status_code: z.number().int(), data, message: z.string() });
