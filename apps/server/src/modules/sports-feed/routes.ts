import {
  FeedPushRequestSchema,
  FeedPushResponseSchema,
  OperatorMatchFinishRequestSchema,
  OperatorMatchListSchema,
  OperatorMatchScoreRequestSchema,
  OperatorMatchRestoreRequestSchema,
  OperatorMatchVoidRequestSchema,
  OperatorMatchesListRequestSchema,
  OperatorMatchCommandResultSchema,
  OperatorPath,
} from '@qilin/contract';
import type { ModuleContext } from '../../platform/http/module-context.ts';
import { createOperatorGate } from '../operator/gate.ts';
import type { SportsFeedApi } from './feed-api.ts';
import { createFeedRepo } from './repo.ts';
import { createFeedService } from './service.ts';
import { createMatchOperations } from './match-operations.ts';
import { installSportsSocket } from './socket.ts';
import { createLocalSource } from './channels.ts';
import { createReplicaSource, startDeltaPublisher } from './delta-relay.ts';
import { forwardMatchCommands, serveMatchCommands } from './command-relay.ts';
import { startStatePublisher, startStateReplica } from './state-relay.ts';

const tags = ['operator-sports'];
/** How often a catalogue forgets matches long over (service.prune). */
const PRUNE_EVERY_MS = 10 * 60_000;

/** The sports feed: simulator, catalogue, /ws/sports and the operator's match commands. */
export const registerSportsFeedModule = async (ctx: ModuleContext): Promise<SportsFeedApi> => {
  const { deps, route } = ctx;
  const feed = await createFeedService(deps, createFeedRepo(deps.db));
  const gate = createOperatorGate(deps);
  // The simulator runs where config says (default on); with QILIN_FEED_AUTO=0 only operator commands move it.
  const { feed: fc } = deps.config;
  // /ws/sports streams this process's deltas where the simulator runs (relaying them to the other
  // instances through the bus), and the relayed replica everywhere else (delta-relay.ts).
  const replica = fc.simulator ? null : createReplicaSource(deps.bus, deps.log);
  const snapshot = (channel: string) => feed.catalog.snapshot(channel);
  const stopRelay = fc.simulator ? await startDeltaPublisher(deps.bus, feed.log, snapshot, deps.log) : null;
  const closeSocket = installSportsSocket(ctx, replica?.source ?? createLocalSource(feed.log, snapshot));
  // The catalogue behind lists and quotes follows the simulator's states on every other instance, and the
  // operator's match commands run where the simulator does (state-relay.ts, command-relay.ts).
  const publisher = fc.simulator ? await startStatePublisher(deps.bus, feed.catalog, deps.log) : null;
  const follower = fc.simulator ? null : await startStateReplica(deps.bus, feed.catalog, deps.log);
  const forward = fc.simulator ? null : await forwardMatchCommands(deps.bus);
  const stopServing = fc.simulator
    ? await serveMatchCommands(
        deps.bus,
        // A match command answers whether it changed anything (match-operations.ts reads it), never the match:
        // the sender reads that from its own catalogue, which the state relay updated first.
        (c) =>
          c.cmd === 'feed' ? feed.applyRealFeed(c.feed) : feed.run(c).then(({ changed }) => ({ changed })),
        deps.log,
      )
    : null;
  const timer = fc.auto && fc.simulator ? setInterval(feed.tick, fc.tickMs) : null;
  timer?.unref();
  const pruning = setInterval(feed.prune, PRUNE_EVERY_MS);
  pruning.unref();
  ctx.onClose(async () => {
    if (timer) clearInterval(timer);
    clearInterval(pruning);
    await closeSocket();
    await stopRelay?.();
    await replica?.close();
    await publisher?.close();
    await follower?.close();
    await forward?.close();
    await stopServing?.();
    await feed.flushed();
  });

  const matches = createMatchOperations(feed, gate, forward);
  route(OperatorPath.matchesList, {
    auth: 'operator',
    tags,
    body: OperatorMatchesListRequestSchema,
    response: OperatorMatchListSchema,
    summary: 'Matches of the feed, live first (admin, risk)',
    handler: ({ operator, body, ctx: rc }) => matches.list(operator, body, rc.ip),
  });
  route(OperatorPath.matchesScore, {
    auth: 'operator',
    tags,
    body: OperatorMatchScoreRequestSchema,
    response: OperatorMatchCommandResultSchema,
    summary:
      'Set the score: a pre-match game starts live, a finished one is corrected and resettled (the answer says what the resettlement moved) (admin, risk)',
    handler: ({ operator, body, ctx: rc }) => matches.score(operator, body, rc.ip),
  });
  route(OperatorPath.matchesFinish, {
    auth: 'operator',
    tags,
    body: OperatorMatchFinishRequestSchema,
    response: OperatorMatchCommandResultSchema,
    summary:
      'End a match in play at its current score and publish the result; the answer says what settlement did with the tickets; one not started is refused, a finished one answers changed: false (admin, risk)',
    handler: ({ operator, body, ctx: rc }) => matches.finish(operator, body.gameId, rc.ip),
  });
  route(OperatorPath.matchesVoid, {
    auth: 'operator',
    tags,
    body: OperatorMatchVoidRequestSchema,
    response: OperatorMatchCommandResultSchema,
    summary:
      'Void the match with a reason (a D code like D1, or free text = DZ); the answer says what settlement refunded (admin, risk)',
    handler: ({ operator, body, ctx: rc }) => matches.voidMatch(operator, body.gameId, body.reason, rc.ip),
  });
  route(OperatorPath.feedPush, {
    auth: 'operator',
    tags,
    body: FeedPushRequestSchema,
    response: FeedPushResponseSchema,
    summary:
      "A real data provider's message: fixtures, scores, clocks and statuses; results publish and settle (admin, risk)",
    handler: ({ operator, body, ctx: rc }) => matches.push(operator, body, rc.ip),
  });
  route(OperatorPath.matchesRestore, {
    auth: 'operator',
    tags,
    body: OperatorMatchRestoreRequestSchema,
    response: OperatorMatchCommandResultSchema,
    summary:
      'Restore a voided match: it goes back to where it was and its bets are open again (result A) (admin, risk)',
    handler: ({ operator, body, ctx: rc }) => matches.restore(operator, body.gameId, rc.ip),
  });

  const api: SportsFeedApi = { ...feed.api, setSettlementReporter: matches.setSettlementReporter };
  if (!follower) return api;
  // A replica prices from states relayed a moment ago; while it is out of step (a gap, a simulator that went
  // quiet) its quotes answer "suspended" and the player is asked to retry.
  return {
    ...api,
    quote: (leg) => (follower.fresh() ? feed.api.quote(leg) : { ok: false, reason: 'suspended' }),
  };
};
