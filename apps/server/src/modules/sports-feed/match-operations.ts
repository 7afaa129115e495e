import {
  Code,
  FeedPushResponseSchema,
  type FeedPush,
  type FeedPushResponse,
  type OperatorMatchCommandResult,
  type OperatorMatchSettlement,
  type OperatorMatchesListRequest,
  type OperatorMatchScoreRequest,
} from '@qilin/contract';
import { z } from 'zod';
import { AppError } from '../../platform/http/errors.ts';
import type { Operator } from '../../platform/http/route.ts';
import { changedOutcome } from '../operator/audit.ts';
import type { OperatorGate } from '../operator/gate.ts';
import type { Entry } from './catalog.ts';
import type { forwardMatchCommands, MatchCommand } from './command-relay.ts';
import type { FinalResult } from './feed-api.ts';
import type { FeedService } from './service.ts';

type Forwarder = Awaited<ReturnType<typeof forwardMatchCommands>>;

/** What the simulating instance answers a forwarded match command with (routes.ts serves it). */
const RelayedMatchResultSchema = z.object({ changed: z.boolean() });

/**
 * The operator's match commands (issue 4 §2: matches:list, score, finish, void, restore) and a real
 * provider's messages (feed:push), each behind the operator gate (admin, risk) with its audit entry. A command runs where the simulator does: here, or
 * forwarded to that instance over the bus (`forward`), and answers the match as it now is.
 */
export const createMatchOperations = (feed: FeedService, gate: OperatorGate, forward: Forwarder | null) => {
  const row = async (e: Entry) =>
    (await feed.list({ limit: 500 })).list.find((m) => m.gameId === e.fixture.gameId) ??
    (await feed.list({ limit: 500, status: e.state.status })).list.find((m) => m.gameId === e.fixture.gameId);

  let reporter: ((result: FinalResult) => Promise<OperatorMatchSettlement>) | null = null;

  /**
   * The settlement of the result the command published, if it published one: a result revision newer than
   * the one stored before it ran (read from the database, so it holds whichever instance ran the command).
   */
  const settlementAfter = async (
    gameId: string,
    before: number,
    changed: boolean,
  ): Promise<OperatorMatchSettlement | null> => {
    if (!changed || !reporter) return null;
    const result = await feed.api.resultOf(gameId);
    return result && result.revision > before ? reporter(result) : null;
  };

  const command = async (c: MatchCommand): Promise<OperatorMatchCommandResult> => {
    const before = (await feed.api.resultOf(c.gameId))?.revision ?? 0;
    if (!forward) {
      const { entry, changed } = await feed.run(c);
      const settlement = await settlementAfter(c.gameId, before, changed);
      return { ...(await row(entry))!, changed, settlement };
    }
    const { changed } = RelayedMatchResultSchema.parse(await forward.run(c));
    const settlement = await settlementAfter(c.gameId, before, changed);
    const e = feed.catalog.resolve(c.gameId);
    if (!e) throw new AppError(Code.SystemBusy, '赛事数据同步中，请稍后再试');
    return { ...(await row(e))!, changed, settlement };
  };

  return {
    /** The sportsbook's reader of what settlement did (SportsFeedApi.setSettlementReporter). */
    setSettlementReporter: (r: (result: FinalResult) => Promise<OperatorMatchSettlement>) => {
      reporter = r;
    },

    list: (op: Operator, body: OperatorMatchesListRequest, ip: string) =>
      gate.run(op, 'matches.list', { action: 'matches.list', ip }, () => feed.list(body)),

    score: (op: Operator, body: OperatorMatchScoreRequest, ip: string) =>
      gate.run(
        op,
        'matches.manage',
        { action: 'matches.score', target: body.gameId, detail: { home: body.home, away: body.away }, ip },
        () => command({ cmd: 'score', ...body }),
        changedOutcome,
      ),

    finish: (op: Operator, gameId: string, ip: string) =>
      gate.run(
        op,
        'matches.manage',
        { action: 'matches.finish', target: gameId, ip },
        () => command({ cmd: 'finish', gameId }),
        changedOutcome,
      ),

    voidMatch: (op: Operator, gameId: string, reason: string, ip: string) =>
      gate.run(
        op,
        'matches.manage',
        { action: 'matches.void', target: gameId, detail: { reason }, ip },
        () => command({ cmd: 'void', gameId, reason }),
        changedOutcome,
      ),

    push: (op: Operator, body: FeedPush, ip: string): Promise<FeedPushResponse> =>
      gate.run(
        op,
        'matches.manage',
        {
          action: 'feed.push',
          detail: { matches: body.matches.length, outrights: body.outrights.length },
          ip,
        },
        async () =>
          forward
            ? FeedPushResponseSchema.parse(await forward.run({ cmd: 'feed', feed: body }))
            : feed.applyRealFeed(body),
      ),

    restore: (op: Operator, gameId: string, ip: string) =>
      gate.run(
        op,
        'matches.manage',
        { action: 'matches.restore', target: gameId, ip },
        () => command({ cmd: 'restore', gameId }),
        changedOutcome,
      ),
  };
};
