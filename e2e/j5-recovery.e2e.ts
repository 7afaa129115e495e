import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { waitForCode, waitForResendWindow } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import {
  authDialog,
  expectLoggedIn,
  fillLogin,
  label,
  logoutThroughUi,
  openLoginDialog,
  toast,
} from './support/ui.ts';

type Shot = (page: Page, step: string) => Promise<void>;

/**
 * Login dialog -> 忘记密码？ -> phone or e-mail tab -> identity -> code (from the dev outbox) -> new password
 * twice -> done screen, which returns to the login form by itself after 3 s (SPEC §4).
 */
const recover = async (
  page: Page,
  request: APIRequestContext,
  shot: Shot,
  way: { tab: '手机找回' | '邮箱找回'; name: string; contact: string; masked: string },
  newPassword: string,
): Promise<Locator> => {
  const prefix = way.tab === '手机找回' ? 'phone' : 'email';
  const dialog = await openLoginDialog(page);
  await dialog.getByText('忘记密码？').click();
  await expect(dialog.getByText('找回密码')).toBeVisible();
  await dialog.getByRole('tab', { name: new RegExp(way.tab) }).click();
  await expect(dialog.getByRole('tab', { name: new RegExp(way.tab) })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // Step 0: who you are.
  await dialog.getByPlaceholder('请输入用户名').fill(way.name);
  await dialog
    .getByPlaceholder(way.tab === '手机找回' ? '请输入手机号码' : '请输入邮箱地址')
    .fill(way.contact);
  await shot(page, `${prefix}-01-identity`);
  await dialog.getByRole('button', { name: '下一步' }).click();

  // Step 1: the code goes to the masked contact.
  await expect(dialog.getByText(`验证码将发送至：${way.masked}`)).toBeVisible();
  const sentAt = Date.now();
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await expect(
    toast(page, way.tab === '手机找回' ? '获取手机验证码成功' : '获取邮箱验证码成功'),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: /\d+秒后重新获取/ })).toBeDisabled();
  // 上一步 and 下一步 again within the 60 s: the countdown is still running (the server would refuse a
  // second code now).
  await dialog.getByRole('button', { name: '上一步' }).click();
  await dialog.getByRole('button', { name: '下一步' }).click();
  await expect(dialog.getByText(`验证码将发送至：${way.masked}`)).toBeVisible();
  await expect(dialog.getByRole('button', { name: /\d+秒后重新获取/ })).toBeDisabled();
  const code = await waitForCode(request, way.contact, sentAt - 1000);
  await dialog.getByPlaceholder('请输入验证码').fill(code);
  await shot(page, `${prefix}-02-code`);
  await dialog.getByRole('button', { name: '下一步' }).click();

  // Step 2: the new password twice; a mismatch is refused first.
  const first = dialog.getByPlaceholder('请设置8-12位字母+数字新密码');
  const second = dialog.getByPlaceholder('请再次输入新密码');
  await first.fill(newPassword);
  await second.fill(`${newPassword}x`.slice(0, 12));
  await dialog.getByRole('button', { name: '确认重置' }).click();
  await expect(dialog.getByText('两次密码输入不一致，请重新输入')).toBeVisible();
  await second.fill(newPassword);
  await shot(page, `${prefix}-03-new-password`);
  await dialog.getByRole('button', { name: '确认重置' }).click();

  // Step 3: done, then back to the login form after 3 s without a click.
  await expect(dialog.getByText('密码重置成功')).toBeVisible();
  const doneAt = Date.now();
  await expect(dialog.getByText(/\d秒后自动返回登录页/)).toBeVisible();
  await shot(page, `${prefix}-04-done`);
  await expect(dialog.getByRole('tab', { name: /登录/ })).toHaveAttribute('aria-selected', 'true', {
    timeout: 6_000,
  });
  expect(Date.now() - doneAt).toBeGreaterThan(2_000);
  return dialog;
};

test('J5 recover the password by phone, then by e-mail, and log in with each new one', async ({
  openBrowser,
  returning,
  request,
  shot,
}) => {
  test.setTimeout(180_000); // may wait out SPEC §9's 60 s between codes to the freshly bound contacts
  const player = returning.recovery;
  const phone = player.phone ?? '';
  const email = player.email ?? '';
  // The player's own browser (the device and network they registered from).
  const page = await openBrowser({ ip: player.ip, visitorId: player.visitorId });
  await page.goto('/');

  await waitForResendWindow(player.phoneCodeAt);
  const byPhone = 'newpass123';
  let dialog = await recover(
    page,
    request,
    shot,
    {
      tab: '手机找回',
      name: player.name,
      contact: phone,
      masked: `${phone.slice(0, 3)}****${phone.slice(-4)}`,
    },
    byPhone,
  );
  // The old password is gone; the new one works.
  await fillLogin(dialog, player.name, player.password);
  await dialog.getByRole('button', { name: label('登录') }).click();
  await expect(toast(page, '用户名或密码错误')).toBeVisible();
  await expect(authDialog(page)).toBeVisible();
  await fillLogin(dialog, player.name, byPhone);
  await dialog.getByRole('button', { name: label('登录') }).click();
  await expectLoggedIn(page, player.name);
  await shot(page, 'phone-05-logged-in');
  await logoutThroughUi(page);

  await waitForResendWindow(player.emailCodeAt);
  const byEmail = 'mailpass456';
  dialog = await recover(
    page,
    request,
    shot,
    { tab: '邮箱找回', name: player.name, contact: email, masked: `${email.slice(0, 2)}***@example.com` },
    byEmail,
  );
  await fillLogin(dialog, player.name, byEmail);
  await dialog.getByRole('button', { name: label('登录') }).click();
  await expectLoggedIn(page, player.name);
  await shot(page, 'email-05-logged-in');
});
