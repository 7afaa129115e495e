import { freshEmail, freshPhone, registerMember, waitForCode } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { label, loginThroughUi, openMemberPage, toast } from './support/ui.ts';

test('J4 bind phone and e-mail in the security centre, real name and birthday in the profile', async ({
  page,
  request,
  clientIp,
  shot,
}) => {
  const member = await registerMember(request, { ip: clientIp, deviceId: 'e2e-api-client' });
  const phone = freshPhone();
  const email = freshEmail();
  await page.goto('/');
  await loginThroughUi(page, member.name, member.password);

  await openMemberPage(page, '安全中心');
  const main = page.getByRole('main');
  await expect(main.getByText('安全等级')).toBeVisible();
  await expect(main.getByText('未绑定', { exact: true })).toHaveCount(2);
  await shot(page, '01-security-centre');

  // Phone: number -> 获取验证码 -> the code from the SMS (dev outbox) -> 提交.
  await main.getByRole('button', { name: '立即绑定' }).first().click();
  const phoneDialog = page.getByRole('dialog', { name: '绑定手机号码' });
  await phoneDialog.getByPlaceholder('请输入手机号码').fill(phone);
  let sentAt = Date.now();
  await phoneDialog.getByRole('button', { name: '获取验证码' }).click();
  await expect(toast(page, '获取手机验证码成功')).toBeVisible();
  await expect(phoneDialog.getByRole('button', { name: /\d+秒后重新获取/ })).toBeDisabled();
  const phoneCode = await waitForCode(request, phone, sentAt - 1000);
  await phoneDialog.getByPlaceholder('请输入验证码').fill(phoneCode);
  await shot(page, '02-bind-phone');
  await phoneDialog.getByRole('button', { name: label('提交') }).click();
  await expect(toast(page, '手机号码绑定成功')).toBeVisible();
  await expect(phoneDialog).toBeHidden();
  const maskedPhone = `${phone.slice(0, 3)}****${phone.slice(-4)}`;
  await expect(main.getByText(`+86 ${maskedPhone}`)).toBeVisible();

  // E-mail the same way.
  await main.getByRole('button', { name: '立即绑定' }).click();
  const emailDialog = page.getByRole('dialog', { name: '绑定电子邮箱' });
  await emailDialog.getByPlaceholder('请输入邮箱地址').fill(email);
  sentAt = Date.now();
  await emailDialog.getByRole('button', { name: '获取验证码' }).click();
  await expect(toast(page, '获取邮箱验证码成功')).toBeVisible();
  const emailCode = await waitForCode(request, email, sentAt - 1000);
  await emailDialog.getByPlaceholder('请输入验证码').fill(emailCode);
  await emailDialog.getByRole('button', { name: label('提交') }).click();
  await expect(toast(page, '电子邮箱绑定成功')).toBeVisible();
  await expect(emailDialog).toBeHidden();
  const maskedEmail = `${email.slice(0, 2)}***@example.com`;
  await expect(main.getByText(maskedEmail)).toBeVisible();
  await expect(main.getByText('未绑定', { exact: true })).toHaveCount(0);
  await expect(main.getByText('已绑定', { exact: true })).toHaveCount(2);
  await shot(page, '03-security-bound');

  // Profile: real name (confirmed in a tips dialog) and birthday; both are kept masked / fixed.
  await openMemberPage(page, '个人资料');
  // The registration time reads as a time does on every page (the trade record's form, on the site's clock).
  await expect(main.getByText(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/)).toBeVisible();
  await main.getByPlaceholder('请输入与银行卡一致的真实姓名').fill('张三丰');
  await main.getByRole('button', { name: '立即绑定' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '确认绑定真实姓名「张三丰」' });
  await expect(confirm).toBeVisible();
  await shot(page, '04-confirm-real-name');
  await confirm.getByRole('button', { name: label('确定') }).click();
  await expect(toast(page, '保存成功').first()).toBeVisible();
  await expect(main.getByText('张*丰')).toBeVisible();
  await expect(main.getByText('张三丰')).toHaveCount(0);

  const birthday = main.getByPlaceholder('请选择出生日期');
  await birthday.click();
  await birthday.fill('1990-05-20');
  await birthday.press('Enter');
  await main.getByRole('button', { name: label('保存') }).click();
  // A date alone is a time's date part: typed with dashes, shown with slashes.
  await expect(main.getByText('1990/05/20')).toBeVisible();
  await expect(main.getByPlaceholder('请选择出生日期')).toHaveCount(0);

  // The phone and e-mail bound in the security centre show here masked too.
  await expect(main.getByText(`+86 ${maskedPhone}`)).toBeVisible();
  await expect(main.getByText(maskedEmail)).toBeVisible();
  await shot(page, '05-profile-bound');

  // The eye shows the real name in plain for its owner.
  await main.getByRole('button', { name: '显示' }).first().click();
  await expect(main.getByText('张三丰')).toBeVisible();
  await shot(page, '06-profile-revealed');
});
