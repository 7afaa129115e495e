import { expect, test } from './support/fixtures.ts';
import { listSettled, rows } from './support/sports.ts';
import { logoutThroughUi, memberLoggedIn } from './support/ui.ts';

test('J25 the preset leagues are football only, and a second player in the same tab gets their own venue session', async ({
  page,
  request,
  clientIp,
}) => {
  test.setTimeout(120_000);
  await memberLoggedIn(page, request, clientIp);
  await page.goto('/game/sport/crty');
  await expect(page.getByTestId('sports-page')).toBeVisible();

  // SPEC §2.8's presets in its order, the Champions League read 欧冠.
  await page.getByText('今日', { exact: true }).click();
  const presets = page.locator('.qs-filters .ant-segmented').filter({ hasText: '英超' });
  await expect(presets.locator('.ant-segmented-item-label')).toHaveText([
    '全部',
    '欧冠',
    '英超',
    '意甲',
    '西甲',
    '德甲',
    '法甲',
    '中超',
  ]);
  // 英超 chosen on football does not follow the player to basketball: no bar there, and every league listed.
  await presets.getByText('英超', { exact: true }).click();
  const basketball = page.getByRole('tab', { name: /篮球/ });
  await basketball.click();
  await expect(presets).toHaveCount(0);
  await listSettled(page);
  const count = Number(await basketball.locator('sup').getAttribute('title'));
  if (count > 0) await expect(rows(page).first()).toBeVisible({ timeout: 20_000 });

  // Another member logs in in this tab: the first one's venue session (kept in sessionStorage) is not theirs.
  await logoutThroughUi(page);
  await memberLoggedIn(page, request, clientIp);
  await page.goto('/game/sport/crty');
  await expect(page.getByTestId('sports-page')).toBeVisible();
  await listSettled(page);
  await expect(rows(page).first().or(page.getByText('暂无赛事'))).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('数据异常，请重新进入游戏')).toHaveCount(0);
});
