import { OperatorPath } from '@qilin/contract';
import { operatorCall } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { firstMatch, openPreMatch, openPrice, slip } from './support/sports.ts';
import { toast } from './support/ui.ts';

test('J17 a voided match is restored: the bet is refunded, then open again (恢复) with its stake taken back, and a letter says so', async ({
  request,
  fundsPlayer,
  shot,
}) => {
  test.setTimeout(180_000);
  const { page } = await fundsPlayer('100');

  // A pre-match single of 10.
  await page.goto('/game/sport/crty');
  await expect(page.getByTestId('sports-page')).toBeVisible();
  await openPreMatch(page, 1);
  const { gameId, row } = await firstMatch(page);
  await openPrice(row).click();
  await slip(page).getByLabel('投注金额').fill('10');
  await slip(page).getByTestId('place-bet').click();
  await expect(toast(page, '投注成功')).toBeVisible({ timeout: 30_000 });

  // The operator voids the match: the ticket is cancelled and the stake comes back.
  await operatorCall(request, OperatorPath.matchesVoid, { gameId, reason: 'D1 赛事取消' });
  await page.goto('/mine/betRecord');
  const outcome = page.getByTestId('ticket-outcome').first();
  // Settlement runs in the background: the player asks the page again, as its reload button does.
  const refresh = page.getByRole('button', { name: '重试' });
  await expect(async () => {
    await refresh.click();
    await expect(outcome).toHaveText('取消', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.locator('.ant-table')).toContainText('赛事取消');

  // Then restores it: the ticket is open again and reads 恢复; the stake is taken back from the wallet.
  await operatorCall(request, OperatorPath.matchesRestore, { gameId });
  await expect(async () => {
    await refresh.click();
    await expect(outcome).toHaveText('恢复', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await shot(page, '01-bet-record-restored');

  // The inbox explains what happened and what was taken back.
  await page.goto('/mine/message');
  const restored = page.getByTestId('letter').filter({ hasText: '注单已恢复' });
  await expect(restored).toBeVisible({ timeout: 20_000 });
  await restored.getByRole('button').first().click();
  await expect(
    page.getByRole('dialog').filter({ hasText: '注单已恢复' }).getByTestId('letter-body'),
  ).toContainText('所在赛事已恢复，注单重新开放，已扣回此前的退款或派彩 ¥10，');
  await shot(page, '02-inbox-restored');
});
