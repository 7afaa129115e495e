import { describe, expect, it } from 'vitest';
import type { ChatRoom } from '@qilin/contract';
import { mergeRooms } from './chat-store.ts';

const room = (rid: string, name: string, online: number): ChatRoom => ({
  rid,
  name,
  category: 'lobby',
  gameId: '',
  status: 'open',
  blocked: false,
  minVipLevel: 0,
  online,
});

describe('the room list after a refetch', () => {
  it('keeps the live online count of a joined room but takes its name in the new language', () => {
    const known = [room('lobby', '综合聊天室', 12)];
    const fresh = [room('lobby', '綜合聊天室', 3), room('vip', 'VIP貴賓廳', 0)];
    expect(mergeRooms(known, fresh)).toEqual([room('lobby', '綜合聊天室', 12), room('vip', 'VIP貴賓廳', 0)]);
  });
});
