import { expect, type Page } from '@playwright/test';

/** The pages a member reaches from the header, the home tiles and the member menu. */
export const MEMBER_PAGES = [
  '/',
  '/game/sport/crty',
  '/agent',
  '/sponsor',
  '/download',
  '/app/help/qk',
  '/mine/userinfo',
  '/mine/auth',
  '/mine/wallet',
  '/mine/transfermoney',
  '/mine/savemoney',
  '/mine/takemoney',
  '/mine/addBankCard',
  '/mine/alipayManage',
  '/mine/virtualCoinCard',
  '/mine/transRecord',
  '/mine/betRecord',
  '/mine/message',
  '/mine/feedback',
  '/mine/feedback/list',
  '/mine/introTutorial',
];

/** Waits for a page's data: no skeleton or spinner left, then a moment for the last answers to be drawn. */
export const settled = async (page: Page, url: string) => {
  await expect(page.locator('.ant-skeleton, .ant-spin-spinning, [aria-busy="true"]')).toHaveCount(0, {
    timeout: 20_000,
  });
  if (url.startsWith('/game/sport')) await expect(page.locator('.qs-league-head').first()).toBeVisible();
  await page.waitForTimeout(500);
};
