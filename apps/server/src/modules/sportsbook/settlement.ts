import { siteDate, siteDayStart } from '@qilin/contract';
import type { Deps } from '../../platform/deps.ts';
import type { Ledger } from '../ledger/ledger.ts';
import type { Leg, Posting } from '../ledger/posting.ts';
import type { LetterSender } from '../messages/letter-sender.ts';
import {
  betsRestoredLetter,
  betsSettledLetter,
  type SettledTicketLine,
} from '../messages/platform-letters.ts';
import type { FinalResult, SportsFeedApi } from '../sports-feed/feed-api.ts';
import { legIsOpen, legOutcome } from './leg-result.ts';
import { createMemberTurns } from './member-turns.ts';
import { DAILY_CAP_FEN } from './payout-caps.ts';
import { liabilityShard } from './placement.ts';
import { ownWinningsSince, ticketOutcome, winningsOf, winsAbove } from './ticket-outcome.ts';
import {
  DailyCapExceededError,
  TicketChangedError,
  type TicketChange,
  type TicketRepo,
  type TicketWithLegs,
} from './ticket-repo.ts';

/** Tickets read and postings submitted at once: big enough to fill the ledger's batches (2,000). */
const CHUNK = 2_000;
const SETTLE_STATUSES = ['accepted', 'settled', 'cancelled'];

/**
 * The reference of a ticket's posting for one revision of one game's result (settlement-report.ts reads a
 * revision's postings by it).
 */
export const settleReference = (ticketKey: string, r: Pick<FinalResult, 'gameId' | 'revision'>) =>
  `bet:settle:${ticketKey}:${r.gameId}@${r.revision}`;

/**
 * One site day (Asia/Shanghai) of a result's run: SPEC §9's daily cap is per member per day, so the room
 * a run keeps belongs to one day, and a run still settling when midnight passes starts a new one.
 */
interface RunDay {
  /** YYYY-MM-DD: the day sports_daily_winnings counts these tickets' winnings on (their settled_at's). */
  day: string;
  /** Its start: a ticket settled since already counts in the member's used room (ownWinningsSince). */
  dayStart: Date;
  /** Each member's winnings room left under the daily cap that day, kept across the day's chunks. */
  room: Map<number, number>;
  /**
   * Members another payout (a cash-out, another instance's settlement) spent the room of under this run:
   * their winning tickets left in the run settle one at a time on the room as it is then (see
   * `settleOnFreshRoom`), until none is left.
   */
  contended: Set<number>;
}

const runDay = (at: Date): RunDay => ({
  day: siteDate(at),
  dayStart: siteDayStart(at),
  room: new Map(),
  contended: new Set(),
});

/** What the tickets of one chunk of a result's run share. */
interface SettlementRun {
  result: FinalResult;
  /**
   * The chunk's settlement time, read once: every ticket's settled_at, the time of its posting in the
   * ledger (the trade record), and the instant whose site day's room (`day`) caps them. A ticket is booked
   * to the day of the room that capped it, whenever its posting commits.
   */
  at: Date;
  day: RunDay;
  /** This result's postings already made by an earlier run that failed or crashed before its letters. */
  postedBefore: ReadonlySet<string>;
}

/**
 * Settlement (issue 4 §3): every result the feed publishes (and, after a restart, every result not yet
 * acknowledged) settles the open legs of its game; a ticket whose legs all have a result is paid through
 * one ledger posting whose companion row updates the ticket. A correction (revision + 1) recomputes and
 * moves only the difference. References derive from ticket + game + revision, so a replay moves nothing.
 * Results are settled one at a time (a queue): a parlay's two games never settle it concurrently.
 */
/** Longer than a replica may quote from stale states (state-relay's 6 s) plus a writer's batch. */
const LATE_TICKETS_MS = 10_000;

export const createSettlement = (deps: {
  deps: Deps;
  ledger: Ledger;
  repo: TicketRepo;
  feed: SportsFeedApi;
  /** The inbox; a settled ticket's letter is written after its result's postings have committed. */
  letters?: LetterSender;
  /** How long after a result it is settled once more, for bets booked an instant too late (see start). */
  lateTicketsMs?: number;
  /** Tickets per chunk (CHUNK); tests settle a few tickets in several chunks. */
  chunk?: number;
}) => {
  const { ledger, repo, feed } = deps;
  const log = deps.deps.log;
  let queue: Promise<void> = Promise.resolve();

  const legUpdates = (t: TicketWithLegs, r: FinalResult) => {
    const out: Parameters<TicketRepo['setLegResults']>[0] = [];
    for (const leg of t.legs) {
      if (leg.gameId !== r.gameId && leg.gameId !== r.hgid) continue;
      const update = {
        ticketKey: leg.ticketKey,
        idx: leg.idx,
        ...legOutcome(leg, r),
        revision: r.revision,
      };
      out.push(update);
      Object.assign(leg, update);
    }
    return out;
  };

  /**
   * One member's take-backs (a correction downwards, a restore) one at a time: each reads the wallet and
   * takes what it holds, so two at once would read the same balance and the second would be refused.
   */
  const inMemberTurn = createMemberTurns();
  /**
   * One contended member's winning tickets one at a time, each on a fresh read of the room: side by side
   * they would read the same room and all but one would fail the cap check, each failure failing its
   * whole ledger batch. Apart from the take-backs' turns, so neither ever waits on the other.
   */
  const inCapTurn = createMemberTurns();
  /** Reads of the wallet before a take-back is given up as the house's loss (a bet spent it each time). */
  const TAKE_BACK_TRIES = 3;

  /**
   * A settled ticket whose match was restored (SPEC §3 result A) is open again: what it gave the member (its
   * payout, and what an earlier correction could not take back) goes back to the liability, which holds
   * the stake again until the match settles it anew. The wallet gives back what it holds (the house covers
   * the rest, recorded as the ticket's shortfall for the operator, as a correction downwards does); the
   * ticket shows A and can be cashed out again while its markets are open.
   */
  const reopenTicket = (t: TicketWithLegs, reference: string): Promise<SettledTicketLine | null> =>
    inMemberTurn(t.ticket.memberId, () => reopenInTurn(t, reference));

  const reopenInTurn = async (t: TicketWithLegs, reference: string): Promise<SettledTicketLine | null> => {
    const { ticket } = t;
    const paid = ticket.payout ?? 0;
    const owed = paid + ticket.shortfall;
    const wallet = { member: ticket.memberId, kind: 'wallet' as const };
    const shardKey = liabilityShard(ticket.key);
    const liability = { house: 'liability' as const, shardKey };
    const house = { house: 'house' as const, shardKey };
    const reopen = (take: number) =>
      ledger.post({
        reference,
        kind: 'bet_stake',
        // The member gives back what it can; the house puts the stake back into the liability.
        legs: [
          ...(take > 0 ? [{ from: wallet, to: house, amount: take }] : []),
          { from: house, to: liability, amount: ticket.risk, net: take > 0 },
        ],
        memo: `sportsbook ticket ${ticket.ticketId} restored`,
        companions: [
          repo.changeCompanion({
            key: ticket.key,
            status: 'accepted',
            statusText: '',
            payout: null,
            result: 'A',
            settledAt: null,
            shortfall: paid - take,
            fromStatuses: ['settled', 'cancelled'],
            expectPayout: ticket.payout,
            reopen: true,
          }),
        ],
        freshReference: true,
      });
    let take = 0;
    let result: Awaited<ReturnType<typeof reopen>> | null = null;
    for (let attempt = 1; !result || result.status === 'rejected'; attempt += 1) {
      // Refused: the wallet was spent between the read and the posting; read it again, and in the end the
      // house covers it all.
      const balance =
        owed > 0 && attempt < TAKE_BACK_TRIES ? (await ledger.memberBalances(ticket.memberId)).wallet : 0;
      take = Math.min(owed, balance);
      result = await reopen(take);
    }
    // The member's letter says what was taken back.
    return result.status === 'posted'
      ? { key: ticket.key, ticketId: ticket.ticketId, result: 'A', payoutFen: take }
      : null;
  };

  /**
   * The posting (or plain change) that brings a ticket from what it paid to what it is now worth. Answers
   * the ticket's line in its member's letter when the ticket changed or this result had already settled
   * it in a run that ended before its letters; null when nothing did (open legs, an unchanged ticket).
   */
  const settleTicket = async (t: TicketWithLegs, run: SettlementRun): Promise<SettledTicketLine | null> => {
    const { ticket } = t;
    const { result: r } = run;
    const { room, contended } = run.day;
    if (t.legs.some(legIsOpen))
      return ticket.payout === null ? null : reopenTicket(t, settleReference(ticket.key, r));
    const { memberId } = ticket;
    // What this ticket already won that day is in the member's used room: a resettlement gets it back first.
    const ownWinnings = ownWinningsSince(ticket, run.day.dayStart);
    if (contended.has(memberId) && winsAbove(t, ownWinnings))
      return inCapTurn(memberId, () => settleOnFreshRoom(t, run));
    const memberRoom = (room.get(memberId) ?? DAILY_CAP_FEN) + ownWinnings;
    const outcome = ticketOutcome(t, memberRoom);
    room.set(memberId, memberRoom - winningsOf(ticket, outcome.payout));
    try {
      return await payOutcome(t, outcome, ownWinnings, run);
    } catch (error) {
      if (!(error instanceof DailyCapExceededError)) throw error;
      // Another payout of the member's committed between the room's read and this posting, and the
      // posting's own transaction found the day over the cap: nothing moved. Settled again on the room
      // as it is now, and so are the member's other winning tickets in this run that day.
      contended.add(memberId);
      return inCapTurn(memberId, () => settleOnFreshRoom(t, run));
    }
  };

  /** Reads of the room before a contended ticket is left for the next start (see settleOnFreshRoom). */
  const FRESH_ROOM_TRIES = 10;

  /**
   * A contended member's winning ticket, in the member's cap turn: the room read now (every payout
   * committed so far) caps it, and the posting checks the cap again in its own transaction. Refused only
   * when yet another payout took the room in between: read again. Once the room is spent the member's
   * tickets settle with the others again (a ticket with no room pays no winnings, so nothing to check).
   * A new settlement time each try: the clock is read once, before the room, and both the room's day and
   * the ticket's settled_at come from that one reading (midnight may pass during the read).
   */
  const settleOnFreshRoom = async (
    t: TicketWithLegs,
    run: SettlementRun,
  ): Promise<SettledTicketLine | null> => {
    const { ticket } = t;
    const { memberId } = ticket;
    for (let attempt = 1; ; attempt += 1) {
      const at = deps.deps.now();
      const day = siteDate(at);
      const won = (await repo.winningsOn([memberId], day)).get(memberId) ?? 0;
      const ownWinnings = ownWinningsSince(ticket, siteDayStart(at));
      const memberRoom = DAILY_CAP_FEN - won + ownWinnings;
      const outcome = ticketOutcome(t, memberRoom);
      const left = memberRoom - winningsOf(ticket, outcome.payout);
      try {
        const line = await payOutcome(t, outcome, ownWinnings, { ...run, at });
        // The room of the run's day is spent; a fresh read on a later day says nothing about it (the run's
        // next chunk starts that day's own room).
        if (left <= 0 && day === run.day.day) {
          run.day.room.set(memberId, 0);
          run.day.contended.delete(memberId);
        }
        return line;
      } catch (error) {
        // Left unacknowledged, the result is settled again at the next start.
        if (!(error instanceof DailyCapExceededError) || attempt >= FRESH_ROOM_TRIES) throw error;
      }
    }
  };

  /**
   * The posting (or plain change) that brings a ticket from what it paid to `outcome`. A change that
   * raises the member's winnings on the day of `run.at` past what the ticket already counted that day
   * (`ownWinnings`) is checked against the daily cap in the transaction that writes it, whichever way it
   * is written (DailyCapExceededError: nothing moved).
   */
  const payOutcome = async (
    t: TicketWithLegs,
    outcome: ReturnType<typeof ticketOutcome>,
    ownWinnings: number,
    run: SettlementRun,
  ): Promise<SettledTicketLine | null> => {
    const { ticket } = t;
    const { result: r } = run;
    const reference = settleReference(ticket.key, r);
    const change: TicketChange = {
      key: ticket.key,
      status: outcome.cancelled ? 'cancelled' : 'settled',
      statusText: '',
      payout: outcome.payout,
      result: outcome.result,
      settledAt: run.at,
      shortfall: 0,
      fromStatuses: SETTLE_STATUSES,
      expectPayout: ticket.payout,
    };
    // The room was read before: another payout of the member's (a cash-out, another instance's settlement)
    // may have spent it since. Whatever writes this change (a payout, a take-back, a plain change) checks
    // the cap in its own transaction once the change is counted, when the ticket's winnings on the day it
    // is stamped with rise: a first win, a correction upwards, or a correction of a ticket settled on an
    // earlier day, whose winnings move to this one.
    if (winningsOf(ticket, outcome.payout) > ownWinnings)
      change.dailyCap = { memberId: ticket.memberId, day: siteDate(run.at), capFen: DAILY_CAP_FEN };
    const wallet = { member: ticket.memberId, kind: 'wallet' as const };
    const shardKey = liabilityShard(ticket.key);
    const liability = { house: 'liability' as const, shardKey };
    const house = { house: 'house' as const, shardKey };
    const letter = (): SettledTicketLine => ({
      key: ticket.key,
      ticketId: ticket.ticketId,
      result: outcome.result,
      payoutFen: outcome.payout,
    });
    let posting: Posting | null = null;
    if (ticket.payout === null) {
      // A paying ticket is one transfer from the liability to the wallet, whatever the result; the
      // house's share (winnings above the stake, or the part of the stake it keeps) is a net leg, merged
      // per batch (Leg.net): half the rows of a liability -> house, house -> wallet pair per ticket.
      const { risk } = ticket;
      // A restored ticket may still be owed something from before (its shortfall): that much of what it
      // pays now stays with the house.
      const worth = outcome.cancelled ? risk : outcome.payout;
      const owed = Math.min(worth, ticket.shortfall);
      change.shortfall = -owed;
      const payout = worth - owed;
      const legs: Leg[] =
        payout === 0
          ? [{ from: liability, to: house, amount: risk }]
          : [
              { from: liability, to: wallet, amount: payout },
              ...(payout > risk ? [{ from: house, to: liability, amount: payout - risk, net: true }] : []),
              ...(payout < risk ? [{ from: liability, to: house, amount: risk - payout, net: true }] : []),
            ];
      posting = { reference, kind: outcome.cancelled ? 'bet_refund' : 'bet_settle', legs };
    } else {
      const diff = outcome.payout - ticket.payout;
      if (diff > 0) {
        // What an earlier correction could not take back (the shortfall) is settled first.
        const owed = Math.min(diff, ticket.shortfall);
        change.shortfall = -owed;
        if (diff > owed)
          posting = {
            reference,
            kind: 'bet_payout',
            legs: [{ from: house, to: wallet, amount: diff - owed }],
          };
      } else if (diff < 0)
        return inMemberTurn(ticket.memberId, () => takeBack(ticket, change, -diff, reference, letter));
    }
    if (!posting) {
      if (ticket.payout !== outcome.payout || ticket.result !== outcome.result || change.shortfall !== 0) {
        await repo.applyChange(change);
        return letter();
      }
      // Settled by this very result in a run that ended before its letters: the ticket still belongs in
      // them (the letter's key makes a second copy of one already written a no-op).
      return run.postedBefore.has(reference) ? letter() : null;
    }
    const result = await ledger.post({
      ...posting,
      memo: `sportsbook ticket ${ticket.ticketId}`,
      companions: [repo.changeCompanion(change)],
      // The trade record shows the payout at the ticket's settled_at: on the day its cap counts it.
      at: run.at,
      // Its ticket was still open and the reference names this revision of the result: only a settlement
      // racing this one (another instance) could have posted it.
      freshReference: true,
    });
    if (result.status === 'rejected') {
      // Only a posting that takes from the wallet can be refused, and those go through takeBack.
      throw new Error(`settlement posting ${reference} was refused`);
    }
    return result.status === 'duplicate' ? null : letter();
  };

  /**
   * A correction downwards: takes `want` back from the wallet as far as it holds it, in the member's turn;
   * the rest is recorded as the ticket's shortfall (docs/decisions.md). A refused posting (the wallet was
   * spent between the read and the posting) reads the wallet again. The change keeps its cap check: a
   * ticket settled on an earlier day still winning after the correction counts its winnings today.
   */
  const takeBack = async (
    ticket: TicketWithLegs['ticket'],
    change: TicketChange,
    want: number,
    reference: string,
    letter: () => SettledTicketLine,
  ): Promise<SettledTicketLine | null> => {
    const wallet = { member: ticket.memberId, kind: 'wallet' as const };
    const house = { house: 'house' as const, shardKey: liabilityShard(ticket.key) };
    for (let attempt = 1; ; attempt += 1) {
      const balance = attempt < TAKE_BACK_TRIES ? (await ledger.memberBalances(ticket.memberId)).wallet : 0;
      const take = Math.min(want, balance);
      const owed = { ...change, shortfall: change.shortfall + want - take };
      if (take === 0) {
        await repo.applyChange(owed);
        return letter();
      }
      const result = await ledger.post({
        reference,
        kind: 'bet_settle',
        legs: [{ from: wallet, to: house, amount: take }],
        memo: `sportsbook ticket ${ticket.ticketId}`,
        companions: [repo.changeCompanion(owed)],
        freshReference: true,
        // Shown in the trade record on the day the corrected ticket now counts on, as its payout is.
        at: owed.settledAt ?? undefined,
      });
      if (result.status === 'posted') return letter();
      if (result.status === 'duplicate') return null;
    }
  };

  /** `statuses`: which tickets to read (a late pass reads only those still open). */
  const settleResult = async (r: FinalResult, statuses: string[] = SETTLE_STATUSES) => {
    const gameIds = [r.gameId, ...(r.hgid ? [r.hgid] : [])];
    // An in-play ticket still in its delay on a match that has ended or been voided can no longer be
    // accepted: its market is closed. The confirmation sweep may have quoted it open an instant before (or
    // on an instance a moment behind) and accept it after the tickets below were read, leaving it open on
    // a settled match for good. Rejected first, under the row's guard: the sweep's acceptance and this
    // cannot both land, and one the sweep made first is read below and settled. The sweep refunds it.
    if (r.status !== 'restored') await repo.rejectConfirmingOn(gameIds, '盘口已关闭，注单未被接受');
    const keys = await repo.ticketsOnGames(gameIds, statuses);
    // Each member's room under the daily cap, kept across the chunks of this result while the site day
    // lasts (settling 100,000 tickets takes seconds: a run begun before midnight ends after it).
    let day: RunDay | null = null;
    let failed = false;
    /** What each member's letter will list: the tickets this run changed. */
    const lines = new Map<number, SettledTicketLine[]>();
    const collect = (tickets: TicketWithLegs[], outcomes: PromiseSettledResult<SettledTicketLine | null>[]) =>
      outcomes.forEach((o, i) => {
        if (o.status === 'fulfilled' && o.value) {
          const member = tickets[i]!.ticket.memberId;
          const list = lines.get(member);
          if (list) list.push(o.value);
          else lines.set(member, [o.value]);
        }
        if (o.status === 'rejected' && !(o.reason instanceof TicketChangedError)) {
          failed = true;
          log.error({ err: o.reason, gameId: r.gameId }, 'settling a ticket failed');
        }
      });
    const inFlight: Promise<void>[] = [];
    const chunk = deps.chunk ?? CHUNK;
    for (let i = 0; i < keys.length; i += chunk) {
      const tickets = await repo.byKeys(keys.slice(i, i + chunk));
      await repo.setLegResults(tickets.flatMap((t) => legUpdates(t, r)));
      // The chunk's settlement time, read once before its room: its tickets are capped by the room of this
      // instant's site day and stamped with it, so the day the trigger counts them on is the room's day.
      const at = deps.deps.now();
      if (day?.day !== siteDate(at)) day = runDay(at);
      const chunkDay = day;
      const { room } = chunkDay;
      const fresh = [...new Set(tickets.map((t) => t.ticket.memberId))].filter((m) => !room.has(m));
      const won = await repo.winningsOn(fresh, chunkDay.day);
      for (const m of fresh) room.set(m, DAILY_CAP_FEN - (won.get(m) ?? 0));
      // Only a ticket that has paid before can be a replay; a first settlement (the usual case) asks nothing.
      const postedBefore = await ledger.postedAmong(
        tickets.filter((t) => t.ticket.payout !== null).map((t) => settleReference(t.ticket.key, r)),
      );
      // Not awaited: the next chunk is read while the ledger commits this one.
      inFlight.push(
        Promise.allSettled(
          tickets.map((t) => settleTicket(t, { result: r, at, day: chunkDay, postedBefore })),
        ).then((o) => collect(tickets, o)),
      );
    }
    await Promise.all(inFlight);
    // One letter per member, once the result's postings have committed (never for money not moved).
    const letterOf = r.status === 'restored' ? betsRestoredLetter : betsSettledLetter;
    await deps.letters?.sendMany(
      [...lines].map(([member, tickets]) =>
        letterOf(deps.deps.config.siteId, member, {
          gameId: r.gameId,
          revision: r.revision,
          tickets,
        }),
      ),
    );
    // Left unacknowledged after a failure: the next start settles it again (replays move nothing).
    if (!failed) await feed.markSettled(r.gameId, r.revision);
  };

  const enqueue = (r: FinalResult, statuses?: string[]): Promise<void> => {
    const next = queue.then(() =>
      settleResult(r, statuses).catch((error: unknown) =>
        log.error({ err: error, gameId: r.gameId }, 'settlement failed'),
      ),
    );
    queue = next;
    return next;
  };

  return {
    enqueue,
    /** Subscribes to results and catches up on those a previous process left unacknowledged. */
    async start() {
      const late = new Set<ReturnType<typeof setTimeout>>();
      /** The newest revision heard per game while its late pass is due. */
      const newest = new Map<string, number>();
      const off = feed.onResult((r) => {
        void enqueue(r);
        newest.set(r.gameId, r.revision);
        if (r.status === 'restored') return;
        // A bet quoted open an instant before the result (a pre-match bet waits its batch in the ledger's
        // writer; a replica quotes from states up to seconds behind) can be booked after this result's
        // tickets were read, and would stay open on a settled match. A little later the tickets still open
        // on the game are settled on this result, unless a newer revision has come (its own pass follows).
        const timer = setTimeout(() => {
          late.delete(timer);
          if (newest.get(r.gameId) !== r.revision) return;
          newest.delete(r.gameId);
          void enqueue(r, ['accepted']);
        }, deps.lateTicketsMs ?? LATE_TICKETS_MS);
        timer.unref?.();
        late.add(timer);
      });
      for (const r of await feed.pendingResults()) void enqueue(r);
      return () => {
        off();
        for (const timer of late) clearTimeout(timer);
        late.clear();
      };
    },
    /** Resolves when every result received so far has been settled. */
    idle: () => queue,
  };
};

export type Settlement = ReturnType<typeof createSettlement>;
