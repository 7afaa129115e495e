import type { ChatRoom } from '@qilin/contract';
import { toChatRoom } from './frames.ts';
import type { Hub } from './hub.ts';
import type { ChatRepo, RoomRow } from './repo.ts';

/**
 * Room rows cached per instance, because every message checks its room (status, block, VIP level). An
 * operator change publishes `room-changed` on the bus and every instance drops its copy before the
 * change's frames arrive (same channel, same order).
 */
export const createRoomCache = (repo: ChatRepo, hub: () => Hub) => {
  const cache = new Map<string, Promise<RoomRow | null>>();
  const get = (rid: string): Promise<RoomRow | null> => {
    let p = cache.get(rid);
    if (!p) {
      p = repo.room(rid);
      p.catch(() => cache.delete(rid));
      cache.set(rid, p);
    }
    return p;
  };
  return {
    get,
    forget(rid: string) {
      cache.delete(rid);
    },
    /** A site's live rooms with their online counts (the room list, 10009). */
    async list(siteId: string): Promise<ChatRoom[]> {
      const rows = await repo.rooms(siteId);
      return rows.map((r) => toChatRoom(r, hub().online(r.rid)));
    },
  };
};

export type RoomCache = ReturnType<typeof createRoomCache>;
