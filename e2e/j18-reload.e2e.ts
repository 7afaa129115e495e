import { UserPath } from '@qilin/contract';
import { expect, test } from './support/fixtures.ts';
import { expectLoggedIn, header, label, memberButton, memberLoggedIn } from './support/ui.ts';

test('J18 a player stays logged in when the member info gets no answer (a reload mid-request, a dropped line)', async ({
  page,
  request,
  clientIp,
  shot,
}) => {
  const member = await memberLoggedIn(page, request, clientIp);

  // Every navigation asks for the member info (SPEC §2.5); this time the line drops before any answer.
  await page.route(`**${UserPath.memberInfo}`, (route) => route.abort('connectionreset'), { times: 1 });
  await page.goto('/mine/transRecord');
  await expect(page).toHaveURL(/\/mine\/transRecord$/);
  // Still logged in: the member menu stays and nobody is asked to log in.
  await expect(memberButton(page)).toBeVisible();
  await expect(header(page).getByRole('button', { name: label('登录') })).toBeHidden();

  // Quick reloads, some cutting the member info short, never end the session.
  for (let i = 0; i < 12; i++) {
    await page.reload({ waitUntil: 'commit' });
    await page.waitForTimeout(i % 2 === 0 ? 30 : 250);
  }
  // The next page load that gets its answer shows the member again.
  await page.reload();
  await expect(page).toHaveURL(/\/mine\/transRecord$/);
  await expectLoggedIn(page, member.name);
  await shot(page, '01-still-logged-in');
});
