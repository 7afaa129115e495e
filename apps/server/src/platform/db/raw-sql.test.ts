import { describe, expect, it } from 'vitest';
import { toArray } from './raw-sql.ts';

describe('toArray', () => {
  it('quotes strings, escapes quotes and backslashes, and writes NULL, numbers and booleans bare', () => {
    expect(toArray(['a"b', 'c\\d', null, 3, -4.5, true, 'x y', ''])).toBe(
      '{"a\\"b","c\\\\d",NULL,3,-4.5,true,"x y",""}',
    );
  });

  it('answers an empty array literal for no values', () => {
    expect(toArray([])).toBe('{}');
  });
});
