import {
  siteMidnight,
  Code,
  ResourceEnvelopeSchema,
  SportsResourceMethods,
  codeMessages,
  fenToYuan,
  type BetRecordRequest,
  type SportsResourceMethod,
  type VenueLaunchResponse,
} from '@qilin/contract';
import type { z } from 'zod';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Member } from '../../platform/http/route.ts';
import { parseBody } from '../../platform/http/validation.ts';
import type { MemberDirectory } from '../identity/member-directory.ts';
import type { SportsFeedApi } from '../sports-feed/feed-api.ts';
import type { VenueApi } from '../venues/routes.ts';
import type { CashOut } from './cash-out.ts';
import type { Placement } from './placement.ts';
import { PAYOUT_CAPS_FEN } from './payout-caps.ts';
import { ticketKey, type TicketRepo, type TicketWithLegs } from './ticket-repo.ts';
import { toTicket } from './ticket-view.ts';
import { VENUE_SESSION_MS, type VenueTokens } from './venue-tokens.ts';

export const SPORTSBOOK_VENUE = 'crty';
/** The gameCode that launches the sportsbook (SPEC §3): its lobby, named by the venue's own code. */
export const SPORTSBOOK_LOBBY = SPORTSBOOK_VENUE;
const SPORT_PAGE = '/game/sport/crty';
const OPEN_STATUSES = ['confirming', 'rejecting', 'accepted'] as const;
const DECIDED_STATUSES = ['settled', 'cancelled', 'cashed_out', 'rejected'] as const;

const sessionError = () => new AppError(Code.UidVerificationError, codeMessages[Code.UidVerificationError]);

/**
 * The sportsbook's venue surface: launch (a venue session for crty), the resource call that dispatches
 * the sport page's methods, and the member's bet records. Every method acts for the session's member only.
 */
export const createSportsbookService = (deps: {
  deps: Deps;
  directory: MemberDirectory;
  venues: VenueApi;
  feed: SportsFeedApi;
  repo: TicketRepo;
  tokens: VenueTokens;
  placement: Placement;
  cashOut: CashOut;
}) => {
  const { feed, repo, placement, cashOut } = deps;

  /** Tickets of one member with their live cash-out offers. */
  const withOffers = async (memberId: number, tickets: TicketWithLegs[]) => {
    const offers = await cashOut.offers(memberId, tickets);
    return tickets.map((t, i) => toTicket(t, offers[i]!.reason === '' ? offers[i]!.value : null));
  };

  const ownTicket = async (memberId: number, ticketId: string) => {
    const t = await repo.find(ticketKey(memberId, ticketId));
    if (!t) throw new AppError(Code.NotFound, '注单不存在');
    return t;
  };

  const methods: {
    [M in SportsResourceMethod]: (
      memberId: number,
      params: z.infer<(typeof SportsResourceMethods)[M]['params']>,
    ) => Promise<unknown> | unknown;
  } = {
    leagues: (_m, p) => feed.leagues(p),
    matches: (_m, p) => feed.matches(p),
    matchDetail: (_m, p) => {
      const match = feed.matchDetail(p.gameId);
      if (!match) throw new AppError(Code.NotFound, '赛事不存在或已结束');
      return match;
    },
    champions: (_m, p) => ({ markets: feed.champions(p.gameType, p.showType) }),
    earlyDates: () => ({ dates: feed.earlyDates() }),
    placeBet: (m, p) => placement.place(m, p),
    orderStatus: async (m, p) => (await withOffers(m, [await ownTicket(m, p.ticket_id)]))[0],
    openBets: async (m) => ({ list: await withOffers(m, await repo.openTickets(m)) }),
    cashOutQuote: (m, p) => cashOut.quote(m, p.ticket_id),
    cashOut: (m, p) => cashOut.cashOut(m, p.ticket_id, p.value),
    payoutLimits: () => ({
      memberDaily: fenToYuan(PAYOUT_CAPS_FEN.memberDaily),
      sports: Object.fromEntries(
        Object.entries(PAYOUT_CAPS_FEN.sports).map(([s, fen]) => [s, fenToYuan(fen)]),
      ),
      newHandicap: fenToYuan(PAYOUT_CAPS_FEN.newHandicap),
    }),
  };

  /** The bet record's tabs (SPEC §2.2): 未结算 is every ticket still open, 已结算 every one decided. */
  const recordWhere = (body: BetRecordRequest) =>
    repo.recordWhere({
      statuses:
        body.status === 'unsettled' ? OPEN_STATUSES : body.status === 'settled' ? DECIDED_STATUSES : null,
      gameType: body.gameType ?? null,
      from: body.beginDate ? siteMidnight(body.beginDate) : null,
      to: body.endDate ? siteMidnight(body.endDate, 1) : null,
    });

  /** Bet records of another venue: none yet (the demo venue's game records come with its games). */
  const otherVenue = (body: BetRecordRequest) => body.venue !== undefined && body.venue !== SPORTSBOOK_VENUE;

  return {
    async launch(member: Member, enName: string, gameCode: string): Promise<VenueLaunchResponse> {
      const venue = await deps.venues.registry.find(enName);
      if (!venue || venue.status !== 'open') throw new AppError(Code.VenueUnderMaintenance);
      if (enName !== SPORTSBOOK_VENUE)
        throw new AppError(Code.VenueUnderMaintenance, `${venue.venueName}暂未开放，敬请期待`);
      // The sportsbook has one game, its lobby (the sport page), named by the venue's own code.
      if (gameCode !== SPORTSBOOK_LOBBY)
        throw new AppError(Code.ParameterError, `${venue.venueName}没有该游戏：${gameCode}`);
      const facts = await deps.directory.self(member);
      const expiresAt = new Date(deps.deps.now().getTime() + VENUE_SESSION_MS);
      const token = deps.tokens.issue({
        memberId: facts.memberId,
        siteId: member.siteId,
        venue: enName,
        expiresAt,
      });
      return { url: SPORT_PAGE, enName, token, expiresAt: expiresAt.toISOString() };
    },

    /** venue/resource: the venue session names the member (the login token must be the same member's). */
    async resource(
      member: Member,
      body: { method: string; enName: string; Request: Record<string, unknown> },
    ) {
      if (body.enName !== SPORTSBOOK_VENUE) throw sessionError();
      const envelope = ResourceEnvelopeSchema.safeParse(body.Request);
      if (!envelope.success) throw sessionError();
      const session = deps.tokens.verify(envelope.data.token, deps.deps.now());
      if (!session || session.memberId !== member.memberId || session.venue !== SPORTSBOOK_VENUE)
        throw sessionError();
      // Own keys only: `in` also finds what every object inherits ('constructor', 'toString').
      if (!Object.hasOwn(SportsResourceMethods, body.method))
        throw new AppError(Code.ParameterError, `不支持的方法：${body.method}`);
      const method = body.method as SportsResourceMethod;
      const { timestamp: _t, token: _k, language: _l, ip: _i, ...fields } = body.Request;
      const params = parseBody(SportsResourceMethods[method].params, fields);
      return (methods[method] as (m: number, p: unknown) => unknown)(member.memberId, params);
    },

    hotLive: () => ({ matches: feed.hotMatches() }),

    async records(member: Member, body: BetRecordRequest) {
      if (otherVenue(body)) return { list: [], total: 0, pageNum: body.pageNum, pageSize: body.pageSize };
      const page = await repo.memberTickets(member.memberId, recordWhere(body), {
        offset: (body.pageNum - 1) * body.pageSize,
        limit: body.pageSize,
      });
      return {
        list: await withOffers(member.memberId, page.list),
        total: page.total,
        pageNum: body.pageNum,
        pageSize: body.pageSize,
      };
    },

    async totals(member: Member, body: BetRecordRequest) {
      if (otherVenue(body))
        return { count: 0, stake: '0.00', validStake: '0.00', payout: '0.00', winLoss: '0.00' };
      const t = await repo.memberTotals(member.memberId, recordWhere(body));
      return {
        count: t.count,
        stake: fenToYuan(t.stake),
        validStake: fenToYuan(t.valid),
        payout: fenToYuan(t.payout),
        winLoss: fenToYuan(t.payout - t.settledRisk),
      };
    },
  };
};

export type SportsbookService = ReturnType<typeof createSportsbookService>;
