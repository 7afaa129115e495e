import type { CaptchaService } from './captcha-service.ts';
import type { IdentityContext } from './identity-context.ts';
import { Policy } from './policy.ts';

/** A login attempt let through to the password check, holding one place in each failure count. */
export interface GuardedAttempt {
  /** The password was right, so this was no failed login: its places go back. */
  passwordRight(): Promise<void>;
}

/**
 * Failed logins make login ask for a captcha (SPEC §8.3 6021/6022), on top of the site's captcha mode:
 * after `Policy.loginCaptchaAfter` failures for one name or from one IP, every attempt for that name or
 * from that IP must carry a fresh, valid captcha until the window ends (or, for the name, a login goes
 * through). The counts are keyed by the typed name, never by the member, and taken before the member's
 * existence matters, so an unknown name gets exactly the answers a known one gets.
 */
export const createLoginGuard = (ic: IdentityContext, captcha: CaptchaService) => {
  const { limiter } = ic.deps;
  const nameKey = (siteId: string, name: string) => `login-failed:name:${siteId}:${name.toLowerCase()}`;

  return {
    /** Lets one attempt through to the password check, or refuses it with 6021/6022. */
    async admit(
      siteId: string,
      name: string,
      ip: string,
      answer: { codeId?: string; code?: string },
    ): Promise<GuardedAttempt> {
      const { perName, perIp, windowMs } = Policy.loginCaptchaAfter;
      const keys = [nameKey(siteId, name), `login-failed:ip:${ip}`] as const;
      // The attempt takes its place in both counts before the password is checked, each in one atomic
      // step: reading the counts first and counting failures after would let guesses sent together all
      // read "no captcha yet". Attempts that turn out not to be failed logins give their places back.
      const [nameFree, ipFree] = await Promise.all([
        limiter.hit(keys[0], perName, windowMs),
        limiter.hit(keys[1], perIp, windowMs),
      ]);
      const giveBack = async () => {
        await Promise.all(keys.map((key) => limiter.release(key)));
      };
      try {
        await captcha.demand(siteId, !(nameFree && ipFree), answer.codeId, answer.code);
      } catch (refused) {
        // Stopped at the captcha, no password was tried: being asked for one is no failure.
        await giveBack();
        throw refused;
      }
      return { passwordRight: giveBack };
    },

    /**
     * A login that went through, with whatever proof, ends its name's run of failures. The IP's count
     * stays: a script must not clear it by logging into an account of its own between guesses.
     */
    async loggedIn(siteId: string, name: string): Promise<void> {
      await limiter.reset(nameKey(siteId, name));
    },
  };
};

export type LoginGuard = ReturnType<typeof createLoginGuard>;
