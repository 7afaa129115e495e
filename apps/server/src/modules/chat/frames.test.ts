import { describe, expect, it } from 'vitest';
import { maskUsername } from './frames.ts';

describe('maskUsername', () => {
  it('keeps two characters at each end of a long name and hides the middle', () => {
    expect(maskUsername('player88')).toBe('pl***88');
  });
  it('keeps one character at each end of a short name', () => {
    expect(maskUsername('abcd')).toBe('a***d');
    expect(maskUsername('abcde')).toBe('a***e');
  });
  it('shows only the first character of a name of three or fewer', () => {
    expect(maskUsername('abc')).toBe('a**');
  });
});
