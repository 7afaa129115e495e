import { expect, test } from './support/fixtures.ts';
import { openLoginDialog } from './support/ui.ts';

const HELD_MS = 2_000;

test('J21 on a slow line, a click on 登录 in the first moment opens the dialog, and what is typed stays when the page finishes loading', async ({
  page,
  shot,
}) => {
  // antd's Chinese texts arrive late, as on a slow mobile line: the page is drawn and clickable before them.
  const delivered: Promise<void>[] = [];
  await page.route(/\/assets\/zh_CN-[^/]+\.js$/, (route) => {
    const served = new Promise<void>((resolve) => {
      setTimeout(() => void route.continue().then(resolve), HELD_MS);
    });
    delivered.push(served);
    return served;
  });

  await page.goto('/');
  const dialog = await openLoginDialog(page);
  const name = dialog.getByPlaceholder('请输入用户名');
  await name.fill('early_bird');

  await expect.poll(() => delivered.length).toBeGreaterThan(0);
  await Promise.all(delivered);
  // Give the late texts time to reach the page; before the fix their arrival remounted the whole app.
  await page.waitForTimeout(1_000);
  await expect(dialog.getByRole('tab', { name: /登录/ })).toHaveAttribute('aria-selected', 'true');
  await expect(name).toHaveValue('early_bird');
  await shot(page, '01-dialog-kept');
});
