import { Code, codeMessages } from '@qilin/contract';
import type { z } from 'zod';
import { AppError } from './errors.ts';

/**
 * Parses a body with its contract schema. A bad body answers 6007 naming the first offending field,
 * in words a player or integrator can act on; nothing unvalidated reaches a service.
 */
export const parseBody = <S extends z.ZodType>(schema: S, body: unknown): z.infer<S> => {
  const input = body ?? {};
  // Asking zod for the offending input doubles the cost of every parse, failures or not (measured 2.8 vs 1.2
  // µs on the placeBet body): the hot path parses plainly, and only a refused body is parsed again for it.
  const plain = schema.safeParse(input);
  if (plain.success) return plain.data;
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  // A limit the contract words for players (SPEC §5 messages, see formText) is answered in those words.
  if (issue && /[\u4e00-\u9fff]/.test(issue.message)) {
    throw new AppError(Code.InvalidParameter, issue.message, { field: issue.path.join('.') });
  }
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : 'body';
  const reason = issue ? describeIssue(issue) : 'is invalid';
  throw new AppError(Code.InvalidParameter, `${codeMessages[Code.InvalidParameter]}：${field} ${reason}`, {
    field,
  });
};

const describeIssue = (issue: z.core.$ZodIssue): string => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'is required' : `must be ${issue.expected}`;
    // A number over its bound is not "too long": each kind of value says what its limit limits.
    case 'too_big':
      return issue.origin === 'string'
        ? `is too long (max ${String(issue.maximum)} characters)`
        : issue.origin === 'array' || issue.origin === 'set'
          ? `has too many items (max ${String(issue.maximum)})`
          : `must be at most ${String(issue.maximum)}`;
    case 'too_small':
      return issue.origin === 'string'
        ? `is too short (min ${String(issue.minimum)} characters)`
        : issue.origin === 'array' || issue.origin === 'set'
          ? `has too few items (min ${String(issue.minimum)})`
          : `must be at least ${String(issue.minimum)}`;
    case 'unrecognized_keys':
      return `has unknown keys ${issue.keys.join(', ')}`;
    default:
      return issue.message;
  }
};
