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
