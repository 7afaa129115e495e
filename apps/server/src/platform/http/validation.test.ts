import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AmountSchema, Code } from '@qilin/contract';
import { AppError } from './errors.ts';
import { parseBody } from './validation.ts';

/** The refusal parseBody answers for a body, as the caller would read it. */
const refusal = (schema: z.ZodType, body: unknown) => {
  try {
    parseBody(schema, body);
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('the body was accepted');
};

describe('parseBody', () => {
  it('answers an amount too long for any money call in SPEC §5 words, not the schema cap', () => {
    expect(refusal(z.object({ amount: AmountSchema }), { amount: '1'.repeat(21) })).toEqual({
      code: Code.InvalidParameter,
      message: '金额最多12个字符',
    });
  });

  it('says what each kind of limit limits', () => {
    const schema = z.object({
      category: z.number().int().min(1).max(8).optional(),
      name: z.string().min(2).max(4).optional(),
      ids: z.array(z.string()).max(2).optional(),
    });
    expect(refusal(schema, { category: 9 }).message).toBe('请求参数错误：category must be at most 8');
    expect(refusal(schema, { category: 0 }).message).toBe('请求参数错误：category must be at least 1');
    expect(refusal(schema, { name: 'abcde' }).message).toBe(
      '请求参数错误：name is too long (max 4 characters)',
    );
    expect(refusal(schema, { name: 'a' }).message).toBe('请求参数错误：name is too short (min 2 characters)');
    expect(refusal(schema, { ids: ['a', 'b', 'c'] }).message).toBe(
      '请求参数错误：ids has too many items (max 2)',
    );
  });

  it('hands back the parsed body when it is valid', () => {
    expect(parseBody(z.object({ amount: AmountSchema }), { amount: '12.50' })).toEqual({ amount: '12.50' });
  });
});
