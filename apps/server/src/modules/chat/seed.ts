import type { Match } from '@qilin/contract';
import type { ChatRepo, NewRoom } from './repo.ts';

/** How many of the hot matches get a room of their own at start. */
const SPORT_ROOMS = 3;

/** Room ids are global (the table's key), so they carry the site: `demo-lobby`, `demo-m1234`. */
export const lobbyRid = (siteId: string) => `${siteId}-lobby`;

/**
 * Every site starts with the 综合聊天室 lobby, a 足球 room, a VIP lounge (VIP 1 to speak) and a room per
 * hot match (score pushes). Idempotent: a room that exists is left as the operators made it.
 */
export const seedChatRooms = async (repo: ChatRepo, siteId: string, hot: Match[], now: Date) => {
  const rooms: NewRoom[] = [
    { rid: lobbyRid(siteId), siteId, name: '综合聊天室', category: 'lobby', sort: 0 },
    { rid: `${siteId}-football`, siteId, name: '足球聊天室', category: 'lobby', sort: 1 },
    { rid: `${siteId}-vip`, siteId, name: 'VIP贵宾厅', category: 'lobby', minVipLevel: 1, sort: 2 },
    ...hot
      .filter((m) => m.gameStatus === 'pre' || m.gameStatus === 'live' || m.gameStatus === 'break')
      .slice(0, SPORT_ROOMS)
      .map((m, i): NewRoom => ({
        rid: `${siteId}-m${m.gameId}`.slice(0, 40),
        siteId,
        name: `${m.team_h} vs ${m.team_c}`,
        category: 'sport',
        gameId: m.gameId,
        sort: 10 + i,
      })),
  ];
  await repo.seedRooms(rooms, now);
};
