import { expect, test } from './support/fixtures.ts';
import { authDialog, header, label, memberButton, memberLoggedIn, openMemberMenu } from './support/ui.ts';

const background = (el: HTMLElement) => getComputedStyle(el).backgroundColor;

test('J7 switch edition (light/dark) and language (简/繁)', async ({ page, request, clientIp, shot }) => {
  const member = await memberLoggedIn(page, request, clientIp);
  const body = page.locator('body');
  const editions = header(page).getByRole('radiogroup', { name: '切换版本' });

  // Classic is light.
  await expect(editions.getByRole('radio', { name: '经典版' })).toBeChecked();
  await expect(body).toHaveCSS('background-color', 'rgb(243, 245, 250)');
  const light = await body.evaluate(background);
  await shot(page, '01-classic');

  // Professional is dark, and stays so after a reload.
  await editions.getByText('专业版').click();
  await expect(editions.getByRole('radio', { name: '专业版' })).toBeChecked();
  await expect(body).not.toHaveCSS('background-color', light);
  await expect(body).toHaveCSS('background-color', 'rgb(11, 15, 25)');
  await expect(page.locator('html')).toHaveAttribute('data-edition', 'professional');
  await shot(page, '02-professional');
  await page.reload();
  await expect(memberButton(page)).toContainText(member.name);
  await expect(body).toHaveCSS('background-color', 'rgb(11, 15, 25)');

  // Traditional Chinese: the header, the home page and the member menu speak zh-TW.
  const languages = header(page).getByRole('radiogroup', { name: '语言' });
  await languages.getByText('繁').click();
  await expect(page.getByRole('heading', { name: '優惠活動' })).toBeVisible();
  await expect(header(page).getByRole('radiogroup', { name: '語言' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  // Feed names (leagues, teams) read in Traditional Chinese too: the server words them per language.
  await page.goto('/game/sport');
  await page.getByTestId('venue-crty').getByRole('button').click();
  await expect(page.getByTestId('sports-page')).toBeVisible();
  const leagueHeads = page.locator('.qs-league-head');
  await expect(leagueHeads.first()).toBeVisible({ timeout: 20_000 });
  const leagues = (await leagueHeads.allInnerTexts()).join(' ');
  expect(leagues).toMatch(/[聯賽]/);
  expect(leagues).not.toMatch(/[联赛级国兰]/);
  await shot(page, '03-sport-page-zh-tw');
  // Switching on the sport page itself rewords the list (its queries and its live socket follow).
  await header(page).getByRole('radiogroup', { name: '語言' }).getByText('简').click();
  await expect(leagueHeads.first()).toContainText(/[联赛]/);
  // A pick made in Simplified follows the switch too: the slip rewords its teams with the list. The early
  // market always has matches to choose from, whatever the hour (in play may hold only a few).
  await page.getByText('早盘', { exact: true }).click();
  const simplifiedChars = /[联国兰亚尔鲁维伦罗马欧乌奥萨达诺顿门华]/;
  const candidate = page
    .locator('[data-testid^="match-"]')
    .filter({ has: page.locator('.qs-time') }) // a row of the early list, not of the in-play one it replaces
    .filter({ has: page.locator('button.qs-odd:not([disabled])') })
    .filter({ has: page.locator('.qs-team', { hasText: simplifiedChars }) })
    .first();
  // Pinned by its id: after the switch its names no longer match the Simplified filter above.
  const row = page.getByTestId((await candidate.getAttribute('data-testid')) ?? '');
  const teamNames = row.locator('.qs-team > span:first-child');
  const side = simplifiedChars.test(await teamNames.first().innerText()) ? 0 : 1;
  const team = teamNames.nth(side);
  // Read once the name is drawn: a list re-rendering under a loaded CI machine answered '' here, and every
  // text "contains" ''.
  await expect(team).toHaveText(simplifiedChars);
  const simplifiedName = await team.innerText();
  await row.locator('button.qs-odd:not([disabled])').first().click();
  const entry = page.getByTestId('bet-slip').getByTestId('slip-entry');
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(simplifiedName);
  await header(page).getByRole('radiogroup', { name: '语言' }).getByText('繁').click();
  await expect(leagueHeads.first()).toContainText(/[聯賽]/);
  await expect(team).not.toHaveText(simplifiedName);
  const traditionalName = await team.innerText();
  await expect(entry).toContainText(traditionalName);
  await expect(entry).not.toContainText(simplifiedName);
  await shot(page, '03b-slip-follows-language');
  await entry.getByRole('button', { name: 'remove' }).click();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: '優惠活動' })).toBeVisible();
  await openMemberMenu(page, '會員選單');
  await expect(page.getByRole('menuitem', { name: /登出/ })).toBeVisible();
  await shot(page, '03-professional-zh-tw-menu');
  await page.getByRole('menuitem', { name: /登出/ }).click();

  // The visitor's buttons and the login dialog in zh-TW (登入 / 註冊 / 帳號), still dark.
  await expect(header(page).getByRole('button', { name: label('登入') })).toBeVisible();
  await expect(header(page).getByRole('button', { name: label('註冊') })).toBeVisible();
  await header(page)
    .getByRole('button', { name: label('登入') })
    .click();
  const dialog = page.getByRole('dialog').filter({ hasText: '僅限年滿18歲的使用者使用' });
  await expect(dialog.getByRole('tab', { name: /登入/ })).toBeVisible();
  await expect(dialog.getByPlaceholder('請輸入帳號')).toBeVisible();
  await shot(page, '04-login-dialog-zh-tw-dark');
  await dialog.getByRole('button', { name: '關閉' }).click();
  await expect(dialog).toBeHidden();

  // Back to Simplified Chinese and the classic edition.
  await header(page).getByRole('radiogroup', { name: '語言' }).getByText('简').click();
  await expect(header(page).getByRole('button', { name: label('登录') })).toBeVisible();
  await expect(page.getByRole('heading', { name: '优惠活动' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await editions.getByText('经典版').click();
  await expect(body).toHaveCSS('background-color', light);
  await expect(authDialog(page)).toBeHidden();
  await shot(page, '05-back-to-classic-zh-cn');
});
