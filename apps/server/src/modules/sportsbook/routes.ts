import {
  BetRecordPageSchema,
  BetRecordRequestSchema,
  BetRecordTotalSchema,
  EmptySchema,
  GamePath,
  HotMatchesSchema,
  OperatorPath,
  OperatorTicketListSchema,
  OperatorTicketsListRequestSchema,
  VenueLaunchRequestSchema,
  VenueLaunchResponseSchema,
  VenueResourceRequestSchema,
} from '@qilin/contract';
import type { ModuleContext } from '../../platform/http/module-context.ts';
import type { MemberDirectory } from '../identity/member-directory.ts';
import type { Money } from '../ledger/module.ts';
import type { OperatorGate } from '../operator/gate.ts';
import type { LetterSender } from '../messages/letter-sender.ts';
import type { SportsFeedApi } from '../sports-feed/feed-api.ts';
import type { VenueApi } from '../venues/routes.ts';
import { createCashOut } from './cash-out.ts';
import { createConfirmation } from './confirmation.ts';
import { createOperatorTickets } from './operator-tickets.ts';
import { createPlacement } from './placement.ts';
import { createSettlement, type Settlement } from './settlement.ts';
import { createSettlementReport } from './settlement-report.ts';
import { createSettlementReportRepo } from './settlement-report-repo.ts';
import { createSportsbookService } from './sportsbook-service.ts';
import { createTicketRepo, type TicketRepo } from './ticket-repo.ts';
import { createVenueTokens } from './venue-tokens.ts';
import { startWinningsPurge } from './winnings-purge.ts';

const tags = ['sportsbook'];

/** What other modules (and tests) may use of the sportsbook. */
export interface SportsbookApi {
  repo: TicketRepo;
  settlement: Settlement;
  /** Runs the in-play confirmation pass now (tests; the loop runs it every half second). */
  confirmNow(): Promise<void>;
}

/** The sportsbook (issue 4): launch, the resource call, placement, confirmation, settlement, records. */
export const registerSportsbookModule = async (
  ctx: ModuleContext,
  others: {
    money: Money;
    directory: MemberDirectory;
    feed: SportsFeedApi;
    venues: VenueApi;
    gate: OperatorGate;
    letters: LetterSender;
  },
): Promise<SportsbookApi> => {
  const { deps, route } = ctx;
  const { ledger } = others.money;
  const feed = others.feed;
  const repo = createTicketRepo(deps.db, ledger);
  const confirmation = createConfirmation({ deps, ledger, repo, feed });
  const placement = createPlacement({
    deps,
    ledger,
    repo,
    feed,
    onConfirming: (key, at) => confirmation.schedule(key, at),
  });
  const cashOut = createCashOut({ deps, ledger, repo, feed });
  const settlement = createSettlement({ deps, ledger, repo, feed, letters: others.letters });
  const service = createSportsbookService({
    deps,
    directory: others.directory,
    venues: others.venues,
    feed,
    repo,
    tokens: createVenueTokens(deps.secrets.tokenSecret),
    placement,
    cashOut,
  });
  const operatorTickets = createOperatorTickets({
    repo,
    directory: others.directory,
    siteId: deps.config.siteId,
    gate: others.gate,
  });

  others.feed.setOpenTicketCounter?.((gameIds) => repo.openTicketsByGame(gameIds));
  others.feed.setSettlementReporter?.(
    createSettlementReport({ feed, tickets: repo, repo: createSettlementReportRepo(deps.db) }),
  );
  confirmation.start();
  // Results are published where the simulator runs, and only there are they settled: a replica starting
  // beside it would otherwise settle the same pending results at the same time (harmless for the money,
  // which references keep to once, but each run writes its own letters).
  const unsubscribe = deps.config.feed.simulator ? await settlement.start() : () => {};
  ctx.onClose(async () => {
    unsubscribe();
    await confirmation.stop();
    await settlement.idle();
  });
  startWinningsPurge(deps, ctx.onClose);

  route(GamePath.launch, {
    body: VenueLaunchRequestSchema,
    auth: 'member',
    tags,
    response: VenueLaunchResponseSchema,
    summary: 'Opens a venue: for crty the sport page URL and a 12-hour venue session for venue/resource',
    handler: ({ member, body }) => service.launch(member, body.enName, body.gameCode),
  });
  route(GamePath.resource, {
    body: VenueResourceRequestSchema,
    auth: 'member',
    tags,
    localised: true,
    summary:
      "The sport page's calls (contract SportsResourceMethods): method, enName crty and Request with the venue session",
    handler: ({ member, body }) => service.resource(member, body),
  });
  route(GamePath.hotLive, {
    auth: 'none',
    body: EmptySchema,
    tags,
    localised: true,
    response: HotMatchesSchema,
    summary: "The home page's hot matches strip",
    handler: () => service.hotLive(),
  });
  route(GamePath.betRecordList, {
    body: BetRecordRequestSchema,
    auth: 'member',
    tags,
    localised: true,
    response: BetRecordPageSchema,
    summary: "The caller's bet tickets, newest first, filtered by venue, status, sport and placement dates",
    handler: ({ member, body }) => service.records(member, body),
  });
  route(GamePath.betRecordTotal, {
    body: BetRecordRequestSchema,
    auth: 'member',
    tags,
    response: BetRecordTotalSchema,
    summary: "Totals of the caller's bet tickets under the same filters as betRecordList",
    handler: ({ member, body }) => service.totals(member, body),
  });

  route(OperatorPath.ticketsList, {
    auth: 'operator',
    tags: ['operator-sports'],
    body: OperatorTicketsListRequestSchema,
    response: OperatorTicketListSchema,
    summary: 'Bet tickets, newest first, optionally of one member and one status (admin, risk)',
    handler: ({ operator, body, ctx: rc }) => operatorTickets.list(operator, body, rc.ip),
  });

  return { repo, settlement, confirmNow: () => confirmation.sweepNow() };
};
