import { describe, expect, it } from 'vitest';
import { createVenueTokens } from './venue-tokens.ts';

describe('venue sessions', () => {
  const tokens = createVenueTokens('secret-a');
  const now = new Date('2026-01-01T00:00:00Z');
  const session = { memberId: 7, siteId: 's1', venue: 'crty', expiresAt: new Date(now.getTime() + 1000) };

  it('verifies its own token until it expires', () => {
    const token = tokens.issue(session);
    expect(tokens.verify(token, now)).toEqual(session);
    expect(tokens.verify(token, new Date(now.getTime() + 1000))).toBeNull();
  });

  it('refuses forged or tampered tokens', () => {
    const token = tokens.issue(session);
    expect(createVenueTokens('secret-b').verify(token, now)).toBeNull();
    const [v, , mac] = token.split('.');
    const other = Buffer.from(
      JSON.stringify({ m: 8, s: 's1', v: 'crty', e: session.expiresAt.getTime() }),
    ).toString('base64url');
    expect(tokens.verify(`${v}.${other}.${mac}`, now)).toBeNull();
    expect(tokens.verify('garbage', now)).toBeNull();
  });

  it('refuses a token it verified before once it expires, and a tampered copy of it', () => {
    const token = tokens.issue(session);
    expect(tokens.verify(token, now)).toEqual(session);
    expect(tokens.verify(token, now)).toEqual(session);
    expect(tokens.verify(`${token}x`, now)).toBeNull();
    expect(tokens.verify(token, new Date(now.getTime() + 1000))).toBeNull();
  });
});
