import { describe, expect, it } from 'vitest';
import { AddFeedbackRequestSchema, FeedbackMessage, validateFeedback } from './feedback.ts';

describe('validateFeedback (the form and the server refuse the same things)', () => {
  const ok = { type: 1, content: '充值未到账，请处理', images: [] as string[] };

  it('accepts a typed text of 5 to 500 characters with up to 4 images', () => {
    expect(validateFeedback(ok)).toBe('');
    expect(validateFeedback({ ...ok, content: '五个字够了' })).toBe('');
    expect(validateFeedback({ ...ok, content: '字'.repeat(500), images: ['a', 'b', 'c', 'd'] })).toBe('');
  });

  it('names what is wrong', () => {
    expect(validateFeedback({ ...ok, type: 0 })).toBe(FeedbackMessage.typeRequired);
    expect(validateFeedback({ ...ok, type: null })).toBe(FeedbackMessage.typeRequired);
    expect(validateFeedback({ ...ok, content: ' \n ' })).toBe(FeedbackMessage.textRequired);
    expect(validateFeedback({ ...ok, content: '四个字啊' })).toBe(FeedbackMessage.textTooShort);
    expect(validateFeedback({ ...ok, content: '字'.repeat(501) })).toBe(FeedbackMessage.textTooLong);
    expect(validateFeedback({ ...ok, images: ['a', 'b', 'c', 'd', 'e'] })).toBe(
      FeedbackMessage.tooManyImages,
    );
  });

  it('counts an emoji as one character, as the player sees it', () => {
    expect(validateFeedback({ ...ok, content: '😀'.repeat(500) })).toBe('');
  });
});

describe('AddFeedbackRequestSchema', () => {
  it('takes a bet or deposit reference or none, nothing else', () => {
    const base = { type: 3, content: '注单结算有误' };
    expect(AddFeedbackRequestSchema.safeParse({ ...base, relatedRef: 'bet:abc12345' }).success).toBe(true);
    expect(AddFeedbackRequestSchema.safeParse({ ...base, relatedRef: 'deposit:D0001' }).success).toBe(true);
    expect(AddFeedbackRequestSchema.safeParse({ ...base, relatedRef: '' }).success).toBe(true);
    expect(AddFeedbackRequestSchema.safeParse({ ...base, relatedRef: 'withdraw:W1' }).success).toBe(false);
    expect(AddFeedbackRequestSchema.safeParse(base).data?.images).toEqual([]);
  });
});
