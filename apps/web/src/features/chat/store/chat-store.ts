import { create } from 'zustand';
import type { ChatRoom, ChatServerFrame } from '@qilin/contract';
import type { ChatConnectionState } from '../socket/chat-client.ts';
import {
  initialChatData,
  markHistoryLoading,
  reduceChat,
  selectRoom,
  type ChatData,
} from './chat-reducer.ts';

export interface ChatState extends ChatData {
  connection: ChatConnectionState;
  apply: (frame: ChatServerFrame) => void;
  setConnection: (connection: ChatConnectionState) => void;
  /** The room list from StreamPath.rooms; socket updates (10005-10009) patch it afterwards. */
  setRooms: (rooms: ChatRoom[]) => void;
  /** `byPlayer`: the player chose it (a room tab), which also dismisses a destroyed-room notice. */
  select: (rid: string, byPlayer?: boolean) => void;
  historyLoading: (rid: string) => void;
  clearRefusal: () => void;
  /** Who is logged in changed: what the old identity saw about itself no longer holds. */
  resetSelf: () => void;
}

/**
 * A fresh room list over the known one: live figures the socket already gave (online counts, flags) stay
 * for rooms it has spoken about, but the name is the list's, which is in the reader's language (a switch
 * to zh-TW left the joined lobby named 综合聊天室).
 */
export const mergeRooms = (known: readonly ChatRoom[], fresh: readonly ChatRoom[]): ChatRoom[] =>
  fresh.map((r) => {
    const live = known.find((x) => x.rid === r.rid);
    return live ? { ...live, name: r.name } : r;
  });

/** The chat panel's client state (one per page: the home and sports panels share the one socket). */
export const useChat = create<ChatState>()((set) => ({
  ...initialChatData,
  connection: 'offline',
  apply: (frame) => set((s) => reduceChat(s, frame)),
  setConnection: (connection) => set({ connection }),
  setRooms: (rooms) => set((s) => ({ rooms: mergeRooms(s.rooms, rooms) })),
  select: (rid, byPlayer) => set((s) => selectRoom(s, rid, byPlayer)),
  historyLoading: (rid) => set((s) => markHistoryLoading(s, rid)),
  clearRefusal: () => set({ refusal: null }),
  resetSelf: () => set({ self: null, refusal: null }),
}));
