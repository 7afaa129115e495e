import { ChatMsgId, type ChatLoginDataSchema, type ChatServerFrame } from '@qilin/contract';
import type { z } from 'zod';
import type { Bus } from '../../platform/bus/bus.ts';
import type { Language } from '../../platform/http/context.ts';
import { chatFrameIn, frame } from './frames.ts';
import { createPresence } from './presence.ts';

const EVENTS = 'chat:events';
/**
 * How often a room's members may hear its online count. Counts are coalesced rather than sent per join or
 * leave: in a busy room (a match kicking off, a page of guests reloading) people come and go many times a
 * second, and a frame to every member for each would cost more than the talk. Once a second each instance
 * compares every room it has members in with the figure it last sent there and, if it moved, sends one
 * 10006 `{ rid, online }` to those members. Comparing, rather than reacting to events, also catches what
 * no local event announces: another instance's members coming and going, and a dead instance going stale.
 */
const ONLINE_PUSH_MS = 1_000;

/** One /ws/chat connection on this instance. */
export interface ChatSession {
  siteId: string;
  ip: string;
  userAgent: string;
  /** The reader's language (the handshake's `?language=`): the server's own words are sent in its script. */
  language: Language;
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
 * A frame's bytes for each reader's language, serialised and UTF-8 encoded once per language the frame is
 * read in on this instance (a member's text line, the same in both scripts, once in all).
 */
const encoder = (f: ChatServerFrame) => {
  let cn: Buffer | null = null;
  let tw: Buffer | null = null;
  const zhCN = () => (cn ??= Buffer.from(JSON.stringify(f)));
  return (language: Language): Buffer => {
    if (language !== 'zh-TW') return zhCN();
    if (tw) return tw;
    const local = chatFrameIn(f, language);
    tw = local === f ? zhCN() : Buffer.from(JSON.stringify(local));
    return tw;
  };
};

/**
 * Local sessions by room and by member, fed by the bus. A room frame is serialised and UTF-8 encoded once
 * per instance and language, and the same bytes go to every member of the room here who reads it in that
 * language (an event names no language: each instance words it for its own sockets).
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
  const presence = createPresence(bus, { all: counts, one: (rid) => byRoom.get(rid)?.size ?? 0 }, onError);

  // The figure each room's members on this instance last heard, from a count push or a join broadcast.
  const sentOnline = new Map<string, number>();
  /**
   * A join broadcast (10008) carries the figure its joiner's instance counted, which this instance may not
   * have heard of yet (announcements are debounced): until then its own figure would undo the broadcast's
   * for a moment (3, then 2, then 3). The broadcast's figure stands until this time.
   */
  const heldUntil = new Map<string, number>();
  const HOLD_MS = ONLINE_PUSH_MS;
  const pushOnline = () => {
    const now = Date.now();
    for (const [rid, set] of byRoom) {
      const held = heldUntil.get(rid);
      if (held !== undefined) {
        if (held > now) continue;
        heldUntil.delete(rid);
      }
      const n = presence.online(rid);
      if (sentOnline.get(rid) === n) continue;
      sentOnline.set(rid, n);
      const bytes = Buffer.from(JSON.stringify(frame(ChatMsgId.RoomStatus, { rid, online: n })));
      for (const s of set) s.send(bytes);
    }
    for (const rid of sentOnline.keys())
      if (!byRoom.has(rid)) {
        sentOnline.delete(rid);
        heldUntil.delete(rid);
      }
  };
  const onlineTimer = setInterval(() => {
    try {
      pushOnline();
    } catch (e) {
      onError(e);
    }
  }, ONLINE_PUSH_MS);
  onlineTimer.unref();

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
        if (e.frame.msgId === ChatMsgId.JoinBroadcast) {
          // What the room's members here hear now; the next count push compares with it.
          sentOnline.set(e.rid, (e.frame.msgData as { online: number }).online);
          heldUntil.set(e.rid, Date.now() + HOLD_MS);
        }
        const bytes = encoder(e.frame);
        for (const s of set) s.send(bytes(s.language));
        if (e.leave) for (const s of [...set]) leave(s, e.rid);
        return;
      }
      case 'member': {
        const set = byMember.get(e.memberId);
        if (!set) return;
        const bytes = encoder(e.frame);
        for (const s of set) {
          if (e.mute) {
            const until = new Date(e.mute.until);
            s.mutedUntil = until;
            s.muteReason = e.mute.reason;
            if (s.self) s.self = { ...s.self, mutedUntil: e.mute.until };
          }
          s.send(bytes(s.language));
        }
        return;
      }
      case 'site': {
        const bytes = encoder(e.frame);
        for (const s of all) if (s.siteId === e.siteId && s.self) s.send(bytes(s.language));
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
    /** Puts `s` in `rid`; false when it was there already. */
    join(s: ChatSession, rid: string): boolean {
      let set = byRoom.get(rid);
      if (!set) {
        set = new Set();
        byRoom.set(rid, set);
      }
      if (set.has(s)) return false;
      set.add(s);
      s.rooms.add(rid);
      presence.changed();
      return true;
    },
    leave,
    online: (rid: string) => presence.online(rid),
    sessions: () => all,
    async close() {
      clearInterval(onlineTimer);
      await presence.close();
      await (
        await unsubscribe
      )();
    },
  };
};

export type Hub = ReturnType<typeof createHub>;
