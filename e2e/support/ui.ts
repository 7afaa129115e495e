import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { registerMember, type Member } from './api.ts';

/**
 * What a player sees and clicks, named by the Chinese texts on screen. antd writes a space between the two
 * characters of a two-character button ("登 录"), so button names are matched with optional spaces.
 */
export const label = (text: string): RegExp =>
  new RegExp(`^\\s*${[...text].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s*')}\\s*$`);

/** The auth dialog (login/register, find password, new device): it always ends with the 18+ line. */
export const authDialog = (page: Page): Locator =>
  page.getByRole('dialog').filter({ hasText: '仅限年满18周岁的用户使用' });

export const header = (page: Page): Locator => page.getByRole('banner');

/** The member button in the header (avatar, name, VIP); its accessible name is 会员菜单. */
export const memberButton = (page: Page): Locator => header(page).getByRole('button', { name: '会员菜单' });

/** An antd message toast. */
export const toast = (page: Page, text: string | RegExp): Locator =>
  page.locator('.ant-message-notice').filter({ hasText: text });

export const openLoginDialog = async (page: Page): Promise<Locator> => {
  await header(page)
    .getByRole('button', { name: label('登录') })
    .click();
  const dialog = authDialog(page);
  await expect(dialog.getByRole('tab', { name: /登录/ })).toHaveAttribute('aria-selected', 'true');
  return dialog;
};

export const fillLogin = async (dialog: Locator, name: string, password: string): Promise<void> => {
  await dialog.getByPlaceholder('请输入用户名').fill(name);
  await dialog.getByPlaceholder('请输入密码').fill(password);
};

export const expectLoggedIn = async (page: Page, name: string): Promise<void> => {
  await expect(authDialog(page)).toBeHidden();
  await expect(memberButton(page)).toContainText(name);
  await expect(header(page).getByRole('button', { name: label('登录') })).toBeHidden();
};

/** Header 登录 -> name and password -> 登录 -> the member menu shows the name. */
export const loginThroughUi = async (
  page: Page,
  name: string,
  password: string,
  options: { remember?: boolean } = {},
): Promise<void> => {
  const dialog = await openLoginDialog(page);
  await fillLogin(dialog, name, password);
  if (options.remember) {
    // A click and then what the player sees: check() fails when the box has not redrawn the instant after.
    const remember = dialog.getByRole('checkbox', { name: '记住密码' });
    await remember.click();
    await expect(remember).toBeChecked();
  }
  await dialog.getByRole('button', { name: label('登录') }).click();
  await expectLoggedIn(page, name);
};

/**
 * A member made through the API from this browser's network (so the login is not a new device), then logged
 * in on the home page as a player would.
 */
export const memberLoggedIn = async (
  page: Page,
  request: APIRequestContext,
  ip: string,
  options: { remember?: boolean } = {},
): Promise<Member> => {
  const member = await registerMember(request, { ip, deviceId: 'e2e-api-client' });
  await page.goto('/');
  await loginThroughUi(page, member.name, member.password, options);
  return member;
};

/** The header's member menu (a page may have menus of its own, e.g. the user centre's side menu). */
export const memberMenu = (page: Page): Locator =>
  page.getByRole('menu').filter({ hasText: /退出登录|登出/ });

/** The member menu opens when the pointer rests on the member button. */
export const openMemberMenu = async (page: Page, name: string = '会员菜单'): Promise<void> => {
  await header(page).getByRole('button', { name }).hover();
  await menuFullyShown(page);
};

/** The menu pops up with a short slide animation; a click during it can land on nothing. */
export const menuFullyShown = async (page: Page): Promise<void> => {
  const menu = memberMenu(page);
  await expect(menu).toBeVisible();
  await expect(page.locator('.ant-dropdown').filter({ has: menu })).not.toHaveClass(
    /slide-up-(appear|enter)/,
  );
};

/** Member menu -> 退出登录 -> the visitor's 登录 / 注册 buttons are back. */
export const logoutThroughUi = async (page: Page): Promise<void> => {
  await openMemberMenu(page);
  await memberMenu(page)
    .getByRole('menuitem', { name: /退出登录/ })
    .click();
  await expect(header(page).getByRole('button', { name: label('登录') })).toBeVisible();
  await expect(header(page).getByRole('button', { name: label('注册') })).toBeVisible();
  await expect(memberButton(page)).toBeHidden();
};

/** Member menu -> 个人资料 / 安全中心. */
export const openMemberPage = async (page: Page, item: '个人资料' | '安全中心'): Promise<void> => {
  await openMemberMenu(page);
  await memberMenu(page)
    .getByRole('menuitem', { name: new RegExp(item) })
    .click();
  await expect(page).toHaveURL(item === '个人资料' ? /\/mine\/userinfo$/ : /\/mine\/auth$/);
};
