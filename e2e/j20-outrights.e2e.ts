import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { slip } from './support/sports.ts';

/** The count on the 冠军 sport tab (its badge), or null when the tab shows none. */
const championTabCount = async (page: Page): Promise<number | null> => {
  const badge = page.getByRole('tab', { name: /^冠军/ }).locator('.ant-badge');
  if ((await badge.count()) === 0) return null;
  return Number((await badge.innerText()).replace(/\D/g, ''));
};

test('J20 a player finds the outrights the champion tab counts, and picks one into the slip', async ({
  fundsPlayer,
  shot,
}) => {
  const { page } = await fundsPlayer('100');
  await page.goto('/game/sport/crty');
  await expect(page.getByTestId('sports-page')).toBeVisible();

  // Early outrights (the season winners close weeks ahead): the tab's count is the list's.
  await page
    .locator('.ant-segmented-item')
    .filter({ hasText: /^冠军早盘$/ })
    .click();
  const markets = page.locator('[data-testid^="champion-"]');
  await expect(markets.first()).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => championTabCount(page)).toBe(await markets.count());
  await shot(page, '01-outrights-early');

  // Today's outrights: the count follows the list, whether it has some or none.
  await page
    .locator('.ant-segmented-item')
    .filter({ hasText: /^冠军$/ })
    .click();
  await expect(markets.first().or(page.getByText('暂无赛事'))).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => championTabCount(page)).toBe(await markets.count());

  // An option goes into the slip as an outright, in decimal odds.
  await page
    .locator('.ant-segmented-item')
    .filter({ hasText: /^冠军早盘$/ })
    .click();
  await markets.first().locator('button.qs-odd').first().click();
  await expect(slip(page).getByTestId('slip-entry')).toHaveCount(1);
  await expect(slip(page).getByTestId('slip-entry')).toContainText('冠军');
  await shot(page, '02-outright-in-slip');
});
