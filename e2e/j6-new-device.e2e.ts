import { waitForCode, waitForResendWindow } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import {
  authDialog,
  expectLoggedIn,
  fillLogin,
  label,
  loginThroughUi,
  openLoginDialog,
  toast,
} from './support/ui.ts';

test('J6 a login from a new device asks for the SMS code of the bound phone', async ({
  openBrowser,
  returning,
  request,
  shot,
}) => {
  test.setTimeout(180_000); // may wait out SPEC §9's 60 s since the phone was bound
  const player = returning.newDevice;
  const phone = player.phone ?? '';
  const masked = `${phone.slice(0, 3)}****${phone.slice(-4)}`;

  // On the browser they registered from, the password is enough.
  const home = await openBrowser({ ip: player.ip, visitorId: player.visitorId });
  await home.goto('/');
  await loginThroughUi(home, player.name, player.password);

  // A second browser is a new device (a new device id): the right password leads to verification.
  const page = await openBrowser({ ip: player.ip });
  await page.goto('/');
  const dialog = await openLoginDialog(page);
  await fillLogin(dialog, player.name, player.password);
  await dialog.getByRole('button', { name: label('登录') }).click();
  await expect(dialog.getByText('新设备登录验证')).toBeVisible();
  await expect(dialog.getByText(masked, { exact: true })).toBeVisible();
  await shot(page, '01-new-device');

  // SPEC §5: digits only; the code must be requested first.
  const code = dialog.getByPlaceholder('请输入6位验证码');
  await code.fill('ab12cd');
  await expect(code).toHaveValue('12');
  await code.fill('123456');
  const submit = dialog.getByRole('button', { name: '验证并登录' });
  await submit.click();
  await expect(dialog.getByText('请先获取验证码')).toBeVisible();
  await code.fill('');
  await expect(submit).toBeDisabled();

  // 获取验证码 asks for the 4 hidden middle digits first.
  await waitForResendWindow(player.phoneCodeAt);
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  const digits = page.getByRole('dialog').filter({ hasText: '验证手机号' });
  await expect(digits.getByText(`请输入手机号 ${masked} 中间被隐藏的4位数字`)).toBeVisible();
  // While the SMS request is under way, the voice button waits for its answer rather than sending another.
  await expect(dialog.getByRole('button', { name: '收不到短信？获取语音验证码' })).toBeDisabled();
  await digits.getByPlaceholder('中间4位数字').fill('12');
  await digits.getByRole('button', { name: label('确定') }).click();
  await expect(digits.getByText('手机号错误')).toBeVisible();
  await digits.getByPlaceholder('中间4位数字').fill(phone.slice(3, 7));
  await shot(page, '02-middle-digits');
  const sentAt = Date.now();
  await digits.getByRole('button', { name: label('确定') }).click();
  await expect(toast(page, '获取手机验证码成功')).toBeVisible();
  // SMS and voice share one 60 s countdown.
  await expect(dialog.getByRole('button', { name: /\d+秒后重新获取/ })).toHaveCount(2);
  for (const button of await dialog.getByRole('button', { name: /\d+秒后重新获取/ }).all()) {
    await expect(button).toBeDisabled();
  }

  const sms = await waitForCode(request, phone, sentAt - 1000);
  await code.fill(sms);
  await expect(submit).toBeEnabled();
  await shot(page, '03-code-entered');
  await submit.click();
  await expectLoggedIn(page, player.name);
  await expect(authDialog(page)).toBeHidden();
  await shot(page, '04-logged-in');
});
