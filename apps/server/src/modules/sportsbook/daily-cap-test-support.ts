import { beforeAll, expect } from 'vitest';
import { addDays, siteDate, siteDayStart, siteMidnight } from '@qilin/contract';
import { eq } from 'drizzle-orm';
import type { TestServer } from '../../../test/harness.ts';
import type { Deps } from '../../platform/deps.ts';
import type { Ledger } from '../ledger/ledger.ts';
import type { Posting } from '../ledger/posting.ts';
import { sportsTickets } from './schema.ts';
import { sportsbookStack } from './stack-test-support.ts';

/**
 * What SPEC §9's daily payout cap tests share (imported only by test files): the sportsbook stack, on a
 * clock the test moves when midnight matters; the site days either side of a midnight; a ledger that lets
 * another payout in between a payout's read of the member's room and its posting; and the reads the tests
 * check a day by.
 */

type SportsbookStack = ReturnType<typeof sportsbookStack>;

/** The stack, and the deps every part of it reads (the server's, with the test's clock when it has one). */
export type DailyCapStack = SportsbookStack & { readonly deps: Deps };

/**
 * The stack on the suite's server, built once that server has started: call it where the suite declares
 * its helpers, as `forEachDatabase` hands out `server`. With `clock`, every part of it (placement,
 * settlement, cash-out, the ledger) reads the test's clock, so a test can put midnight where it wants.
 * Its parts are read when used, so the suite's helpers can name them before the stack exists.
 */
export const dailyCapStack = (server: () => TestServer, clock?: () => Date): DailyCapStack => {
  let built: DailyCapStack | undefined;
  beforeAll(() => {
    const deps = clock ? { ...server().deps, now: clock } : server().deps;
    built = { ...sportsbookStack({ ...server(), deps }), deps };
  });
  const stack = (): DailyCapStack => {
    if (!built) throw new Error('the daily-cap stack is built in beforeAll, once the server has started');
    return built;
  };
  return {
    get deps() {
      return stack().deps;
    },
    get ledger() {
      return stack().ledger;
    },
    get repo() {
      return stack().repo;
    },
    get fake() {
      return stack().fake;
    },
    get confirmation() {
      return stack().confirmation;
    },
    get placement() {
      return stack().placement;
    },
    get settlement() {
      return stack().settlement;
    },
    get cashOut() {
      return stack().cashOut;
    },
  };
};

/**
 * The site day of the real time now (`dayBefore`), the day after it, and `atMidnight(ms)`: `ms` from the
 * midnight (Asia/Shanghai) between them, negative before it. Always a midnight ahead of the real clock, so a
 * test on the stack's clock decides which side of it everything happens.
 */
export const aroundMidnight = () => {
  const dayBefore = siteDate(new Date());
  const dayAfter = addDays(dayBefore, 1);
  const atMidnight = (ms: number) => new Date(siteMidnight(dayAfter).getTime() + ms);
  return { dayBefore, dayAfter, atMidnight };
};

/**
 * `ledger`, except that the first posting whose reference starts with `prefix` waits for `before` to finish:
 * the payout posting it has read the member's room (and its time) by then, so whatever `before` does (pay
 * the member from elsewhere, let midnight pass) lands between that read and the posting.
 */
export const ledgerRacing = (ledger: Ledger, prefix: string, before: () => unknown): Ledger => {
  let raced = false;
  return {
    ...ledger,
    post: async (posting: Posting) => {
      if (!raced && posting.reference.startsWith(prefix)) {
        raced = true;
        await before();
      }
      return ledger.post(posting);
    },
  };
};

/** The member's winnings today summed from the tickets; the counted row the cap checks must agree. */
export const winningsToday = async (s: DailyCapStack, m: number) => {
  const now = s.deps.now();
  const summed = (await s.repo.winningsSince([m], siteDayStart(now))).get(m) ?? 0;
  expect((await s.repo.winningsOn([m], siteDate(now))).get(m)).toBe(summed);
  return summed;
};

/** The member's centre wallet, in fen. */
export const walletOf = async (s: DailyCapStack, m: number) => (await s.ledger.memberBalances(m)).wallet;

/** The ticket's row as stored (`key` is `<memberId>:<ticket_id>`). */
export const ticketRow = async (s: DailyCapStack, key: string) => {
  const [row] = await s.deps.db.select().from(sportsTickets).where(eq(sportsTickets.key, key));
  return row!;
};
