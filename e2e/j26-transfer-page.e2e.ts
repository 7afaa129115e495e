import { expect, test } from './support/fixtures.ts';
import { toast } from './support/ui.ts';

test('J26 the transfer page moves money into the only venue and back by SPEC §5 rules', async ({
  fundsPlayer,
  shot,
}) => {
  const { page } = await fundsPlayer('200');
  await page.goto('/mine/transfermoney');
  const venueField = page.getByTestId('transfer-venue');
  const amount = page.getByTestId('transfermoney-amount');
  const submit = page.getByRole('button', { name: /立即转账/ });

  // One venue takes transfers, so it is already chosen.
  await expect(venueField).toContainText('Qilin 电子');

  // SPEC §5: the amount is required; it keeps 2 decimals and 12 characters; 全部 fills the centre balance.
  await submit.click();
  await expect(page.getByText('请输入转入金额')).toBeVisible();
  await amount.fill('12.345');
  await expect(amount).toHaveValue('12.34');
  await amount.fill('1234567890123');
  await expect(amount).toHaveValue('123456789012');
  await page.getByRole('button', { name: '全部' }).click();
  await expect(amount).toHaveValue('200');
  await amount.fill('60.5');
  await shot(page, '01-transfer-in');
  await submit.click();
  await expect(toast(page, '转账成功')).toBeVisible();
  await expect(page.getByTestId('header-balance')).toContainText('139.5');
  await expect(amount).toHaveValue('');

  // Back out: 全部 now fills what the venue holds.
  await page.getByText('转回中心钱包', { exact: true }).click();
  await page.getByRole('button', { name: '全部' }).click();
  await expect(amount).toHaveValue('60.5');
  await submit.click();
  await expect(toast(page, '转账成功').last()).toBeVisible();
  await expect(page.getByTestId('header-balance')).toContainText('200');
  await shot(page, '02-transfer-back');
});
