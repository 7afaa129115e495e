import { randomInt } from 'node:crypto';
import { OperatorPath } from '@qilin/contract';
import type { Locator, Page } from '@playwright/test';
import { operatorCall, registerMember } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { authDialog, fillLogin, label, loginThroughUi } from './support/ui.ts';

const LOBBY = '综合聊天室';

/** The home page's chat panel, scrolled into view (it loads when it comes near the screen). */
const openHomeChat = async (page: Page): Promise<Locator> => {
  await page.goto('/');
  await page.getByTestId('home-chat').scrollIntoViewIfNeeded();
  const panel = page.getByTestId('chat-panel');
  await expect(panel).toBeVisible();
  await panel.getByRole('tab', { name: LOBBY }).click();
  await expect(panel.getByRole('tab', { name: LOBBY })).toHaveAttribute('aria-selected', 'true');
  // Connected and in the room: the header shows the room's online count.
  await expect(panel.getByTestId('chat-online')).toContainText('在线');
  return panel;
};

const messages = (panel: Locator): Locator => panel.getByTestId('chat-message');

test('J14 two members chat in one room, an operator mutes one, a guest reads and must log in to speak', async ({
  request,
  clientIp,
  openBrowser,
  shot,
}) => {
  test.setTimeout(120_000);
  const ipB = clientIp.replace(/\.\d+$/, '.251');
  const a = await registerMember(request, { ip: clientIp, deviceId: 'e2e-chat-a' });
  const b = await registerMember(request, { ip: ipB, deviceId: 'e2e-chat-b' });

  const pageA = await openBrowser({ ip: clientIp });
  await pageA.goto('/');
  await loginThroughUi(pageA, a.name, a.password);
  const chatA = await openHomeChat(pageA);

  const pageB = await openBrowser({ ip: ipB });
  await pageB.goto('/');
  await loginThroughUi(pageB, b.name, b.password);
  const chatB = await openHomeChat(pageB);

  // A speaks; spaces around the text are trimmed; B sees it in the same room, A sees it as their own.
  const hello = `大家好，今晚一起看球 ${randomInt(1000, 9999)}`;
  await chatA.getByTestId('chat-input').fill(`   ${hello}   `);
  await chatA.getByTestId('chat-input').press('Enter');
  await expect(chatA.getByTestId('chat-input')).toHaveValue('');
  await expect(messages(chatB).filter({ hasText: hello })).toBeVisible();
  const mine = messages(chatA).filter({ hasText: hello });
  await expect(mine).toHaveClass(/is-mine/);
  await expect(mine).toContainText('我');
  await expect(messages(chatB).filter({ hasText: hello })).not.toHaveClass(/is-mine/);

  // An empty message is never sent: only spaces leave the input with a hint and nobody sees a line.
  const before = await messages(chatB).count();
  await chatA.getByTestId('chat-input').fill('    ');
  await chatA.getByTestId('chat-send').click();
  await expect(chatA.getByTestId('chat-reason')).toHaveText('请输入消息内容');
  await expect(messages(chatB)).toHaveCount(before);
  await shot(pageA, '01-home-chat-member-a');
  await shot(pageB, '02-home-chat-member-b');

  // B answers; A sees it.
  const reply = `收到，一起加油 ${randomInt(1000, 9999)}`;
  await chatB.getByTestId('chat-input').fill(reply);
  await chatB.getByRole('button', { name: label('发送') }).click();
  await expect(messages(chatA).filter({ hasText: reply })).toBeVisible();

  // An operator mutes A for 30 minutes: A's input closes with the reason, and A cannot send.
  await operatorCall(request, OperatorPath.chatMute, { username: a.name, minutes: 30, reason: 'e2e 刷屏' });
  await expect(chatA.getByTestId('chat-reason')).toContainText('您已被禁言');
  // Until when, written as every page writes a time.
  await expect(chatA.getByTestId('chat-reason')).toContainText(
    /\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2} 后可发言/,
  );
  await expect(chatA.getByTestId('chat-input')).toBeDisabled();
  await expect(chatA.getByTestId('chat-send')).toBeDisabled();
  await shot(pageA, '03-muted');
  // The mute is the server's: after a reload A logs in to the chat muted still.
  const chatA2 = await openHomeChat(pageA);
  await expect(chatA2.getByTestId('chat-reason')).toContainText('您已被禁言');
  await expect(chatA2.getByTestId('chat-input')).toBeDisabled();
  // B, not muted, still speaks.
  const still = `B 还能说话 ${randomInt(1000, 9999)}`;
  await chatB.getByTestId('chat-input').fill(still);
  await chatB.getByTestId('chat-input').press('Enter');
  await expect(messages(chatA2).filter({ hasText: still })).toBeVisible();

  // A guest reads the room's history but must log in to speak.
  const guest = await openBrowser({ ip: clientIp.replace(/\.\d+$/, '.252') });
  const chatG = await openHomeChat(guest);
  await expect(messages(chatG).filter({ hasText: hello })).toBeVisible();
  await expect(messages(chatG).filter({ hasText: still })).toBeVisible();
  await expect(chatG.getByTestId('chat-input')).toHaveCount(0);
  await shot(guest, '04-guest');
  await chatG.getByRole('button', { name: '登录后发言' }).click();
  const dialog = authDialog(guest);
  await expect(dialog).toBeVisible();
  // Logging in there turns the open panel's guest login into a member login: the input appears.
  const c = await registerMember(request, { ip: ipB, deviceId: 'e2e-chat-c' });
  await fillLogin(dialog, c.name, c.password);
  await dialog.getByRole('button', { name: label('登录') }).click();
  await expect(dialog).toBeHidden();
  await expect(chatG.getByTestId('chat-input')).toBeEnabled();
  await expect(chatG.getByRole('button', { name: '登录后发言' })).toHaveCount(0);

  // The sports page has the chat as a tab beside the bet slip; B finds A's message in the lobby there.
  await pageB.goto('/game/sport/crty');
  await expect(pageB.getByTestId('sports-page')).toBeVisible();
  await pageB.getByRole('tab', { name: '聊天' }).click();
  const sportChat = pageB.getByTestId('chat-panel');
  await expect(sportChat).toBeVisible();
  // The narrow side column picks rooms from a list; it opens on a match room.
  await expect(sportChat.getByTestId('chat-online')).toContainText('在线');
  await sportChat.getByRole('combobox', { name: '请选择房间' }).click();
  // antd's list items carry the room name as their title.
  await pageB.locator('.ant-select-dropdown').getByTitle(LOBBY, { exact: true }).click();
  await expect(messages(sportChat).filter({ hasText: hello })).toBeVisible();
  await expect(pageB.locator('.ant-select-dropdown')).toBeHidden();
  await shot(pageB, '05-sports-chat');
});
