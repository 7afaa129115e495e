import { describe, expect, it } from 'vitest';
import type { ChatRoom } from '@qilin/contract';
import { chatSocketUrl } from '../socket/socket-url.ts';
import { defaultRoom } from './room-choice.ts';

const room = (rid: string, category: 'lobby' | 'sport', status: 'open' | 'closed' = 'open'): ChatRoom => ({
  rid,
  name: rid,
  category,
  gameId: category === 'sport' ? 'g1' : '',
  status,
  blocked: false,
  minVipLevel: 0,
  online: 0,
});

describe('the room a panel opens', () => {
  const rooms = [room('closed-lobby', 'lobby', 'closed'), room('match', 'sport'), room('lobby', 'lobby')];
  it('stays in the room the player is in', () => {
    expect(defaultRoom(rooms, 'match', 'home')).toBe('match');
  });
  it('opens an open lobby on the home page and a sport room on the sports page', () => {
    expect(defaultRoom(rooms, null, 'home')).toBe('lobby');
    expect(defaultRoom(rooms, null, 'sport')).toBe('match');
    expect(defaultRoom([room('lobby', 'lobby')], 'gone', 'sport')).toBe('lobby');
    expect(defaultRoom([], null, 'home')).toBeNull();
  });
});

describe('chat socket url', () => {
  it('speaks ws or wss like the page and carries clientType and siteId', () => {
    expect(chatSocketUrl({ protocol: 'http:', host: '127.0.0.1:8080' }, 'demo')).toBe(
      'ws://127.0.0.1:8080/ws/chat?clientType=web&siteId=demo',
    );
    expect(chatSocketUrl({ protocol: 'https:', host: 'qilin.example' }, 'a b')).toBe(
      'wss://qilin.example/ws/chat?clientType=web&siteId=a+b',
    );
  });

  it('names the language of a zh-TW reader, so the server words its refusals in Traditional', () => {
    expect(chatSocketUrl({ protocol: 'http:', host: 'h' }, 'demo', 'zh-TW')).toBe(
      'ws://h/ws/chat?clientType=web&siteId=demo&language=zh-TW',
    );
    expect(chatSocketUrl({ protocol: 'http:', host: 'h' }, 'demo', 'zh-CN')).toBe(
      'ws://h/ws/chat?clientType=web&siteId=demo',
    );
  });
});
