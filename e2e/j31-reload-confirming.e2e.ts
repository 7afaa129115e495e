import { OperatorPath } from '@qilin/contract';
import { operatorCall } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { placeOnOwnLiveMatch } from './support/sports.ts';

test('J31 a player who reloads while a live ticket is confirming is told how it ended', async ({
  request,
  fundsPlayer,
  shot,
}) => {
  test.setTimeout(120_000);
  const { page } = await fundsPlayer('1000');
  // A match of its own, not J29's (placeOnOwnLiveMatch says why).
  const gameId = await placeOnOwnLiveMatch(page, request, 2, '100');

  // The player reloads inside the delay, and a goal comes meanwhile: the ticket is refused.
  await page.reload();
  await operatorCall(request, OperatorPath.matchesScore, { gameId, home: 0, away: 1 });
  await expect(page.getByText('您刚才提交的注单投注失败：盘口暂停，注单未被接受，本金已退还')).toBeVisible({
    timeout: 20_000,
  });
  // The header's centre wallet has the stake back.
  await expect(page.locator('header').first()).toContainText('¥1,000');
  await shot(page, '01-told-after-reload');

  // Told once: the next page of the session says nothing more of it.
  await page.reload();
  await expect(page.getByTestId('sports-page')).toBeVisible();
  await page.waitForTimeout(2_000);
  await expect(page.getByText('您刚才提交的注单')).toHaveCount(0);
});
