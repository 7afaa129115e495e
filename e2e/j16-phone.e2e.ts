import { openPrice, rows } from './support/sports.ts';
import { expect, test } from './support/fixtures.ts';
import { memberButton, memberLoggedIn } from './support/ui.ts';

/** Whether the element lies wholly inside the 390 px wide window (nothing pushed off the right edge). */
const insideWindow = async (box: { x: number; width: number } | null) =>
  box !== null && box.x >= 0 && box.x + box.width <= 390;

test('J16 a phone player reaches the account and the member pages', async ({
  page,
  request,
  clientIp,
  shot,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await memberLoggedIn(page, request, clientIp);
  // The header has room for the balance and the member menu beside the brand; the switches move below.
  await expect(memberButton(page)).toBeVisible();
  expect(await insideWindow(await memberButton(page).boundingBox())).toBe(true);
  await expect(page.getByTestId('header-balance')).toBeVisible();
  expect(await insideWindow(await page.getByRole('radiogroup', { name: '切换版本' }).boundingBox())).toBe(
    true,
  );
  await shot(page, '01-home');

  // The member pages open with the page itself on the first screen, the menu a row above it.
  await page.goto('/mine/betRecord');
  const strip = page.getByRole('navigation', { name: '个人中心' });
  const current = strip.getByRole('button', { name: '注单记录' });
  await expect(current).toHaveAttribute('aria-current', 'page');
  expect(await insideWindow(await current.boundingBox())).toBe(true);
  await expect(page.getByTestId('bet-totals')).toBeInViewport();
  // The totals wrap onto a second row on a phone, a line below the first rather than a whole gap below.
  const rowGap = await page.getByTestId('bet-totals').evaluate((band) => {
    const boxes = Array.from(band.children, (item) => item.getBoundingClientRect());
    const first = boxes[0];
    const below = boxes.find((box) => first && box.top >= first.bottom);
    return first && below ? below.top - first.bottom : null;
  });
  expect(rowGap).not.toBeNull();
  expect(rowGap).toBeLessThanOrEqual(8);
  // Turning to a wider screen swaps the menu but keeps the page and what the player chose on it.
  await page.getByText('已结算', { exact: true }).click();
  const chosen = page.locator('.ant-segmented-item-selected').filter({ hasText: '已结算' });
  await expect(chosen).toHaveCount(1);
  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(page.getByRole('menuitem', { name: '注单记录' })).toBeVisible();
  await expect(chosen).toHaveCount(1);
  await page.setViewportSize({ width: 390, height: 844 });
  await strip.getByRole('button', { name: '我的钱包' }).click();
  await expect(page).toHaveURL(/\/mine\/wallet$/);
  await expect(page.getByText('中心钱包').first()).toBeInViewport();
  await shot(page, '02-wallet');

  // The security centre: each protection's icon stays beside its name; only the action moves down a line.
  await strip.getByRole('button', { name: '安全中心' }).click();
  await expect(page).toHaveURL(/\/mine\/auth$/);
  const phoneName = page.getByText('手机号码', { exact: true });
  const phoneIcon = page.locator('.anticon-mobile');
  await expect(phoneName).toBeVisible();
  const [nameBox, iconBox] = [await phoneName.boundingBox(), await phoneIcon.boundingBox()];
  expect(
    nameBox && iconBox && nameBox.y < iconBox.y + iconBox.height && iconBox.y < nameBox.y + nameBox.height,
  ).toBe(true);

  // The deposit channels sit two a row with every name whole, so the amount step is a short scroll away.
  await strip.getByRole('button', { name: '存款' }).click();
  const channels = page.getByRole('radiogroup', { name: '选择存款方式' }).getByRole('radio');
  await expect(channels.nth(1)).toBeVisible();
  const [first, second] = [await channels.nth(0).boundingBox(), await channels.nth(1).boundingBox()];
  expect(first && second && Math.abs(first.y - second.y) < 1 && second.x >= first.x + first.width).toBe(true);
  const cutNames = await channels.evaluateAll((cards) =>
    cards.flatMap((card) => {
      const name = card.querySelector<HTMLElement>('strong')?.parentElement;
      return name && name.scrollWidth > name.clientWidth ? [card.getAttribute('aria-label')] : [];
    }),
  );
  expect(cutNames).toEqual([]);
  await shot(page, '02b-savemoney');

  // The sport page on a phone: the match list scrolls sideways, and no price spills out of its cell into
  // the next column (a handicap cell holds the badge, the line and the price on one row).
  await page.goto('/game/sport');
  await page.getByTestId('venue-crty').getByRole('button').click();
  await expect(page.getByTestId('sports-page')).toBeVisible();
  await page.getByText('早盘', { exact: true }).click();
  await expect(page.locator('[data-testid^="match-"]').first()).toBeVisible({ timeout: 20_000 });
  const spills = await page.evaluate(() =>
    Array.from(document.querySelectorAll('button.qs-odd')).flatMap((button) => {
      const cell = button.parentElement!.getBoundingClientRect();
      return Array.from(button.children)
        .filter((part) => part.getBoundingClientRect().right > cell.right + 0.5)
        .map(() => button.textContent ?? '');
    }),
  );
  expect(spills).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The teams sit on their own line above the plays, which fit the phone: 大小 shows without scrolling.
  const list = page.locator('.qs-list');
  const sideways = () => list.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(await sideways()).toBe(0);
  await expect(page.locator('.qs-colhead').filter({ hasText: '大小' }).first()).toBeInViewport();
  await shot(page, '03-sports');

  // The slip is below the list on a phone: a tapped price shows on the slip button, which leads there.
  const fab = page.getByTestId('slip-fab');
  await expect(fab).toBeVisible();
  await openPrice(rows(page).first()).click();
  await expect(fab.locator('.ant-badge')).toContainText('1');
  await expect(page.getByTestId('bet-slip')).not.toBeInViewport();
  await fab.click();
  await expect(page.getByTestId('slip-entry')).toBeInViewport();
  await expect(page.getByLabel('投注金额')).toHaveAttribute('placeholder', /^限额 [\d,.]+ - [\d,.]+$/);
  await shot(page, '03b-sports-slip');

  // A laptop window beside the bet slip: football (the page's first sport) rows keep the full-time plays and drop the half-time
  // ones (still in the match's detail) instead of scrolling sideways; a wider window shows them again.
  const halfHead = page.locator('.qs-colhead').filter({ hasText: '半场独赢' }).first();
  await page.setViewportSize({ width: 1100, height: 800 });
  await expect(page.locator('.qs-colhead').filter({ hasText: '让球' }).first()).toBeVisible();
  await expect(halfHead).toBeHidden();
  expect(await sideways()).toBe(0);
  await shot(page, '04-sports-1100');
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(halfHead).toBeVisible();
  expect(await sideways()).toBe(0);
  // Beside the slip, the slip button is not needed.
  await expect(fab).toBeHidden();
});
