import { UserPath } from '@qilin/contract';
import { freshName, PASSWORD } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { authDialog, expectLoggedIn, label, toast } from './support/ui.ts';

test('J1 register from a referral link and land logged in', async ({ page, shot }) => {
  await page.goto('/?rcode=R123&register=1');

  // SPEC §4: after the register flag the register dialog opens by itself (500 ms later).
  const dialog = authDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('tab', { name: /注册/ })).toHaveAttribute('aria-selected', 'true');
  const submit = dialog.getByRole('button', { name: label('立即注册') });
  await expect(submit).toBeDisabled();
  await shot(page, '01-register-dialog');

  // SPEC §5 messages, shown when a field is left.
  const username = dialog.getByPlaceholder('4-11位字母+数字，首位为字母');
  const password = dialog.getByPlaceholder('8-12位字母+数字组合');
  const repeat = dialog.getByPlaceholder('请再次输入密码');
  await username.fill('1abc');
  await password.click();
  await expect(dialog.getByText('4-11位，最少2个字母+数字组合，首位为字母')).toBeVisible();
  await password.fill('abc');
  await repeat.click();
  await expect(dialog.getByText('请输入8-12位字母+数字的组合')).toBeVisible();
  await password.fill(PASSWORD);
  await repeat.fill(`${PASSWORD}x`);
  await username.click();
  await expect(dialog.getByText('两次密码输入不一致')).toBeVisible();
  await shot(page, '02-register-validation');

  // The terms open over the form and switch to the privacy policy from there (SPEC §2.7).
  await dialog.getByText('《用户协议》').click();
  const legal = page.getByRole('dialog').filter({ has: page.getByRole('radiogroup') });
  await expect(legal.getByRole('heading', { name: '用户协议', level: 4 })).toBeVisible();
  await expect(legal.getByRole('heading', { name: '一、年龄与使用资格' })).toBeVisible();
  await shot(page, '03-terms');
  await legal.getByText('隐私政策', { exact: true }).click();
  await expect(legal.getByRole('heading', { name: '隐私政策', level: 4 })).toBeVisible();
  await expect(legal.getByRole('heading', { name: '一、仅限成年人' })).toBeVisible();
  await shot(page, '04-privacy');
  await legal.getByRole('button', { name: '我已阅读' }).click();
  await expect(legal).toBeHidden();
  // Opening the text must not tick the agreement for the player.
  const agree = dialog.getByRole('checkbox', { name: /我已年满18周岁/ });
  await expect(agree).not.toBeChecked();
  // Each document's name stays whole: one line box, never 《隐私政 / 策》.
  for (const doc of ['《用户协议》', '《隐私政策》'])
    expect(await dialog.getByText(doc).evaluate((el) => el.getClientRects().length), doc).toBe(1);

  const name = freshName();
  await username.fill(name);
  await repeat.fill(PASSWORD);
  await expect(submit).toBeDisabled(); // not agreed yet
  await agree.click();
  await expect(agree).toBeChecked();
  await expect(submit).toBeEnabled();
  await shot(page, '05-register-filled');

  const registerRequest = page.waitForRequest((r) => r.url().endsWith(UserPath.register));
  await submit.click();
  // The referral code from the link goes with the registration.
  expect((await registerRequest).postDataJSON()).toMatchObject({ name, rCode: 'R123' });
  await expect(toast(page, '注册成功')).toBeVisible();
  await shot(page, '06-registered');

  // Logged in automatically: the dialog closes and the header shows the member.
  await expectLoggedIn(page, name);
  await shot(page, '07-logged-in');
});
