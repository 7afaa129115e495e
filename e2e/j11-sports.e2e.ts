import { OperatorPath } from '@qilin/contract';
import { operatorCall } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import {
  expectedPayoutFen,
  openPreMatch,
  openPrice,
  placeLiveSingle,
  rows,
  slip,
  yuanTextToFen,
} from './support/sports.ts';
import { label, toast } from './support/ui.ts';

test('J11 a funded player bets a parlay and singles, sees one settle, cashes one out, finds all in the bet record', async ({
  request,
  fundsPlayer,
  shot,
}) => {
  test.setTimeout(240_000);
  const { page } = await fundsPlayer('1000');

  // The venue list opens 皇冠体育 on the local sport page.
  await page.goto('/game/sport');
  await page.getByTestId('venue-crty').getByRole('button').click();
  await expect(page).toHaveURL(/\/game\/sport\/crty$/);
  await expect(page.getByTestId('sports-page')).toBeVisible();

  // Pre-match matches; switching the odds format changes how the same price is written.
  await openPreMatch(page, 4);
  // Indonesian odds below evens are negative (red); Hong Kong odds never are.
  const negative = page.locator('.qs-odd-price.is-neg');
  await expect(negative).toHaveCount(0);
  await page.getByText('印尼盘', { exact: true }).click();
  await expect(negative.first()).toBeVisible();
  await shot(page, '01-today-indonesian');
  await page.getByText('香港盘', { exact: true }).click();
  await expect(negative).toHaveCount(0);

  // A 3-leg parlay over three different matches.
  await slip(page).getByRole('switch', { name: '多选' }).click();
  await slip(page).getByRole('switch', { name: '串关' }).click();
  for (let i = 0; i < 3; i++) await openPrice(rows(page).nth(i)).click();
  await expect(slip(page).getByTestId('slip-entry')).toHaveCount(3);
  await expect(slip(page)).toContainText('3 串 1');
  await slip(page).getByLabel('串关金额').fill('10');
  // What the slip promises is exactly what the ticket will pay (the exact product, rounded down once).
  const parlayWinFen = yuanTextToFen(await slip(page).getByTestId('slip-win').innerText());
  // The parlay's price is the decimal product of its legs: ¥10 at it wins (price - 1) x ¥10.
  const parlayPrice = Number(/3 串 1 @ ([\d.]+)/.exec(await slip(page).innerText())?.[1]);
  expect(Math.abs(parlayWinFen / 1_000 + 1 - parlayPrice)).toBeLessThan(0.006);
  await shot(page, '02-parlay-slip');
  await slip(page).getByTestId('place-bet').click();
  await expect(toast(page, '投注成功')).toBeVisible({ timeout: 30_000 });
  // Accepted entries leave the slip.
  await expect(slip(page).getByTestId('slip-entry')).toHaveCount(0);

  // A single on a fourth match, to cash out.
  await slip(page).getByRole('switch', { name: '串关' }).click();
  await slip(page).getByRole('switch', { name: '多选' }).click();
  await openPrice(rows(page).nth(3)).click();
  await slip(page).getByLabel('投注金额').fill('20');
  await slip(page).getByTestId('place-bet').click();
  await expect(slip(page).getByTestId('slip-entry')).toHaveCount(0, { timeout: 30_000 });

  // An in-play single, which the operator then drives to its end.
  await page.getByText('滚球', { exact: true }).click();
  const liveGameId = await placeLiveSingle(page, '15');
  await shot(page, '03-live-placed');
  await operatorCall(request, OperatorPath.matchesScore, { gameId: liveGameId, home: 2, away: 1 });
  await operatorCall(request, OperatorPath.matchesFinish, { gameId: liveGameId });

  // Cash out the pre-match single from the open bets.
  await page.getByRole('tab', { name: '我的注单' }).click();
  const cashOut = page.getByTestId('cash-out').first();
  await expect(cashOut).toBeVisible({ timeout: 20_000 });
  // Today's prices move (a match may even kick off meanwhile): an offer that fell between the press and the
  // confirmation is refused with 兑现金额已变化 and the button shows the new one, which a player confirms.
  const cashedOut = toast(page, /提前结算成功/);
  const offerMoved = toast(page, /兑现金额已变化/);
  for (let attempt = 1; ; attempt++) {
    await cashOut.click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: label('确定') })
      .click();
    await expect(cashedOut.or(offerMoved)).toBeVisible();
    if (await cashedOut.isVisible()) break;
    expect(attempt, 'the offer moved under every confirmation').toBeLessThan(3);
    await expect(offerMoved).toBeHidden({ timeout: 10_000 });
  }
  await shot(page, '04-open-bets');

  // The bet record holds all three: the parlay, the settled live single and the cashed-out single.
  await page.goto('/mine/betRecord');
  const table = page.locator('.ant-table');
  await expect(table).toContainText('3 串 1');
  expect(await expectedPayoutFen(page, '3 串 1')).toBe(parlayWinFen + 1_000);
  await expect(table.getByTestId('ticket-outcome').filter({ hasText: '已提前结算' })).toHaveCount(1);
  await expect(
    table.getByTestId('ticket-outcome').filter({ hasText: /^(赢|赢半|和局|输半|输)$/ }),
  ).not.toHaveCount(0, {
    timeout: 30_000,
  });
  await expect(page.getByTestId('bet-totals')).toContainText('共 3 笔');
  await shot(page, '05-bet-record');

  // The professional (dark) edition and traditional Chinese on the sport page and the record.
  await page.goto('/game/sport/crty');
  await page.getByRole('banner').getByText('专业版').click();
  await openPreMatch(page, 1);
  await openPrice(rows(page).first()).click();
  await shot(page, '06-sports-professional');
  await page.getByRole('banner').getByText('繁', { exact: true }).click();
  await expect(page.getByText('投注單').first()).toBeVisible();
  await shot(page, '07-sports-professional-zh-tw');
  await page.goto('/mine/betRecord');
  await expect(page.getByText('注單紀錄').first()).toBeVisible();
  await shot(page, '08-bet-record-zh-tw');
  // On a phone each ticket stacks into two columns: the money and the outcome stay on screen.
  await page.setViewportSize({ width: 390, height: 844 });
  const outcome = page.getByTestId('ticket-outcome').first();
  await expect(outcome).toBeInViewport();
  const tableBox = page.locator('.ant-table-content').first();
  expect(await tableBox.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  await shot(page, '09-bet-record-phone-zh-tw');
});
