import { freezeMember, registerMember, unfreezeMember } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import {
  authDialog,
  expectLoggedIn,
  fillLogin,
  label,
  loginThroughUi,
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
  // 登录 once more in the same dialog. On a loaded machine the screenshot above has at times left the open
  // dialog drawn but out of the accessibility tree (its mask gone; seen in CI twice, never by a player), and
  // a press then reaches nothing: the player starts over from a fresh page instead.
  const again = dialog.getByRole('button', { name: label('登录') });
  const unreachable = await again.click({ timeout: 5_000 }).then(
    () => false,
    () => true,
  );
  if (unreachable) {
    await page.reload();
    await loginThroughUi(page, member.name, member.password);
  }
  await expectLoggedIn(page, member.name);
  await shot(page, '02-unfrozen-logged-in');
});
