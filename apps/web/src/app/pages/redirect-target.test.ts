import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target.ts';

describe('redirectTarget', () => {
  it('goes to the encoded in-site path and keeps the query', () => {
    expect(redirectTarget(encodeURIComponent('/mine/userinfo'), '?tab=2')).toBe('/mine/userinfo?tab=2');
    expect(redirectTarget('mine', '')).toBe('/mine');
  });

  it.each(['//evil.example', 'https://evil.example', '/javascript:alert(1)', '/\\evil', '%E0%A4%A'])(
    'sends %s home instead of leaving the site',
    (p) => {
      expect(redirectTarget(p, '')).toBe('/');
    },
  );

  it('does not redirect to itself', () => {
    expect(redirectTarget(encodeURIComponent('/redirect/x'), '')).toBe('/');
  });
});
