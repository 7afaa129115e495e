/** SPEC §7.6 chat history over HTTP, and the chat socket (SPEC §4, DESIGN §7). */
export const StreamPath = {
  history: '/stream/api/v1/history',
  /** Ours: the room list the chat panel shows. */
  rooms: '/stream/api/v1/rooms',
} as const;
export const ChatSocketPath = '/ws/chat';
