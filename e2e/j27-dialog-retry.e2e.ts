import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { chunkOf } from './support/chunks.ts';
import { header, label, openLoginDialog } from './support/ui.ts';

/*
 * The auth dialog's code is fetched after the first paint. A player whose network drops just then used to
 * find 登录 dead until they reloaded the page (the failed load was kept for good); now the click says the
 * network failed and the next click fetches the code again.
 */
test('J27 the login dialog opens at the next click after its code failed to load', async ({ page, shot }) => {
  let offline = true;
  let refused = 0;
  const chunk = chunkOf('features/auth/components/AuthDialog.tsx');
  await page.route(`**/assets/${chunk}`, async (route) => {
    if (!offline) return route.continue();
    refused += 1;
    return route.abort('internetdisconnected');
  });
  await page.goto('/');
  const login = header(page).getByRole('button', { name: label('登录') });
  await login.click();
  await expect(page.getByText('网络连接失败，请检查网络后重试')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(refused).toBeGreaterThan(0);
  await shot(page, '01-load-failed');

  offline = false;
  const dialog = await openLoginDialog(page);
  await expect(dialog.getByRole('button', { name: label('登录') })).toBeVisible();
  await shot(page, '02-dialog-after-retry');
});

/*
 * A page's code is fetched when the player first opens it. When that fails they see, inside the site's
 * layout, that the page could not load and a button that loads it again (React Router's own page was an
 * English developer notice that replaced the whole site).
 */
test('J27b a page whose code failed to load says so in Chinese and loads at 重新加载', async ({
  page,
  shot,
}) => {
  let offline = true;
  const chunk = chunkOf('features/help/pages/HelpPage.tsx');
  await page.route(`**/assets/${chunk}`, (route) =>
    offline ? route.abort('internetdisconnected') : route.continue(),
  );
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: '开户帮助' }).click();
  const alert = page.getByRole('alert').filter({ hasText: '页面加载失败' });
  await expect(alert).toContainText('网络连接不稳定，页面未能加载，请检查网络后重试');
  await expect(header(page).getByRole('button', { name: label('登录') })).toBeVisible();
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
  await shot(page, '03-page-load-failed');

  offline = false;
  await alert.getByRole('button', { name: '重新加载' }).click();
  await expect(page).toHaveURL(/\/app\/help\//);
  await expect(page.getByRole('heading', { name: '开户指南', level: 1 })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: '页面加载失败' })).toHaveCount(0);
});

/** zh-TW's shell strings are fetched only by players who choose it; `offline` refuses them. */
const blockTraditional = async (page: Page) => {
  const state = { offline: true, refused: 0 };
  for (const chunk of new Set([chunkOf('shared/i18n/common-zh-tw.ts'), chunkOf('app/i18n-zh-tw.ts')]))
    await page.route(`**/assets/${chunk}`, async (route) => {
      if (!state.offline) return route.continue();
      state.refused += 1;
      return route.abort('internetdisconnected');
    });
  return state;
};

/*
 * The switch to 繁 fetches zh-TW's strings first. When that failed, the press did nothing and said nothing,
 * and the next press switched without the shell's strings (a header in Simplified on a zh-TW page).
 */
test('J27c a press on 繁 whose strings did not arrive says so, and the next press switches the whole page', async ({
  page,
}) => {
  const network = await blockTraditional(page);
  await page.goto('/');
  const nav = header(page).getByRole('navigation');
  await header(page).getByRole('radiogroup', { name: '语言' }).getByText('繁').click();
  await expect(page.getByText('网络连接失败，请检查网络后重试')).toBeVisible();
  expect(network.refused).toBeGreaterThan(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(nav.getByRole('link', { name: /首页/ })).toBeVisible();

  network.offline = false;
  await header(page).getByRole('radiogroup', { name: '语言' }).getByText('繁').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  await expect(nav.getByRole('link', { name: /首頁/ })).toBeVisible();
  await expect(header(page).getByRole('radiogroup', { name: '語言' })).toBeVisible();
});

/*
 * A zh-TW player's strings are fetched before the first paint. When that failed the site never drew: a
 * blank page until the network came back and the player thought to reload.
 */
test('J27d a zh-TW player whose strings did not arrive gets the site in zh-CN, and zh-TW again next visit', async ({
  page,
}) => {
  await page.goto('/');
  await header(page).getByRole('radiogroup', { name: '语言' }).getByText('繁').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');

  const network = await blockTraditional(page);
  await page.reload();
  await expect(header(page).getByRole('navigation').getByRole('link', { name: /首页/ })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  expect(network.refused).toBeGreaterThan(0);

  network.offline = false;
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  await expect(header(page).getByRole('navigation').getByRole('link', { name: /首頁/ })).toBeVisible();
});
