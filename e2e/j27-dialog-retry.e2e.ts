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
