import { OperatorPath } from '@qilin/contract';
import { operatorCall } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { listSettled, openPrice, slip } from './support/sports.ts';

test('J31 a player who reloads while a live ticket is confirming is told how it ended', async ({
  request,
  fundsPlayer,
  shot,
}) => {
  test.setTimeout(120_000);
  const { page } = await fundsPlayer('1000');
  // A match of its own, kicked off by the operator (see J29): its goal moves no other journey's prices.
  const { list } = (await operatorCall(request, OperatorPath.matchesList, {
    gameType: 'FT',
    status: 'pre',
    limit: 500,
  })) as { list: { gameId: string }[] };
  const gameId = list.at(-2)?.gameId;
  if (!gameId) throw new Error('no football match before kick-off');
  await operatorCall(request, OperatorPath.matchesScore, { gameId, home: 0, away: 0 });

  await page.goto('/game/sport/crty');
  await expect(page.getByTestId('sports-page')).toBeVisible();
  await page.getByText('滚球', { exact: true }).click();
  await listSettled(page);
  const row = page.getByTestId(`match-${gameId}`);
  await expect(row).toBeVisible({ timeout: 20_000 });
  await openPrice(row).click();
  await slip(page).getByLabel('投注金额').fill('100');
  await slip(page).getByTestId('place-bet').click();
  await expect(slip(page).getByText('订单确认中…')).toBeVisible();

  // The player reloads inside the delay, and a goal comes meanwhile: the ticket is refused.
  await page.reload();
  await operatorCall(request, OperatorPath.matchesScore, { gameId, home: 0, away: 1 });
  await expect(page.getByText('您刚才确认中的注单投注失败：盘口暂停，注单未被接受，本金已退还')).toBeVisible({
    timeout: 20_000,
  });
  // The header's centre wallet has the stake back.
  await expect(page.locator('header').first()).toContainText('¥1,000');
  await shot(page, '01-told-after-reload');

  // Told once: the next page of the session says nothing more of it.
  await page.reload();
  await expect(page.getByTestId('sports-page')).toBeVisible();
  await page.waitForTimeout(2_000);
  await expect(page.getByText('您刚才确认中的注单')).toHaveCount(0);
});
