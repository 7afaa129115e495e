import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HELP_CODES, OperatorPath } from '@qilin/contract';
import type { Locator, Page } from '@playwright/test';
import { operatorCall } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { header, memberLoggedIn } from './support/ui.ts';

const CONTENT = path.join(import.meta.dirname, '..', 'apps', 'server', 'src', 'modules', 'help', 'content');

/** A page's title as the repository writes it: the first `# ` line of content/<language>/<code>.md. */
const titleOf = (language: 'zh-CN' | 'zh-TW', code: string): string =>
  /^# (.+)$/m.exec(readFileSync(path.join(CONTENT, language, `${code}.md`), 'utf8'))?.[1]?.trim() ?? code;

/** An i18n key shown instead of its text (e.g. "help.contactButton" or "route.help"). */
const RAW_KEY = /(^|[\s(])(help|info|app|route|download|sponsor|agent|intro|footer)\.[a-zA-Z]+/;

const expectNoRawKeys = async (scope: Locator) => {
  expect(await scope.innerText()).not.toMatch(RAW_KEY);
};

/** Walks every help page through the left menu and checks its heading. */
const visitEveryPage = async (page: Page, language: 'zh-CN' | 'zh-TW') => {
  const menu = page.getByRole('menu', { name: language === 'zh-CN' ? '帮助目录' : '幫助目錄' });
  for (const code of HELP_CODES) {
    const title = titleOf(language, code);
    await menu.getByRole('menuitem', { name: title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/app/help/${code}$`));
    const article = page.locator(`article[data-help-code="${code}"]`);
    await expect(article.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
    await expectNoRawKeys(page.getByRole('main'));
  }
};

test('J15 the help centre, app download, agent, sponsor and the intro tutorial', async ({
  page,
  request,
  clientIp,
  shot,
}) => {
  // The footer's help links lead into the help centre.
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: '开户帮助' }).click();
  await expect(page).toHaveURL(/\/app\/help\/kh$/);
  await expect(page.getByRole('heading', { level: 1, name: '开户指南' })).toBeVisible();

  // Every page in zh-CN through the menu, then in zh-TW.
  await visitEveryPage(page, 'zh-CN');
  await page.getByRole('menuitem', { name: '投注规则', exact: true }).click();
  await expect(page.getByRole('table').first()).toContainText('LW');
  await shot(page, '01-help-betting-rules-classic');

  await header(page).getByRole('radiogroup', { name: '语言' }).getByText('繁').click();
  await expect(page.getByRole('heading', { level: 1, name: '投注規則' })).toBeVisible();
  await visitEveryPage(page, 'zh-TW');
  await shot(page, '02-help-customer-service-zh-tw');

  // The customer-service page's button warns first (SPEC §2.6).
  await page.getByRole('button', { name: '聯絡線上客服' }).click();
  const warning = page.getByRole('dialog');
  await expect(warning).toContainText('驗證碼');
  await warning.getByRole('button', { name: /取\s*消/ }).click();
  await expect(warning).toBeHidden();

  // On a phone the rule tables fit the screen, and no column is squeezed under three characters a line.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const code of ['yhgz', 'tytzjc']) {
    await page.goto(`/app/help/${code}`);
    const tables = page.locator(`article[data-help-code="${code}"] table`);
    await expect(tables.first()).toBeVisible();
    const fit = await tables.evaluateAll((all) =>
      all.map((table) => ({
        sideways: table.scrollWidth - table.clientWidth,
        narrowestInChars: Math.min(
          ...Array.from(table.querySelectorAll('th, td')).map((cell) => {
            const style = getComputedStyle(cell);
            const text =
              cell.getBoundingClientRect().width -
              parseFloat(style.paddingLeft) -
              parseFloat(style.paddingRight);
            return text / parseFloat(style.fontSize);
          }),
        ),
      })),
    );
    for (const table of fit) {
      expect(table.sideways, `a table of ${code} scrolls sideways`).toBeLessThanOrEqual(0);
      expect(table.narrowestInChars, `a column of ${code}`).toBeGreaterThanOrEqual(3);
    }
  }
  await shot(page, '02b-help-odds-table-phone-zh-tw');
  await page.setViewportSize({ width: 1440, height: 900 });

  // Professional (dark) edition.
  await header(page).getByRole('radiogroup', { name: '切換版本' }).getByText('專業版').click();
  await page.getByRole('menuitem', { name: titleOf('zh-TW', 'tytzjc'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: titleOf('zh-TW', 'tytzjc') })).toBeVisible();
  await shot(page, '03-help-odds-professional-zh-tw');
  await header(page).getByRole('radiogroup', { name: '切換版本' }).getByText('經典版').click();
  await header(page).getByRole('radiogroup', { name: '語言' }).getByText('简').click();

  // An unknown page is the not-found page; ck too while the site switch disables it (SPEC §2.2).
  await page.goto('/app/help/nope');
  await expect(page.getByText('页面走丢了')).toBeVisible();
  await operatorCall(request, OperatorPath.siteSet, { key: 'helpCkEnabled', value: false });
  try {
    await page.goto('/app/help/ck');
    await expect(page.getByText('页面走丢了')).toBeVisible();
    await page.goto('/app/help/qk');
    await expect(page.getByRole('menuitem', { name: '取款教程', exact: true })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: '存款教程', exact: true })).toHaveCount(0);
  } finally {
    await operatorCall(request, OperatorPath.siteSet, { key: 'helpCkEnabled', value: true });
  }

  // The top navigation reaches the information pages.
  await page.goto('/');
  const nav = header(page).getByRole('navigation');
  await nav.getByRole('link', { name: 'APP下载' }).click();
  await expect(page).toHaveURL(/\/download$/);
  await expect(page.getByRole('heading', { level: 1, name: '手机 APP' })).toBeVisible();
  const codes = page.getByTestId('download-qr');
  await expect(codes).toHaveCount(2);
  for (const card of await codes.all()) await expect(card.locator('.ant-qrcode canvas')).toBeVisible();
  await expectNoRawKeys(page.getByRole('main'));
  await shot(page, '04-download');

  await nav.getByRole('link', { name: '合营' }).click();
  await expect(page).toHaveURL(/\/agent$/);
  await expect(page.getByRole('heading', { level: 1, name: '代理合营计划' })).toBeVisible();
  await expect(page.getByRole('table')).toContainText('45%');
  await expect(page.getByRole('button', { name: '联系客服申请' })).toBeVisible();
  await expectNoRawKeys(page.getByRole('main'));
  await shot(page, '05-agent');

  await nav.getByRole('link', { name: '赞助' }).click();
  await expect(page).toHaveURL(/\/sponsor$/);
  await expect(page.getByRole('heading', { level: 1, name: '品牌赞助' })).toBeVisible();
  await expect(page.getByTestId('sponsor-entry')).toHaveCount(3);
  await expect(page.getByTestId('sponsor-entry').first()).toContainText('滨江城足球俱乐部');
  // SPEC §2.1: the sponsor page has no footer.
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expectNoRawKeys(page.getByRole('main'));
  await shot(page, '06-sponsor');

  // The intro tutorial sits in the user centre.
  await memberLoggedIn(page, request, clientIp);
  await page.goto('/mine/introTutorial');
  await expect(page.getByRole('heading', { level: 1, name: '新手教程' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /新手教程/ })).toBeVisible();
  await expectNoRawKeys(page.getByRole('main'));
  await shot(page, '07-intro-tutorial');
  // Its links lead to the pages it describes.
  await page.getByRole('main').getByRole('link', { name: '开户指南' }).click();
  await expect(page).toHaveURL(/\/app\/help\/kh$/);
});
