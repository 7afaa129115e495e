import { z } from 'zod';

/** An md5 hex digest: SPEC §9 says passwords are md5-hashed by the client before sending. */
export const Md5Schema = z
  .string()
  .regex(/^[a-f0-9]{32}$/i, 'must be an md5 hex digest')
  .transform((v) => v.toLowerCase());

/** Free text fields: bounded, no control characters. */
export const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((v) => !hasControlCharacters(v), 'contains control characters');

/**
 * A required form field whose limits have SPEC §5 words: empty answers `required`, past `max` answers
 * `tooLong` (the field's format message). The server answers such a Chinese message as it is, like the
 * form would, instead of naming the field and the limit (platform/http/validation.ts).
 */
export const formText = (max: number, messages: { required: string; tooLong: string }) =>
  z
    .string()
    .min(1, { error: messages.required })
    .max(max, { error: messages.tooLong })
    .refine((v) => !hasControlCharacters(v), 'contains control characters');

/** C0 controls other than tab/newline/return, and DEL: never meaningful in a form field. */
export const hasControlCharacters = (v: string): boolean =>
  [...v].some((ch) => {
    const c = ch.codePointAt(0) ?? 0;
    return (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || c === 0x7f;
  });

/**
 * A calendar day, YYYY-MM-DD, that exists (2026-02-30 and 0000-00-00 do not). Years before 1900 are refused:
 * no record, match or birthday of the product lies there, and the databases store year 0 as "1 BC", which
 * is a different day from the one JavaScript means.
 */
export const CalendarDateSchema = z.iso
  .date({ error: 'must be a date YYYY-MM-DD' })
  .refine((v) => v >= '1900-01-01', { error: 'must be a date YYYY-MM-DD from 1900-01-01 on' });

/**
 * The body of every call that takes no parameters (SPEC §7 "no body", "empty body"): the SPA sends `{}`,
 * and an absent or null body reads as `{}` on the server. What it refuses with 6007 is a body that is not
 * an object (`[]`, `"x"`, `1`). Unknown keys are dropped, not refused, as every other request schema of
 * the contract does (plain `z.object`): one rule for the whole API, so a client that sends a field this
 * server does not know behaves the same on every call.
 */
export const EmptySchema = z.object({});
export type EmptyRequest = z.infer<typeof EmptySchema>;

export const PageRequestSchema = z.object({
  pageNum: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(10),
});
export type PageRequest = z.infer<typeof PageRequestSchema>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int(),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
  });
