import { freezeMember, registerMember, unfreezeMember } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import {
  authDialog,
  expectLoggedIn,
  fillLogin,
  label,
  memberButton,
  openLoginDialog,
  toast,
} from './support/ui.ts';

test('J8 a frozen member cannot log in until unfrozen', async ({ page, request, clientIp, shot }) => {
  const member = await registerMember(request, { ip: clientIp, deviceId: 'e2e-api-client' });
  await freezeMember(request, member.name);

  await page.goto('/');
  const dialog = await openLoginDialog(page);
  await fillLogin(dialog, member.name, member.password);
  await dialog.getByRole('button', { name: label('登录') }).click();
  // The server's message, and the player stays logged out with the dialog open.
  await expect(toast(page, '账号已被冻结，请联系客服')).toBeVisible();
  await expect(authDialog(page)).toBeVisible();
  await expect(memberButton(page)).toBeHidden();
  await shot(page, '01-frozen');

  await unfreezeMember(request, member.name);
  // On a loaded machine the full-page screenshot above has left the open dialog out of the accessibility
  // tree (still drawn, without its mask; seen in CI, not by a player): then open it again as a player who
  // clicks 登录 once more would.
  if (!(await dialog.isVisible())) await fillLogin(await openLoginDialog(page), member.name, member.password);
  await dialog.getByRole('button', { name: label('登录') }).click();
  await expectLoggedIn(page, member.name);
  await shot(page, '02-unfrozen-logged-in');
});
