import { createHmac, timingSafeEqual } from 'node:crypto';

/** A venue session lives 12 hours (issue 4 §3): long enough for an evening on the sport page. */
export const VENUE_SESSION_MS = 12 * 60 * 60 * 1000;

export interface VenueSession {
  memberId: number;
  siteId: string;
  venue: string;
  expiresAt: Date;
}

const b64 = (s: string) => Buffer.from(s).toString('base64url');

/** Tokens remembered as verified at most; the oldest goes first. */
const MAX_VERIFIED = 20_000;

/**
 * Stateless venue sessions: `v1.<payload>.<hmac>` signed with the server's token secret under its own
 * purpose label, so a login token can never pass for a venue session (or the reverse).
 */
export const createVenueTokens = (secret: string) => {
  const sign = (payload: string) =>
    createHmac('sha256', secret).update(`venue-session:${payload}`).digest('base64url');
  /**
   * Tokens whose signature checked out, with their session: the sport page sends the same token with every
   * call, and its HMAC was ~5 % of the server's CPU per bet (profiled). Only a token that verified is kept,
   * so a forged one pays the check each time; expiry is still checked on every call.
   */
  const verified = new Map<string, VenueSession>();

  return {
    issue(session: VenueSession): string {
      const payload = b64(
        JSON.stringify({
          m: session.memberId,
          s: session.siteId,
          v: session.venue,
          e: session.expiresAt.getTime(),
        }),
      );
      return `v1.${payload}.${sign(payload)}`;
    },

    /** The session behind a token, or null when it is malformed, forged or expired. */
    verify(token: string, now: Date): VenueSession | null {
      const known = verified.get(token);
      if (known) return known.expiresAt.getTime() <= now.getTime() ? null : { ...known };
      const parts = token.split('.');
      if (parts.length !== 3 || parts[0] !== 'v1') return null;
      const [, payload, mac] = parts as [string, string, string];
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(mac);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      try {
        const p = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
          m: unknown;
          s: unknown;
          v: unknown;
          e: unknown;
        };
        if (
          typeof p.m !== 'number' ||
          typeof p.s !== 'string' ||
          typeof p.v !== 'string' ||
          typeof p.e !== 'number'
        )
          return null;
        if (p.e <= now.getTime()) return null;
        const session = { memberId: p.m, siteId: p.s, venue: p.v, expiresAt: new Date(p.e) };
        if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value!);
        verified.set(token, session);
        return { ...session };
      } catch {
        return null;
      }
    },
  };
};

export type VenueTokens = ReturnType<typeof createVenueTokens>;
