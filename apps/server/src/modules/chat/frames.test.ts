import { describe, expect, it } from 'vitest';
import { ChatMsgId, Code, type ChatMessage } from '@qilin/contract';
import { toTraditional } from '../../platform/i18n/traditional.ts';
import { chatFrameIn, chatMessageIn, frame, maskUsername } from './frames.ts';

describe('maskUsername', () => {
  it('keeps two characters at each end of a long name and hides the middle', () => {
    expect(maskUsername('player88')).toBe('pl***88');
  });
  it('keeps one character at each end of a short name', () => {
    expect(maskUsername('abcd')).toBe('a***d');
    expect(maskUsername('abcde')).toBe('a***e');
  });
  it('shows only the first character of a name of three or fewer', () => {
    expect(maskUsername('abc')).toBe('a**');
  });
});

const line = (kind: ChatMessage['kind'], content: string, nickname = 'pl***88'): ChatMessage => ({
  id: '1',
  rid: 'demo-lobby',
  userId: 'u1',
  nickname,
  vipLevel: 0,
  kind,
  content,
  payload: {},
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe("chatFrameIn: the server's words in the reader's script", () => {
  it("returns the very frame for zh-CN readers and for a member's text line", () => {
    const notice = frame(ChatMsgId.Notification, { kind: 'mute', text: '您已被禁言 5 分钟' });
    expect(chatFrameIn(notice, 'zh-CN')).toBe(notice);
    const said = frame(ChatMsgId.SendMessage, line('text', '这个进球漂亮'));
    expect(chatFrameIn(said, 'zh-TW')).toBe(said);
  });

  it('converts notices, refusals, system, gift and prediction lines, room names and a guest name', () => {
    const tw = <T>(f: {
      msgId: (typeof ChatMsgId)[keyof typeof ChatMsgId];
      code: number;
      msgData: T;
      message?: string;
    }) => chatFrameIn(f, 'zh-TW');
    expect(
      tw(frame(ChatMsgId.Notification, { kind: 'clear', text: '聊天记录已被管理员清空' })).msgData,
    ).toEqual({
      kind: 'clear',
      text: toTraditional('聊天记录已被管理员清空'),
    });
    expect(
      tw({
        msgId: ChatMsgId.MemberMuted,
        code: Code.AccessDenied,
        message: '您已被禁言',
        msgData: { userId: 'u', until: 'x', reason: '刷屏广告' },
      }),
    ).toEqual({
      msgId: ChatMsgId.MemberMuted,
      code: Code.AccessDenied,
      message: toTraditional('您已被禁言'),
      msgData: { userId: 'u', until: 'x', reason: toTraditional('刷屏广告') },
    });
    expect(tw(frame(ChatMsgId.GiftRecord, line('gift', '送出 鲜花 ×3'))).msgData.content).toBe(
      toTraditional('送出 鲜花 ×3'),
    );
    const welcome = tw(
      frame(ChatMsgId.JoinUnicast, line('system', '欢迎 pl***88 进入综合聊天室', '系统消息')),
    ).msgData;
    expect([welcome.nickname, welcome.content]).toEqual([
      toTraditional('系统消息'),
      toTraditional('欢迎 pl***88 进入综合聊天室'),
    ]);
    const rooms = tw(
      frame(ChatMsgId.GlobalRoomStatus, { rooms: [{ rid: 'demo-lobby', name: '综合聊天室' }] }),
    ).msgData;
    expect(rooms.rooms[0]!.name).toBe(toTraditional('综合聊天室'));
    const guest = tw(
      frame(ChatMsgId.GuestLogin, {
        userId: 'g',
        nickname: '游客0042',
        vipLevel: 0,
        guest: true,
        mutedUntil: null,
      }),
    );
    expect(guest.msgData.nickname).toBe(toTraditional('游客0042'));
  });

  it("leaves members' own words alone, also inside a history page", () => {
    const page = frame(ChatMsgId.History, {
      rid: 'demo-lobby',
      list: [
        line('text', '这个进球漂亮', '这个名字'),
        line('prediction', '预测比分 皇家马德里 2:1 巴塞罗那'),
      ],
    });
    const list = chatFrameIn(page, 'zh-TW').msgData.list;
    expect(list[0]).toEqual(line('text', '这个进球漂亮', '这个名字'));
    expect(list[1]!.content).toBe(toTraditional('预测比分 皇家马德里 2:1 巴塞罗那'));
    expect(chatMessageIn(line('gift', '送出 奖杯 ×1', '这个名字'), 'zh-TW').nickname).toBe('这个名字');
  });
});
