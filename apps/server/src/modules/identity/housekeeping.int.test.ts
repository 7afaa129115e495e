import { randomBytes } from 'node:crypto';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { inArray } from 'drizzle-orm';
import { Code, UserPath } from '@qilin/contract';
import { forEachDatabase } from '../../../test/harness.ts';
import { memberIdOf } from '../ledger/test-support.ts';
import {
  IDENTITY_PURGE_PASS_MS,
  IdentityRetention,
  purgeIdentityRows,
  startIdentityHousekeeping,
} from './housekeeping.ts';
import {
  captchas,
  loginChallenges,
  loginEvents,
  loginTickets,
  memberSessions,
  verificationCodes,
} from './schema.ts';
import { registerAndLogin, type Account } from './test-support.ts';

const DAY = 86_400_000;
const hex = () => randomBytes(8).toString('hex');

forEachDatabase('identity housekeeping', (server) => {
  let account: Account;
  let memberId: number;
  beforeAll(async () => {
    account = await registerAndLogin(server());
    memberId = await memberIdOf(server(), account.name);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const db = () => server().deps.db;
  const ago = (ms: number) => new Date(server().deps.now().getTime() - ms);

  /** One row per table just past its keeping and one just inside it; answers the ids of each. */
  const seed = async () => {
    const events = await db()
      .insert(loginEvents)
      .values(
        [
          IdentityRetention.loginEventsMs + DAY,
          IdentityRetention.loginEventsMs + DAY,
          IdentityRetention.loginEventsMs - 3 * DAY,
        ].map((age) => ({
          siteId: server().deps.config.siteId,
          memberId,
          nameLower: account.name,
          ipIndex: hex(),
          deviceIndex: hex(),
          success: true,
          at: ago(age),
        })),
      )
      .returning({ id: loginEvents.id });
    const ended = IdentityRetention.endedSessionsMs;
    const sessions = await db()
      .insert(memberSessions)
      .values([
        // Expired a month ago; revoked a month ago while it would still have run; expired last week.
        { memberId, tokenHash: hex(), createdAt: ago(ended + 8 * DAY), expiresAt: ago(ended + DAY) },
        {
          memberId,
          tokenHash: hex(),
          createdAt: ago(ended + 2 * DAY),
          expiresAt: ago(-DAY),
          revokedAt: ago(ended + DAY),
        },
        { memberId, tokenHash: hex(), createdAt: ago(14 * DAY), expiresAt: ago(7 * DAY) },
      ])
      .returning({ id: memberSessions.id });
    const expiredAges = [IdentityRetention.expiredMs + 3_600_000, IdentityRetention.expiredMs - 3_600_000];
    const codes = await db()
      .insert(verificationCodes)
      .values(
        expiredAges.map((age) => ({
          siteId: server().deps.config.siteId,
          purpose: 1,
          targetIndex: hex(),
          codeHash: hex(),
          createdAt: ago(age + 300_000),
          expiresAt: ago(age),
        })),
      )
      .returning({ id: verificationCodes.id });
    const challenges = await db()
      .insert(loginChallenges)
      .values(
        expiredAges.map((age) => ({
          memberId,
          deviceIndex: hex(),
          riskCode: 6025,
          createdAt: ago(age + 600_000),
          expiresAt: ago(age),
        })),
      )
      .returning({ id: loginChallenges.id });
    const tickets = await db()
      .insert(loginTickets)
      .values(
        expiredAges.map((age) => ({ ticketHash: hex(), memberId, deviceIndex: hex(), expiresAt: ago(age) })),
      )
      .returning({ id: loginTickets.ticketHash });
    const pictures = await db()
      .insert(captchas)
      .values(
        expiredAges.map((age) => ({
          id: hex(),
          kind: 'picture',
          answer: 'abcd',
          createdAt: ago(age + 120_000),
          expiresAt: ago(age),
        })),
      )
      .returning({ id: captchas.id });
    return {
      events: events.map((r) => r.id),
      sessions: sessions.map((r) => r.id),
      codes: codes.map((r) => r.id),
      challenges: challenges.map((r) => r.id),
      tickets: tickets.map((r) => r.id),
      pictures: pictures.map((r) => r.id),
    };
  };

  /** Which of the seeded rows are still there, per table. */
  const left = async (ids: Awaited<ReturnType<typeof seed>>) => ({
    events: (
      await db().select({ id: loginEvents.id }).from(loginEvents).where(inArray(loginEvents.id, ids.events))
    )
      .map((r) => r.id)
      .sort((a, b) => a - b),
    sessions: (
      await db()
        .select({ id: memberSessions.id })
        .from(memberSessions)
        .where(inArray(memberSessions.id, ids.sessions))
    ).map((r) => r.id),
    codes: (
      await db()
        .select({ id: verificationCodes.id })
        .from(verificationCodes)
        .where(inArray(verificationCodes.id, ids.codes))
    ).map((r) => r.id),
    challenges: (
      await db()
        .select({ id: loginChallenges.id })
        .from(loginChallenges)
        .where(inArray(loginChallenges.id, ids.challenges))
    ).map((r) => r.id),
    tickets: (
      await db()
        .select({ id: loginTickets.ticketHash })
        .from(loginTickets)
        .where(inArray(loginTickets.ticketHash, ids.tickets))
    ).map((r) => r.id),
    pictures: (
      await db().select({ id: captchas.id }).from(captchas).where(inArray(captchas.id, ids.pictures))
    ).map((r) => r.id),
  });

  it('deletes what is past its keeping, batch by batch, keeps the rest, and a live session still works', async () => {
    const ids = await seed();
    // One row per statement: the two old login events and sessions each take a second batch.
    const purged = await purgeIdentityRows(db(), server().deps.now(), 1);
    expect(await left(ids)).toEqual({
      events: [ids.events[2]],
      sessions: [ids.sessions[2]],
      codes: [ids.codes[1]],
      challenges: [ids.challenges[1]],
      tickets: [ids.tickets[1]],
      pictures: [ids.pictures[1]],
    });
    expect(purged.login_events).toBeGreaterThanOrEqual(2);
    expect(purged.member_sessions).toBeGreaterThanOrEqual(2);
    for (const n of [
      purged.verification_codes,
      purged.login_challenges,
      purged.login_tickets,
      purged.captchas,
    ])
      expect(n).toBeGreaterThanOrEqual(1);
    // The member's own session and the rows its login wrote are young: untouched.
    expect((await account.client.post(UserPath.memberInfo, {})).status_code).toBe(Code.Success);
    // Nothing is left to purge: a second pass (another instance's, say) deletes nothing.
    expect(Object.values(await purgeIdentityRows(db(), server().deps.now(), 1))).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('the background job purges once per site day', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const closers: (() => Promise<void>)[] = [];
    let clock = server().deps.now();
    startIdentityHousekeeping({ ...server().deps, now: () => clock }, (fn) => closers.push(fn));
    try {
      const first = await seed();
      await vi.advanceTimersByTimeAsync(IDENTITY_PURGE_PASS_MS);
      await vi.waitFor(async () => expect((await left(first)).events).toEqual([first.events[2]]));
      // Later the same day the job looks and does nothing: rows past keeping wait for the next day.
      const second = await seed();
      await vi.advanceTimersByTimeAsync(IDENTITY_PURGE_PASS_MS);
      await new Promise((r) => setTimeout(r, 200));
      expect((await left(second)).events).toHaveLength(3);
      clock = new Date(clock.getTime() + DAY);
      await vi.advanceTimersByTimeAsync(IDENTITY_PURGE_PASS_MS);
      await vi.waitFor(async () => expect((await left(second)).events).toHaveLength(1));
    } finally {
      for (const close of closers) await close();
    }
  });
});
