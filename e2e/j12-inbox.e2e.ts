import { OperatorPath, LetterPath } from '@qilin/contract';
import { freshName, operatorCall, PASSWORD } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { authDialog, expectLoggedIn, label, memberButton, toast } from './support/ui.ts';

test('J12 a new member finds the welcome letter, reads it, the badge drops; an operator letter arrives', async ({
  page,
  request,
  shot,
}) => {
  test.setTimeout(120_000);
  // Register through the dialog the register flag opens (SPEC §4), as a new player does.
  await page.goto('/?register=1');
  const dialog = authDialog(page);
  await expect(dialog).toBeVisible();
  const name = freshName('inb');
  await dialog.getByPlaceholder('4-11位字母+数字，首位为字母').fill(name);
  await dialog.getByPlaceholder('8-12位字母+数字组合').fill(PASSWORD);
  await dialog.getByPlaceholder('请再次输入密码').fill(PASSWORD);
  const agree = dialog.getByRole('checkbox', { name: /我已年满18周岁/ });
  await agree.click();
  await expect(agree).toBeChecked();
  await dialog.getByRole('button', { name: label('立即注册') }).click();
  await expect(toast(page, '注册成功')).toBeVisible();
  await expectLoggedIn(page, name);

  // The header badge counts the welcome letter right after the automatic login.
  const badge = memberButton(page).getByTitle('未读消息');
  await expect(badge).toHaveText('1');
  await shot(page, '01-badge');

  // The user centre's menu leads to the inbox.
  await page.goto('/mine/userinfo');
  await page.getByRole('menuitem', { name: '消息中心' }).click();
  await expect(page).toHaveURL(/\/mine\/message$/);
  const welcome = page.getByTestId('letter').filter({ hasText: '欢迎加入' });
  await expect(welcome).toBeVisible();
  await expect(welcome).toHaveClass(/qa-letter-unread/);
  await expect(page.getByText('1 条未读')).toBeVisible();
  await shot(page, '02-inbox-unread');

  // Opening it shows the whole letter and marks it read: the badge drops to nothing.
  const read = page.waitForResponse((r) => r.url().endsWith(LetterPath.read));
  await welcome.getByRole('button').first().click();
  const letter = page.getByRole('dialog').filter({ hasText: '欢迎加入' });
  await expect(letter.getByTestId('letter-body')).toContainText(`亲爱的 ${name}`);
  await read;
  await shot(page, '03-letter-open');
  // The footer's button (the corner × is also named 关闭).
  await letter
    .locator('.ant-modal-footer')
    .getByRole('button', { name: label('关闭') })
    .click();
  await expect(welcome).not.toHaveClass(/qa-letter-unread/);
  await expect(badge).toHaveCount(0);
  await expect(page.getByText('没有未读消息')).toBeVisible();

  // An operator writes to the member; the next navigation brings the badge back and the letter shows.
  await operatorCall(request, OperatorPath.messagesSend, {
    to: name,
    type: 'activity',
    title: '首存加赠活动',
    body: '本周首次存款即享 20% 加赠，详情请查看优惠活动页面。',
  });
  await page.getByRole('menuitem', { name: '我的钱包' }).click();
  await expect(page).toHaveURL(/\/mine\/wallet$/);
  await expect(badge).toHaveText('1');
  await page.getByRole('menuitem', { name: '消息中心' }).click();
  await page.getByRole('tab', { name: /活动/ }).click();
  const offer = page.getByTestId('letter').filter({ hasText: '首存加赠活动' });
  await expect(offer).toHaveClass(/qa-letter-unread/);
  await expect(page.getByTestId('letter')).toHaveCount(1);
  await shot(page, '04-operator-letter');

  // Read all, then delete the letter after confirming.
  await page.getByRole('button', { name: '一键已读' }).click();
  await expect(toast(page, '已全部标记为已读')).toBeVisible();
  await expect(badge).toHaveCount(0);
  await offer.getByRole('button', { name: '删除' }).click();
  await page.getByRole('button', { name: label('确定') }).click();
  await expect(toast(page, '消息已删除')).toBeVisible();
  await expect(page.getByText('暂无活动消息')).toBeVisible();
  await shot(page, '05-empty-tab');
});
