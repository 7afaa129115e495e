import type { Locator, Page } from '@playwright/test';
import { FeedbackPath, FundsPath, GamePath, OperatorPath, UserPath } from '@qilin/contract';
import { operatorCall } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { openPrice, rows, slip } from './support/sports.ts';
import { label, memberLoggedIn, toast } from './support/ui.ts';

/** Requests the page sends to `path` (and, for venue/resource, with `method`), counted as they leave. */
const countRequests = (page: Page, path: string, method?: string): (() => number) => {
  let n = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname !== path) return;
    if (method && !(r.postData() ?? '').includes(`"method":"${method}"`)) return;
    n++;
  });
  return () => n;
};

/**
 * A player who keeps pressing: clicks on the spot of `button` until the page has replaced it (at most
 * `times`). The first answer comes back before the next page is drawn; a press in that moment must not
 * start the action again.
 */
const hammer = async (page: Page, button: Locator, times = 20): Promise<void> => {
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  if (!box) throw new Error('the button is not on screen');
  for (let i = 0; i < times && (await button.count()) > 0; i++) {
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  }
};

test.describe('J22 one press, one effect: repeated presses on money and form buttons', () => {
  test('J22 a deposit pressed again and again opens one order', async ({ fundsPlayer }) => {
    const { page } = await fundsPlayer();
    const pays = countRequests(page, FundsPath.pay);
    await page.goto('/mine/savemoney');
    await page.getByRole('radio', { name: '支付宝扫码' }).click();
    const amount = page.getByLabel('存款金额', { exact: true });
    await amount.fill('100');
    // Enter held down or pressed again while the order is being made, until the waiting page is there.
    for (let i = 0; i < 20 && (await amount.count()) > 0; i++) await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/rechargeWait\?orderNo=D/);
    const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';

    // Back on the deposit page the one order waits for payment; no second order was opened.
    await page.goto('/mine/savemoney');
    const open = page.getByTestId('open-deposit-order');
    await expect(open).toHaveCount(1);
    await expect(open).toContainText(orderNo);
    expect(pays()).toBe(1);

    // The same with the mouse on 立即存款.
    await page.getByRole('radio', { name: '支付宝扫码' }).click();
    await page.getByLabel('存款金额', { exact: true }).fill('120');
    await hammer(page, page.getByRole('button', { name: /立即存款/ }));
    await expect(page).toHaveURL(/rechargeWait\?orderNo=D/);
    await page.goto('/mine/savemoney');
    await expect(open).toHaveCount(2);
    await expect(open.filter({ hasText: '¥120' })).toHaveCount(1);
    expect(pays()).toBe(2);
  });

  test('J22 Enter pressed again in the venue transfer moves the money once and says so once', async ({
    fundsPlayer,
  }) => {
    const { page } = await fundsPlayer('500');
    const transfers = countRequests(page, GamePath.transfer);
    await page.goto('/mine/wallet');
    const venue = page.getByTestId('venue-demo');
    await venue.getByRole('button', { name: label('转入') }).click();
    const amount = page.getByRole('dialog').getByTestId('transfer-amount');
    await amount.fill('50');
    // Enter submits the dialog's form from the amount field. On a slow line the player presses it again
    // while the transfer is still on its way.
    await page.route(`**${GamePath.transfer}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.fallback();
    });
    for (let i = 0; i < 3; i++) await amount.press('Enter');
    const done = toast(page, '转账成功');
    await expect(done.first()).toBeVisible();
    expect(transfers()).toBe(1);
    await page.waitForTimeout(500);
    await expect(done).toHaveCount(1);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(venue).toContainText('50');
    await expect(page.getByTestId('wallet-center')).toContainText('450');
  });

  test('J22 Enter pressed again in the USDT exchange books it once and says so once', async ({
    fundsPlayer,
  }) => {
    const { page } = await fundsPlayer('500');
    const exchanges = countRequests(page, FundsPath.utcTransfer);
    await page.goto('/mine/wallet');
    await page.getByRole('button', { name: /兑\s*换/ }).click();
    const dialog = page.getByRole('dialog');
    const amount = dialog.getByTestId('exchange-amount');
    await amount.fill('100');
    await dialog.getByRole('button', { name: '获取报价' }).click();
    await expect(dialog.getByText(/秒后失效/)).toBeVisible();
    // As for the venue transfer: Enter submits the form, pressed again while the exchange is on its way.
    await page.route(`**${FundsPath.utcTransfer}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.fallback();
    });
    for (let i = 0; i < 3; i++) await amount.press('Enter');
    const done = toast(page, /兑换成功/);
    await expect(done.first()).toBeVisible();
    expect(exchanges()).toBe(1);
    await page.waitForTimeout(500);
    await expect(done).toHaveCount(1);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('wallet-center')).toContainText('400');
  });

  test('J22 feedback pressed again and again is sent once', async ({ page, request, clientIp }) => {
    const member = await memberLoggedIn(page, request, clientIp);
    const sends = countRequests(page, FeedbackPath.add);
    await page.goto('/mine/feedback');
    await page.getByText('存款问题', { exact: true }).click();
    await page.getByLabel('反馈内容').fill(`存款还没有到账 ${member.name}`);
    await hammer(page, page.getByRole('button', { name: '提交反馈' }).last());

    await expect(page).toHaveURL(/\/mine\/feedback\/list$/);
    await expect(page.getByTestId('feedback-item')).toHaveCount(1);
    const queue = (await operatorCall(request, OperatorPath.feedbackList, { pageSize: 100 })) as {
      list: { username: string }[];
    };
    expect(queue.list.filter((f) => f.username === member.name)).toHaveLength(1);
    expect(sends()).toBe(1);
  });

  test('J22 a double-click on 立即绑定 asks once and binds the real name once', async ({
    page,
    request,
    clientIp,
  }) => {
    await memberLoggedIn(page, request, clientIp);
    const binds = countRequests(page, UserPath.bindOther);
    await page.goto('/mine/userinfo');
    await page.getByPlaceholder('请输入与银行卡一致的真实姓名').fill('张三丰');
    await page.getByRole('main').getByRole('button', { name: '立即绑定' }).first().dblclick();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('张三丰');
    await dialog.getByRole('button', { name: label('确定') }).click();
    await expect(toast(page, '保存成功')).toBeVisible();
    // No second confirmation, and no 真实姓名已绑定 after the name was bound.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByPlaceholder('请输入与银行卡一致的真实姓名')).toHaveCount(0);
    await expect(toast(page, '真实姓名已绑定')).toHaveCount(0);
    expect(binds()).toBe(1);
  });

  test('J22 a double-click on 提前结算 asks once and cashes out once', async ({ fundsPlayer }) => {
    test.setTimeout(120_000);
    const { page } = await fundsPlayer('1000');
    const cashOuts = countRequests(page, GamePath.resource, 'cashOut');
    await page.goto('/game/sport/crty');
    await expect(page.getByTestId('sports-page')).toBeVisible();
    // The early market: a match that kicks off during the journey would move the offer under the click.
    await page.getByText('早盘', { exact: true }).click();
    await expect(rows(page).first()).toBeVisible({ timeout: 20_000 });
    await openPrice(rows(page).first()).click();
    await slip(page).getByLabel('投注金额').fill('20');
    await slip(page).getByTestId('place-bet').click();
    await expect(toast(page, '投注成功')).toBeVisible({ timeout: 30_000 });

    await page.getByRole('tab', { name: '我的注单' }).click();
    const cashOut = page.getByTestId('cash-out');
    await expect(cashOut).toHaveCount(1, { timeout: 20_000 });
    await cashOut.dblclick();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('提前结算');
    await dialog.getByRole('button', { name: label('确定') }).click();
    await expect(toast(page, /提前结算成功/)).toHaveCount(1);
    // No second confirmation for money already paid, and no second cash-out.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(cashOut).toHaveCount(0);
    await page.waitForTimeout(1_000);
    await expect(toast(page, /提前结算成功/)).toHaveCount(1);
    expect(cashOuts()).toBe(1);
  });
});
