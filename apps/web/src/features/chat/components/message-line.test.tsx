// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChatMsgId, type ChatServerFrame } from '@qilin/contract';
import { setLanguage } from '../../../shared/i18n/index.ts';
import { mountPerTest } from '../../../shared/testing/dom-mount.ts';
import { initialChatData, reduceChat } from '../store/chat-reducer.ts';
import { MessageLine } from './MessageLine.tsx';

const dom = mountPerTest();
afterEach(async () => {
  await setLanguage('zh-CN');
});

/** The welcome line the panel shows after a join, for a player logged in as `self`. */
const welcomeFor = (self: { nickname: string; guest: boolean }) => {
  const frame = (msgId: number, msgData: unknown) => ({ msgId, code: 6000, msgData }) as ChatServerFrame;
  const login = { userId: 'u', vipLevel: 0, mutedUntil: null, ...self };
  let s = reduceChat(initialChatData, frame(self.guest ? ChatMsgId.GuestLogin : ChatMsgId.Login, login));
  s = reduceChat(s, frame(ChatMsgId.JoinUnicast, { rid: 'lobby' }));
  const line = s.messages.lobby?.at(-1);
  if (!line) throw new Error('no welcome line');
  return line;
};
const shown = async (line: ReturnType<typeof welcomeFor>) => {
  await act(async () => dom.root.render(<MessageLine line={line} mine={false} />));
  return dom.host.textContent;
};

describe('the welcome line', () => {
  it("words a guest's name in the reader's script, and keeps a member's nickname as it is", async () => {
    const guest = welcomeFor({ nickname: '游客0042', guest: true });
    expect(await shown(guest)).toBe('欢迎 游客0042 进入房间，文明聊天，理性投注');
    await act(async () => setLanguage('zh-TW'));
    expect(await shown(guest)).toBe('歡迎 訪客0042 進入房間，文明聊天，理性投注');
    // A member's nickname is theirs: never converted.
    expect(await shown(welcomeFor({ nickname: '游侠', guest: false }))).toBe(
      '歡迎 游侠 進入房間，文明聊天，理性投注',
    );
  });
});
