import { expect, test } from './support/fixtures.ts';
import {
  header,
  label,
  logoutThroughUi,
  memberButton,
  memberLoggedIn,
  openMemberMenu,
} from './support/ui.ts';

test('J2 see the home page logged in, then log out', async ({ page, request, clientIp, shot }) => {
  await memberLoggedIn(page, request, clientIp);

  const main = page.getByRole('main');
  // Banner: the slides with their arrows.
  await expect(main.getByRole('button', { name: '下一张' })).toBeVisible();
  await expect(main.getByRole('button', { name: '上一张' })).toBeVisible();
  // Notices scroll in the notice bar and open as a list.
  const notices = main.getByRole('button', { name: '最新公告' });
  await expect(notices).toContainText('公告');
  await expect(notices).not.toContainText('暂无公告');
  // The category tiles: only categories whose pages exist are shown (customer service always is).
  await expect(main.getByRole('button', { name: '客服', exact: true })).toBeVisible();
  await expect(main.getByRole('button', { name: '个人资料', exact: true })).toBeVisible();
  // The promotions strip.
  await expect(main.getByRole('heading', { name: '优惠活动' })).toBeVisible();
  await expect(main.getByRole('button', { name: /立即查看/ }).first()).toBeVisible();
  await expect(memberButton(page)).toContainText('VIP');
  await shot(page, '01-home-logged-in');

  await notices.click();
  const list = page.getByRole('dialog', { name: '最新公告' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await shot(page, '02-notice-list');
  await list.getByRole('button', { name: '关闭' }).click();
  await expect(list).toBeHidden();

  await openMemberMenu(page);
  await expect(page.getByRole('menuitem', { name: /退出登录/ })).toBeVisible();
  await shot(page, '03-member-menu');
  await logoutThroughUi(page);
  await expect(header(page).getByRole('button', { name: label('注册') })).toBeVisible();
  await shot(page, '04-logged-out');
});
