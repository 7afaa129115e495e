import { UserPath } from '@qilin/contract';
import { captchaAnswer, registerMember, setCaptchaMode } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { expectLoggedIn, fillLogin, label, openLoginDialog } from './support/ui.ts';

test('J9 with the picture captcha on, login asks for it first, and says so when the answer is wrong', async ({
  page,
  request,
  clientIp,
  shot,
}) => {
  const member = await registerMember(request, { ip: clientIp, deviceId: 'e2e-api-client' });
  await setCaptchaMode(request, 'picture');
  try {
    await page.goto('/');
    const dialog = await openLoginDialog(page);
    await fillLogin(dialog, member.name, member.password);
    const captchaResponse = page.waitForResponse((r) => r.url().endsWith(UserPath.defaultKaptcha));
    await dialog.getByRole('button', { name: label('登录') }).click();

    const captcha = page.getByRole('dialog').filter({ hasText: '图形验证' });
    await expect(captcha.getByRole('img', { name: '图形验证码' })).toBeVisible();
    await captchaResponse;
    // A wrong answer: a fresh captcha comes back, saying why.
    const freshResponse = page.waitForResponse((r) => r.url().endsWith(UserPath.defaultKaptcha));
    await captcha.getByPlaceholder('请输入验证码').fill('zzzz');
    await captcha.getByRole('button', { name: label('确定') }).click();
    const body = (await (await freshResponse).json()) as { data: { 'x-code': string } };
    await expect(captcha.getByText('验证码错误')).toBeVisible();
    const answer = await captchaAnswer(request, body.data['x-code']);
    await captcha.getByPlaceholder('请输入验证码').fill(answer);
    await shot(page, '01-picture-captcha');
    await captcha.getByRole('button', { name: label('确定') }).click();

    await expectLoggedIn(page, member.name);
    await shot(page, '02-logged-in');
  } finally {
    await setCaptchaMode(request, 'none');
  }
});
