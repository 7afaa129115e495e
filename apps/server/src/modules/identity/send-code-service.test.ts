import { describe, expect, it } from 'vitest';
import { Code } from '@qilin/contract';
import type { RequestContext } from '../../platform/http/context.ts';
import { AppError } from '../../platform/http/errors.ts';
import { md5 } from '../../platform/security/tokens.ts';
import type { CodeService } from './code-service.ts';
import type { IdentityContext } from './identity-context.ts';
import type { MemberRow } from './member-repo.ts';
import { Policy } from './policy.ts';
import type { ChallengeRow, RiskRepo } from './risk-repo.ts';
import { PHONE_WRONG, createSendCodeService } from './send-code-service.ts';
import type { SendCodeInput } from './send-code-input.ts';

const NOW = new Date('2026-01-01T00:00:00Z');
const PHONE = '13812345678';

/** A database round trip: every repository call yields, as a real query does, so requests interleave. */
const roundTrip = () => new Promise<void>((resolve) => setImmediate(resolve));

/** One member with a bound phone and one open new-device challenge, behind round-tripping repositories. */
const openChallenge = () => {
  const challenge: ChallengeRow = {
    id: 7,
    memberId: 1,
    deviceIndex: 'device',
    riskCode: Code.DeviceNotPassed,
    phoneAttempts: 0,
    createdAt: NOW,
    expiresAt: new Date(NOW.getTime() + Policy.challengeTtlMs),
    passedAt: null,
  };
  const member = { id: 1, siteId: 'site', areaCode: '+86', phoneEnc: PHONE } as MemberRow;
  const risk = {
    async openChallenge() {
      await roundTrip();
      return { ...challenge };
    },
    async claimPhoneAttempt(_id: number, max: number) {
      await roundTrip();
      if (challenge.phoneAttempts >= max) return null;
      challenge.phoneAttempts += 1;
      return challenge.phoneAttempts;
    },
    async refundPhoneAttempt() {
      await roundTrip();
      if (challenge.phoneAttempts > 0) challenge.phoneAttempts -= 1;
    },
    // The counter an earlier version bumped after a wrong comparison.
    async countPhoneAttempt() {
      await roundTrip();
      challenge.phoneAttempts += 1;
      return challenge.phoneAttempts;
    },
  };
  const sent: string[] = [];
  const codes = {
    async send(_siteId: string, _purpose: number, target: { phone?: string }) {
      await roundTrip();
      sent.push(target.phone ?? '');
    },
  };
  const ic = {
    deps: {
      now: () => NOW,
      limiter: { hit: async () => true },
      crypto: { blindIndex: (v: string) => v, decrypt: (v: string) => v },
    },
    members: {
      async byName() {
        await roundTrip();
        return member;
      },
    },
    risk: risk as unknown as RiskRepo,
  } as unknown as IdentityContext;
  return { challenge, sent, service: createSendCodeService(ic, codes as unknown as CodeService) };
};

const ctx = { ip: '10.0.0.1', deviceId: 'dev', siteId: 'site' } as RequestContext;
const entry = (phone: string): SendCodeInput => ({
  type: 3,
  cate: 0,
  contact: { md5: md5(phone) },
  name: 'player1',
  areaCode: '+86',
});
/** The bound number with its 4 middle digits guessed as `n`. */
const guess = (n: number) => `${PHONE.slice(0, 3)}${String(n).padStart(4, '0')}${PHONE.slice(7)}`;

const codeOf = (outcome: PromiseSettledResult<unknown>) =>
  outcome.status === 'rejected' && outcome.reason instanceof AppError ? outcome.reason.code : Code.Success;

describe('send-code type 3: 5 phone tries per new-device challenge, parallel entries included', () => {
  it('a burst of guessed middle digits is compared 5 times at most; the right number after them is refused', async () => {
    const { challenge, sent, service } = openChallenge();
    const wrong = Array.from({ length: 20 }, (_, i) => guess(i));
    const outcomes = await Promise.allSettled(
      [...wrong, PHONE].map((phone) => service.send(entry(phone), ctx, null)),
    );
    expect(challenge.phoneAttempts).toBeLessThanOrEqual(Policy.maxPhoneAttempts);
    // Only the first four wrong entries were compared and told so; the fifth closes the challenge.
    const told = outcomes.filter(
      (o) => o.status === 'rejected' && o.reason instanceof AppError && o.reason.message === PHONE_WRONG,
    );
    expect(told).toHaveLength(Policy.maxPhoneAttempts - 1);
    // The right number came 21st: every try was taken by then, so no code goes out (no phone oracle).
    expect(codeOf(outcomes.at(-1) as PromiseSettledResult<unknown>)).toBe(Code.MaxPhoneAttempts);
    expect(sent).toEqual([]);
  });

  it('only wrong numbers use up tries: the right one sends the code and gives its try back', async () => {
    const { challenge, sent, service } = openChallenge();
    for (let i = 0; i < Policy.maxPhoneAttempts - 1; i += 1)
      await expect(service.send(entry(guess(i)), ctx, null)).rejects.toThrow(PHONE_WRONG);
    await service.send(entry(PHONE), ctx, null);
    expect(sent).toEqual([PHONE]);
    expect(challenge.phoneAttempts).toBe(Policy.maxPhoneAttempts - 1);
    await expect(service.send(entry(guess(0)), ctx, null)).rejects.toMatchObject({
      code: Code.MaxPhoneAttempts,
    });
  });
});
