import { expect, test } from './support/fixtures.ts';
import { expectedPayoutFen, rows, slip, yuanTextToFen } from './support/sports.ts';

test('J19 a high roller’s 10-leg parlay shows the win held to the payout cap, and the ticket pays that', async ({
  fundsPlayer,
  shot,
}) => {
  test.setTimeout(180_000);
  const { page } = await fundsPlayer('50000');
  await page.goto('/game/sport/crty');
  await expect(page.getByTestId('sports-page')).toBeVisible();

  // The early market has matches enough for ten legs on ten different games.
  await page.getByText('早盘', { exact: true }).click();
  await expect(rows(page).nth(9)).toBeVisible({ timeout: 20_000 });
  await slip(page).getByRole('switch', { name: '多选' }).click();
  await slip(page).getByRole('switch', { name: '串关' }).click();
  // Each match's draw: ten prices near 3 multiply far past the cap whatever today's favourites are.
  for (let i = 0; i < 10; i++)
    await rows(page).nth(i).locator('button.qs-odd:not([disabled])', { hasText: '和' }).first().click();
  await expect(slip(page).getByTestId('slip-entry')).toHaveCount(10);
  await slip(page).getByLabel('串关金额').fill('50000');

  // Ten football prices multiply past SPEC §9's football cap (USD 1.5M of winnings): the slip says so
  // and shows the cap, not the product.
  const capped = slip(page).getByTestId('slip-win-capped');
  await expect(capped).toContainText('超出单注最高派彩');
  const winFen = yuanTextToFen(await slip(page).getByTestId('slip-win').innerText());
  expect(winFen).toBeGreaterThan(1_000_000_000);
  expect(yuanTextToFen(/¥([\d,.]+)/.exec(await capped.innerText())?.[1] ?? '')).toBe(winFen);
  await shot(page, '01-capped-parlay');
  await slip(page).getByTestId('place-bet').click();
  await expect(slip(page).getByTestId('slip-entry')).toHaveCount(0, { timeout: 30_000 });

  // The ticket's expected payout is the stake plus exactly that capped win.
  await page.goto('/mine/betRecord');
  expect(await expectedPayoutFen(page, '10 串 1')).toBe(winFen + 5_000_000);
  await shot(page, '02-capped-record');
});
