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

/** The chat panel's client state (one per page: the home and sports panels share the one socket). */
export const useChat = create<ChatState>()((set) => ({
  ...initialChatData,
  connection: 'offline',
  apply: (frame) => set((s) => reduceChat(s, frame)),
  setConnection: (connection) => set({ connection }),
  setRooms: (rooms) =>
    // Keep live figures the socket already gave (online counts, flags) for rooms it has spoken about.
    set((s) => ({ rooms: rooms.map((r) => s.rooms.find((x) => x.rid === r.rid) ?? r) })),
  select: (rid, byPlayer) => set((s) => selectRoom(s, rid, byPlayer)),
  historyLoading: (rid) => set((s) => markHistoryLoading(s, rid)),
  clearRefusal: () => set({ refusal: null }),
  resetSelf: () => set({ self: null, refusal: null }),
}));
