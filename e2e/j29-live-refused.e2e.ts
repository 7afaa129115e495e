import { OperatorPath } from '@qilin/contract';
import { operatorCall } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { placeOnOwnLiveMatch, slip } from './support/sports.ts';

test('J29 an in-play single is refused when a goal comes during its delay, and its stake comes back', async ({
  request,
  fundsPlayer,
  shot,
}) => {
  test.setTimeout(120_000);
  const { page } = await fundsPlayer('1000');
  // A match of its own, kicked off by the operator (placeOnOwnLiveMatch says why).
  const gameId = await placeOnOwnLiveMatch(page, request, 1, '100');

  // A goal inside the delay (football 5 s): the markets suspend, so the ticket is not accepted at the old
  // price.
  await operatorCall(request, OperatorPath.matchesScore, { gameId, home: 1, away: 0 });
  // The stake was taken while the ticket waits.
  await expect(slip(page)).toContainText('余额¥900');

  // The slip says why, keeps the selection (now locked), and the balance is whole again.
  await expect(slip(page).getByTestId('slip-refusal')).toHaveText('投注失败：盘口暂停，注单未被接受', {
    timeout: 20_000,
  });
  await expect(slip(page).getByTestId('slip-entry')).toHaveCount(1);
  // Suspended for the goal, not closed: it takes bets again in a moment.
  await expect(slip(page).getByTestId('slip-suspended')).toHaveText('盘口暂停，恢复后可投注');
  await expect(slip(page)).toContainText('余额¥1,000');
  await shot(page, '01-live-refused');

  // The bet record keeps the refused ticket with its reason and what came back; it promises no payout.
  await page.goto('/mine/betRecord');
  const table = page.locator('.ant-table');
  await expect(table.getByTestId('ticket-outcome').filter({ hasText: '投注失败' })).toHaveCount(1);
  await expect(table.getByTestId('ticket-refunded')).toHaveText('已退还 ¥100');
  await expect(table).not.toContainText('预计派彩');
  await expect(page.getByTestId('bet-totals')).toContainText('共 1 笔');
  await shot(page, '02-bet-record-refused');

  // The trade record shows the stake and its refund, and the refund says why.
  await page.goto('/mine/transRecord');
  const refund = page.getByRole('main').getByRole('row').filter({ hasText: '注单退款' });
  await expect(refund).toHaveCount(1);
  await expect(refund).toContainText('盘口暂停，注单未被接受');
  await expect(refund).toContainText('+100');
  await shot(page, '03-trade-record-refund');
});
