import type { ChatLoginDataSchema, ChatServerFrame } from '@qilin/contract';
import type { z } from 'zod';
import type { Bus } from '../../platform/bus/bus.ts';
import { createPresence } from './presence.ts';

const EVENTS = 'chat:events';

/** One /ws/chat connection on this instance. */
export interface ChatSession {
  siteId: string;
  ip: string;
  userAgent: string;
  /** Set by a guest (10019) or member (10001) login. */
  self: z.infer<typeof ChatLoginDataSchema> | null;
  memberId: number | null;
  /** The member's login token, checked again before each line: a logout or a freeze ends the right to speak. */
  token: string | null;
  mutedUntil: Date | null;
  muteReason: string;
  rooms: Set<string>;
  /** A text frame; a Buffer when the same frame goes to many sockets (encoded once, not per socket). */
  send(data: string | Buffer): void;
}

/**
 * What travels between instances on the bus. Every room event goes this way, also on a single instance
 * (the bus delivers to its own subscribers first), so one code path serves one and many instances.
 */
export type ChatEvent =
  | { to: 'room'; rid: string; frame: ChatServerFrame; leave?: boolean }
  | { to: 'member'; memberId: number; frame: ChatServerFrame; mute?: { until: string; reason: string } }
  | { to: 'site'; siteId: string; frame: ChatServerFrame }
  /** A room row changed: instances forget their cached copy. */
  | { to: 'room-changed'; rid: string }
  /** The banned-word list of a site changed: instances reload it. */
  | { to: 'words'; siteId: string };

/**
 * Local sessions by room and by member, fed by the bus. A room frame is serialised and UTF-8 encoded once
 * per instance and the same bytes go to every member of the room here.
 */
export const createHub = (
  bus: Bus,
  onControl: (e: Extract<ChatEvent, { to: 'room-changed' | 'words' }>) => void,
  onError: (e: unknown) => void,
) => {
  const byRoom = new Map<string, Set<ChatSession>>();
  const byMember = new Map<number, Set<ChatSession>>();
  const all = new Set<ChatSession>();
  const counts = () => {
    const m = new Map<string, number>();
    for (const [rid, set] of byRoom) m.set(rid, set.size);
    return m;
  };
  const presence = createPresence(bus, counts, onError);

  const leave = (s: ChatSession, rid: string) => {
    const set = byRoom.get(rid);
    if (!set?.delete(s)) return;
    s.rooms.delete(rid);
    if (set.size === 0) byRoom.delete(rid);
    presence.changed();
  };

  const deliver = (raw: unknown) => {
    const e = raw as ChatEvent;
    switch (e.to) {
      case 'room': {
        const set = byRoom.get(e.rid);
        if (!set) return;
        const text = Buffer.from(JSON.stringify(e.frame));
        for (const s of set) s.send(text);
        if (e.leave) for (const s of [...set]) leave(s, e.rid);
        return;
      }
      case 'member': {
        const set = byMember.get(e.memberId);
        if (!set) return;
        const text = Buffer.from(JSON.stringify(e.frame));
        for (const s of set) {
          if (e.mute) {
            const until = new Date(e.mute.until);
            s.mutedUntil = until;
            s.muteReason = e.mute.reason;
            if (s.self) s.self = { ...s.self, mutedUntil: e.mute.until };
          }
          s.send(text);
        }
        return;
      }
      case 'site': {
        const text = Buffer.from(JSON.stringify(e.frame));
        for (const s of all) if (s.siteId === e.siteId && s.self) s.send(text);
        return;
      }
      default:
        onControl(e);
    }
  };
  const unsubscribe = bus.subscribe(EVENTS, deliver);

  return {
    ready: unsubscribe.then(() => undefined),
    publish: (e: ChatEvent) => bus.publish(EVENTS, e),
    attach(s: ChatSession) {
      all.add(s);
    },
    detach(s: ChatSession) {
      all.delete(s);
      for (const rid of [...s.rooms]) leave(s, rid);
      if (s.memberId !== null) {
        const set = byMember.get(s.memberId);
        set?.delete(s);
        if (set?.size === 0) byMember.delete(s.memberId);
      }
    },
    bindMember(s: ChatSession, memberId: number) {
      if (s.memberId !== null) byMember.get(s.memberId)?.delete(s);
      s.memberId = memberId;
      let set = byMember.get(memberId);
      if (!set) {
        set = new Set();
        byMember.set(memberId, set);
      }
      set.add(s);
    },
    join(s: ChatSession, rid: string) {
      let set = byRoom.get(rid);
      if (!set) {
        set = new Set();
        byRoom.set(rid, set);
      }
      set.add(s);
      s.rooms.add(rid);
      presence.changed();
    },
    leave,
    online: (rid: string) => presence.online(rid),
    sessions: () => all,
    async close() {
      await presence.close();
      await (
        await unsubscribe
      )();
    },
  };
};

export type Hub = ReturnType<typeof createHub>;
