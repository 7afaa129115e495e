import type { ChatRoom } from '@qilin/contract';

export type ChatPlacement = 'home' | 'sport';

/** The room a panel opens first: the one the player is in, else a lobby (home) or sport room (sports page). */
export function defaultRoom(
  rooms: ChatRoom[],
  current: string | null,
  placement: ChatPlacement,
): string | null {
  if (current && rooms.some((r) => r.rid === current)) return current;
  const open = rooms.filter((r) => r.status === 'open');
  const preferred = placement === 'sport' ? 'sport' : 'lobby';
  return (open.find((r) => r.category === preferred) ?? open[0] ?? rooms[0])?.rid ?? null;
}
