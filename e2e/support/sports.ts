import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { OperatorPath } from '@qilin/contract';
import { operatorCall } from './api.ts';
import { expect } from './fixtures.ts';

/** The match rows on screen, in order. */
export const rows = (page: Page): Locator => page.locator('[data-testid^="match-"]');

/** The first open price of a match row that is not locked. */
export const openPrice = (row: Locator): Locator => row.locator('button.qs-odd:not([disabled])').first();

export const gameIdOf = async (row: Locator): Promise<string> =>
  ((await row.getAttribute('data-testid')) ?? '').replace(/^match-/, '');

export const slip = (page: Page): Locator => page.getByTestId('bet-slip');

/**
 * After a market or filter change the list being left stays on screen, dimmed and busy, until the new one
 * arrives: its rows are not the ones asked for.
 */
export const listSettled = async (page: Page): Promise<void> => {
  await expect(page.locator('.qs-list[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
};

/**
 * The first match row, pinned by its game id: `rows(page).first()` is looked up again on every use, and a
 * live list re-sorts (a kick-off, a new fixture) between reading a row's id and pressing its price.
 */
export const firstMatch = async (page: Page): Promise<{ gameId: string; row: Locator }> => {
  const gameId = await gameIdOf(rows(page).first());
  return { gameId, row: page.getByTestId(`match-${gameId}`) };
};

/**
 * Pre-match football with at least `atLeast` rows: today's market, or the early market late in the Shanghai
 * evening when today's last kick-offs are gone (a journey must not depend on the hour it runs at).
 */
export const openPreMatch = async (page: Page, atLeast: number) => {
  await page.getByText('今日', { exact: true }).click();
  await listSettled(page);
  await expect(rows(page).first().or(page.getByText('暂无赛事'))).toBeVisible({ timeout: 20_000 });
  if ((await rows(page).count()) >= atLeast) return;
  await page.getByText('早盘', { exact: true }).click();
  await listSettled(page);
  await expect(rows(page).nth(atLeast - 1)).toBeVisible({ timeout: 20_000 });
};

/** A money text as the page writes it ('¥1,234.5') in fen (123450). */
export const yuanTextToFen = (text: string): number => Math.round(Number(text.replace(/[¥,\s]/g, '')) * 100);

/** The 预计派彩 (expected payout) of the bet record's row that contains `rowText`, in fen. */
export const expectedPayoutFen = async (page: Page, rowText: string): Promise<number> => {
  const row = page.locator('.ant-table tr').filter({ hasText: rowText });
  return yuanTextToFen(/预计派彩\s*¥([\d,.]+)/.exec(await row.innerText())?.[1] ?? '');
};

/**
 * An in-play single of `stake` at any price on a live match, answering the match's game id. A live market
 * may rightly refuse it: a goal suspends it inside the sport's delay, the match ends, a line moves. A player
 * then picks again, here the next live match; three refusals in a row, or a ticket that is neither accepted
 * nor refused, fail the journey with what the page said.
 */
export const placeLiveSingle = async (page: Page, stake: string): Promise<string> => {
  const refusal = slip(page).getByTestId('slip-refusal');
  const entries = slip(page).getByTestId('slip-entry');
  const refusals: string[] = [];
  for (let attempt = 0; attempt < 3; attempt++) {
    await listSettled(page);
    await expect(rows(page).first()).toBeVisible({ timeout: 20_000 });
    const live = rows(page).nth(attempt % (await rows(page).count()));
    const gameId = await gameIdOf(live);
    await openPrice(page.getByTestId(`match-${gameId}`)).click();
    await slip(page).getByLabel('投注金额').fill(stake);
    // In play prices move: accept any price so the delay does not reject the bet for that.
    await slip(page).getByLabel('accept-odds').click();
    await page.locator('.ant-select-item-option[title="接受任何赔率"]').click();
    await slip(page).getByTestId('place-bet').click();
    // The ticket waits the sport's delay ("confirming") before it is accepted and leaves the slip.
    const deadline = Date.now() + 30_000;
    while ((await entries.count()) > 0 && (await refusal.count()) === 0) {
      if (Date.now() > deadline)
        throw new Error(`the live bet was neither accepted nor refused: ${await slip(page).innerText()}`);
      await page.waitForTimeout(250);
    }
    if ((await entries.count()) === 0) return gameId;
    refusals.push(await refusal.first().innerText());
    await entries.first().getByLabel('remove').click();
  }
  throw new Error(`three live bets in a row were refused: ${refusals.join(' / ')}`);
};

/**
 * A live football single of `stake` on a match of the journey's own, kicked off by the operator at 0-0 (the
 * `fromEnd`-th last match before kick-off: the other journeys bet on today's first matches and the first
 * live ones, so a goal scored on it moves no other journey's prices). Leaves the ticket confirming, inside
 * the sport's delay; answers the match's game id.
 */
export const placeOnOwnLiveMatch = async (
  page: Page,
  request: APIRequestContext,
  fromEnd: number,
  stake: string,
): Promise<string> => {
  const { list } = (await operatorCall(request, OperatorPath.matchesList, {
    gameType: 'FT',
    status: 'pre',
    limit: 500,
  })) as { list: { gameId: string }[] };
  const gameId = list.at(-fromEnd)?.gameId;
  if (!gameId) throw new Error('no football match before kick-off');
  await operatorCall(request, OperatorPath.matchesScore, { gameId, home: 0, away: 0 });

  await page.goto('/game/sport/crty');
  await expect(page.getByTestId('sports-page')).toBeVisible();
  await page.getByText('滚球', { exact: true }).click();
  await listSettled(page);
  const row = page.getByTestId(`match-${gameId}`);
  await expect(row).toBeVisible({ timeout: 20_000 });
  await openPrice(row).click();
  await slip(page).getByLabel('投注金额').fill(stake);
  await slip(page).getByTestId('place-bet').click();
  await expect(slip(page).getByText('订单确认中…')).toBeVisible();
  return gameId;
};
