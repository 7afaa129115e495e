import {
  ChatBlockRequestSchema,
  ChatHistoryRequestSchema,
  ChatHistoryResponseSchema,
  ChatMuteRequestSchema,
  ChatMuteResponseSchema,
  ChatNotifyRequestSchema,
  ChatOperatorRoomSchema,
  ChatOperatorRoomsResponseSchema,
  ChatRoomRefRequestSchema,
  ChatRoomSetRequestSchema,
  ChatRoomsResponseSchema,
  ChatWordsRequestSchema,
  ChatWordsResponseSchema,
  EmptySchema,
  OperatorPath,
  StreamPath,
} from '@qilin/contract';
import type { ModuleContext } from '../../platform/http/module-context.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { AuthResolvers } from '../../platform/http/route.ts';
import type { MemberDirectory } from '../identity/member-directory.ts';
import type { OperatorGate } from '../operator/gate.ts';
import type { SiteApi } from '../site/site-config.ts';
import type { SportsFeedApi } from '../sports-feed/feed-api.ts';
import { ChatRefusal, chatMessageIn } from './frames.ts';
import { createHub, type Hub } from './hub.ts';
import { createChatOperatorService } from './operator-service.ts';
import { createChatRepo } from './repo.ts';
import { createRoomCache } from './rooms.ts';
import { startScorePusher } from './score-pusher.ts';
import { seedChatRooms } from './seed.ts';
import { createChatService } from './service.ts';
import { installChatSocket } from './socket.ts';
import { createWordFilter } from './words.ts';

const tags = ['chat'];
const opTags = ['operator'];

/** A refusal of the socket protocol answered over HTTP: the same code and message in the envelope. */
const asHttp = async <T>(fn: () => Promise<T>): Promise<T> => {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof ChatRefusal) throw new AppError(error.code, error.message);
    throw error;
  }
};

/** Chat rooms: /ws/chat, the history and room list calls, seeding, score pushes and operator moderation. */
export const registerChatModule = async (
  ctx: ModuleContext,
  {
    directory,
    resolveMember,
    site,
    feed,
    gate,
  }: {
    directory: MemberDirectory;
    resolveMember: AuthResolvers['member'];
    site: SiteApi;
    feed: SportsFeedApi;
    gate: OperatorGate;
  },
): Promise<void> => {
  const { deps, route } = ctx;
  const onError = (err: unknown) => deps.log.warn({ err }, 'chat');
  const repo = createChatRepo(deps.db);
  const words = createWordFilter(repo);
  let hubRef: Hub | null = null;
  const rooms = createRoomCache(repo, () => hubRef!);
  const hub = createHub(
    deps.bus,
    (e) => {
      if (e.to === 'room-changed') rooms.forget(e.rid);
      else words.invalidate(e.siteId);
    },
    onError,
  );
  hubRef = hub;
  await hub.ready;

  // Rooms are seeded for the server's site at start and for another brand's site the first time it is
  // asked for (an unknown site id falls back to the default site, as the site module does).
  const seeded = new Map<string, Promise<void>>();
  const ensureSite = (siteId: string) => {
    let p = seeded.get(siteId);
    if (!p) {
      p = seedChatRooms(repo, siteId, feed.hotMatches(), deps.now());
      p.catch(() => seeded.delete(siteId));
      seeded.set(siteId, p);
    }
    return p;
  };
  const resolveSite = async (requested: string) => {
    const siteId = (await site.getConfig(requested)).siteId;
    await ensureSite(siteId);
    return siteId;
  };
  await ensureSite(deps.config.siteId);

  const service = createChatService({ deps, repo, hub, rooms, words, directory, resolveMember, feed });
  const ops = createChatOperatorService(deps, gate, repo, hub, rooms, directory);
  const closeSocket = installChatSocket(ctx, hub, service, resolveSite);
  const stopPusher = deps.config.feed.simulator ? startScorePusher(repo, hub, feed, onError) : () => {};
  ctx.onClose(async () => {
    stopPusher();
    await closeSocket();
    await hub.close();
  });

  route(StreamPath.history, {
    auth: 'optional',
    tags,
    body: ChatHistoryRequestSchema,
    response: ChatHistoryResponseSchema,
    summary: "A room's history, newest first, after its last clear; guests may read it too",
    // Not `localised` as a whole: members' lines stay as written; the server's own lines follow the caller.
    handler: async ({ body, ctx: rc }) =>
      asHttp(async () => {
        const page = await service.history(await resolveSite(rc.siteId), body);
        return { ...page, list: page.list.map((m) => chatMessageIn(m, rc.language)) };
      }),
  });
  route(StreamPath.rooms, {
    auth: 'optional',
    body: EmptySchema,
    tags,
    // Sport rooms are named after their match (the feed's team names).
    localised: true,
    response: ChatRoomsResponseSchema,
    summary: "The site's chat rooms with their online counts (all instances)",
    handler: async ({ ctx: rc }) => service.rooms(await resolveSite(rc.siteId)),
  });

  route(OperatorPath.chatRooms, {
    auth: 'operator',
    body: EmptySchema,
    tags: opTags,
    response: ChatOperatorRoomsResponseSchema,
    summary: 'Every chat room with its state and online count (admin, risk, support)',
    handler: ({ operator, ctx: rc }) => ops.rooms(operator, rc.ip),
  });
  route(OperatorPath.chatMute, {
    auth: 'operator',
    tags: opTags,
    body: ChatMuteRequestSchema,
    response: ChatMuteResponseSchema,
    summary: 'Mute a member in every room for some minutes; 0 lifts the mute (admin, risk, support)',
    handler: ({ operator, body, ctx: rc }) => ops.mute(operator, body, rc.ip),
  });
  route(OperatorPath.chatBlock, {
    auth: 'operator',
    tags: opTags,
    body: ChatBlockRequestSchema,
    response: ChatOperatorRoomSchema,
    summary: "Block or unblock a room's messages (toggles when `blocked` is omitted)",
    handler: ({ operator, body, ctx: rc }) => ops.block(operator, body, rc.ip),
  });
  route(OperatorPath.chatRoomSet, {
    auth: 'operator',
    tags: opTags,
    body: ChatRoomSetRequestSchema,
    response: ChatOperatorRoomSchema,
    summary: 'Open or close a room, set the VIP level needed to speak, or destroy it',
    handler: ({ operator, body, ctx: rc }) => ops.set(operator, body, rc.ip),
  });
  route(OperatorPath.chatClear, {
    auth: 'operator',
    tags: opTags,
    body: ChatRoomRefRequestSchema,
    response: ChatOperatorRoomSchema,
    summary: "Clear a room's history: members see it emptied at once",
    handler: ({ operator, body, ctx: rc }) => ops.clear(operator, body, rc.ip),
  });
  route(OperatorPath.chatWords, {
    auth: 'operator',
    tags: opTags,
    body: ChatWordsRequestSchema,
    response: ChatWordsResponseSchema,
    summary: 'List, add or remove a banned word (masked as *** in new messages on every instance)',
    handler: ({ operator, body, ctx: rc }) => ops.words(operator, body, rc.ip),
  });
  route(OperatorPath.chatNotify, {
    auth: 'operator',
    tags: opTags,
    body: ChatNotifyRequestSchema,
    summary: 'Send an internal notification (60000) to one room or to every connected member',
    handler: async ({ operator, body, ctx: rc }) => {
      await ops.notify(operator, body, rc.ip);
      return null;
    },
  });
};
