import { OperatorPath, SitePath } from '@qilin/contract';
import { operatorCall } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import {
  header,
  label,
  logoutThroughUi,
  memberButton,
  memberLoggedIn,
  openMemberMenu,
} from './support/ui.ts';

/** Notices this journey published, removed after it so other journeys see the site as seeded. */
const published: number[] = [];
test.afterEach(async ({ request }) => {
  for (const id of published.splice(0)) await operatorCall(request, OperatorPath.noticesRemove, { id });
});

test('J2 see the home page logged in, then log out', async ({ page, request, clientIp, shot }) => {
  // More notices than the list's first page (10), so the list has to page through them all; published
  // before the page loads, since the notice bar's first page is the list's first page.
  const read = await request.post(SitePath.noticeList, { data: {} });
  const seeded = ((await read.json()) as { data: { total: number } }).data.total;
  while (seeded + published.length <= 10) {
    const title = `J2 公告 ${published.length + 1}`;
    const added = await operatorCall(request, OperatorPath.noticesAdd, { title, body: '分页' });
    published.push((added as { id: number }).id);
  }
  const total = seeded + published.length;
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
  // At a laptop's width the shortcuts share their rows evenly: none is left alone on a last row.
  await page.setViewportSize({ width: 1280, height: 800 });
  const perRow = await main.locator('.qh-shortcut').evaluateAll((items) => {
    const rows = new Map<number, number>();
    for (const item of items) {
      const top = Math.round(item.getBoundingClientRect().top);
      rows.set(top, (rows.get(top) ?? 0) + 1);
    }
    return [...rows.values()];
  });
  expect(perRow.length).toBeGreaterThan(0);
  expect(
    Math.max(...perRow) - Math.min(...perRow),
    `shortcuts per row: ${perRow.join(', ')}`,
  ).toBeLessThanOrEqual(1);
  await page.setViewportSize({ width: 1440, height: 900 });
  // The promotions strip.
  await expect(main.getByRole('heading', { name: '优惠活动' })).toBeVisible();
  await expect(main.getByRole('button', { name: /立即查看/ }).first()).toBeVisible();
  await expect(memberButton(page)).toContainText('VIP');
  await shot(page, '01-home-logged-in');

  await notices.click();
  const list = page.getByRole('dialog', { name: '最新公告' });
  // The first page, then the rest on 加载更多, to the last notice.
  await expect(list.getByRole('listitem')).toHaveCount(10);
  await shot(page, '02-notice-list');
  await list.getByRole('button', { name: '加载更多' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(total);
  await expect(list).toContainText(`已显示全部 ${total} 条公告`);
  await expect(list.getByRole('button', { name: '加载更多' })).toHaveCount(0);
  await list.getByText(`已显示全部 ${total} 条公告`).scrollIntoViewIfNeeded();
  await shot(page, '02-notice-list-all');
  await list.getByRole('button', { name: '关闭' }).click();
  await expect(list).toBeHidden();

  await openMemberMenu(page);
  await expect(page.getByRole('menuitem', { name: /退出登录/ })).toBeVisible();
  await shot(page, '03-member-menu');
  await logoutThroughUi(page);
  await expect(header(page).getByRole('button', { name: label('注册') })).toBeVisible();
  await shot(page, '04-logged-out');
});
