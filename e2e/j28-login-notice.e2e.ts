import { expect, test } from './support/fixtures.ts';
import { memberLoggedIn } from './support/ui.ts';

test('J28 a member without a phone is asked after login to bind one, and 去绑定 opens the security centre', async ({
  page,
  request,
  clientIp,
}) => {
  await memberLoggedIn(page, request, clientIp);
  const notice = page.locator('.ant-notification-notice').filter({ hasText: '绑定手机号' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('绑定后在新设备登录时需要短信验证');
  await notice.getByRole('button', { name: '去绑定' }).click();
  await expect(page).toHaveURL(/\/mine\/auth$/);
  await expect(notice).toHaveCount(0);
  await expect(page.getByText('手机号码', { exact: true })).toBeVisible();
});
