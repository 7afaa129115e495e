import type { APIRequestContext } from '@playwright/test';
import { OperatorPath } from '@qilin/contract';
import { operatorCall } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';

/** One of DESIGN §11's per-site lists; '-' clears it. */
const setList = (request: APIRequestContext, key: 'regionWarn' | 'regionDeny', value: string) =>
  operatorCall(request, OperatorPath.siteSet, { key, value });

test('J30 a warned region is told once per session; a denied one is told why instead of a broken page', async ({
  page,
  request,
  shot,
}) => {
  test.setTimeout(90_000);
  try {
    await setList(request, 'regionWarn', 'JP');
    await setList(request, 'regionDeny', 'US');

    // From Japan (as the proxy says): the site works, and says once that it may be restricted there.
    await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'JP' });
    const gotIt = page.getByRole('button', { name: '我知道了' });
    // The site configuration is cached for a few seconds: reload until the list shows.
    await expect(async () => {
      await page.goto('/');
      await expect(gotIt).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByRole('dialog')).toContainText('请您了解并遵守当地的法律法规');
    await shot(page, '01-region-notice');
    await gotIt.click();
    await page.reload();
    await expect(page.locator('.qa-brand')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(gotIt).toHaveCount(0);

    // From the United States: every player call is refused, and the page says why, with a way to ask.
    await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'US' });
    await page.goto('/game/sport/crty');
    await expect(page.getByText('您所在的地区暂不提供服务')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('这不是您的操作错误')).toBeVisible();
    await expect(page.getByRole('button', { name: '联系在线客服' })).toBeVisible();
    // Nothing beneath it contradicts it: no toast, and no guard's 请先登录以了解更多.
    await expect(page.locator('.ant-message-notice, .ant-notification-notice')).toHaveCount(0);
    await shot(page, '02-region-denied');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, '03-region-denied-phone');

    // A caller of no known country is never limited.
    await page.setExtraHTTPHeaders({});
    await page.goto('/');
    await expect(page.locator('.qa-brand')).toBeVisible();
    await expect(page.getByText('您所在的地区暂不提供服务')).toHaveCount(0);
  } finally {
    await setList(request, 'regionWarn', '-');
    await setList(request, 'regionDeny', '-');
  }
});
