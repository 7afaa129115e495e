import { expect, test } from './support/fixtures.ts';
import { header, label, memberButton, memberLoggedIn, openMemberMenu } from './support/ui.ts';

/*
 * Runs last on purpose: a failed test restarts the worker, which would make the recovery and new-device
 * journeys wait out SPEC §9's 60 s code interval again. Guards a fixed bug: the member menu opened on hover
 * and click alike, so a mouse user's click on the member button (after the hover had opened it) closed it.
 */
test('J2b the member menu stays open when the player clicks the member button', async ({
  page,
  request,
  clientIp,
}) => {
  await memberLoggedIn(page, request, clientIp);
  // A mouse user points at the avatar (the menu opens on hover) and then clicks it, as on any button;
  // the menu must stay open so that 退出登录 can be chosen.
  await openMemberMenu(page);
  await memberButton(page).click();
  await page.getByRole('menuitem', { name: /退出登录/ }).click({ timeout: 5_000 });
  await expect(header(page).getByRole('button', { name: label('登录') })).toBeVisible();
});
