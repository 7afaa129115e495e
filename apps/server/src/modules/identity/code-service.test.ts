import { describe, expect, it } from 'vitest';
import { Code } from '@qilin/contract';
import { AppError } from '../../platform/http/errors.ts';
import { hmac } from '../../platform/security/tokens.ts';
import type { CodeRepo, CodeRow } from './code-repo.ts';
import { createCodeService } from './code-service.ts';
import type { IdentityContext } from './identity-context.ts';
import { Policy } from './policy.ts';

const SECRET = 'test-token-secret';
const NOW = new Date('2026-01-01T00:00:00Z');
const CODE = '123456';

/** A database round trip: every repository call yields, as a real query does, so requests interleave. */
const roundTrip = () => new Promise<void>((resolve) => setImmediate(resolve));

/** One stored code behind the repository calls the service makes, each costing a round trip. */
const oneCode = () => {
  const row: CodeRow = {
    id: 1,
    siteId: 'site',
    purpose: 2,
    targetIndex: 'T',
    memberId: null,
    codeHash: hmac(SECRET, `T:${CODE}`),
    attempts: 0,
    consumedAt: null,
    createdAt: NOW,
    expiresAt: new Date(NOW.getTime() + Policy.codeTtlMs),
  };
  const repo = {
    async latestCode() {
      await roundTrip();
      return { ...row };
    },
    async claimCodeAttempt(_id: number, max: number) {
      await roundTrip();
      if (row.attempts >= max) return false;
      row.attempts += 1;
      return true;
    },
    async refundCodeAttempt() {
      await roundTrip();
      if (row.attempts > 0) row.attempts -= 1;
    },
    // The counter an earlier version bumped after a wrong comparison.
    async countCodeAttempt() {
      await roundTrip();
      row.attempts += 1;
    },
    async consumeCode() {
      await roundTrip();
      if (row.consumedAt) return false;
      row.consumedAt = NOW;
      return true;
    },
  };
  const ic = {
    deps: {
      now: () => NOW,
      secrets: { tokenSecret: SECRET },
      crypto: { blindIndex: () => 'T' },
    },
    codes: repo as unknown as CodeRepo,
  } as unknown as IdentityContext;
  return { row, service: createCodeService(ic) };
};

const target = { kind: 'phone' as const, areaCode: '+86', phone: '13800000000' };

describe('code-service verify: 5 tries per code, parallel guesses included', () => {
  it('a burst of guesses sent together is checked 5 times at most; a right code among the later ones fails', async () => {
    const { row, service } = oneCode();
    const guesses = [...Array.from({ length: 20 }, (_, i) => String(200_000 + i)), CODE];
    const outcomes = await Promise.allSettled(
      guesses.map((code) => service.verify('site', 2, target, code, { consume: true })),
    );
    expect(row.attempts).toBeLessThanOrEqual(Policy.codeMaxAttempts);
    // The right code came 21st: every try was taken by then, so it is refused and not spent.
    const last = outcomes.at(-1);
    expect(last?.status).toBe('rejected');
    expect(last?.status === 'rejected' && last.reason instanceof AppError && last.reason.code).toBe(
      Code.AuthenticationCodeError,
    );
    expect(row.consumedAt).toBeNull();
  });

  it('only wrong codes use up tries: a right code looked at first stays good for the final step', async () => {
    const { row, service } = oneCode();
    for (let i = 0; i < Policy.codeMaxAttempts - 1; i += 1)
      await expect(service.verify('site', 2, target, '000000', { consume: false })).rejects.toThrow();
    await service.verify('site', 2, target, CODE, { consume: false });
    await service.verify('site', 2, target, CODE, { consume: true });
    expect(row.consumedAt).toEqual(NOW);
    expect(row.attempts).toBe(Policy.codeMaxAttempts - 1);
  });
});
