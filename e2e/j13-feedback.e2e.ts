import { OperatorPath } from '@qilin/contract';
import { operatorCall } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { label, memberLoggedIn, toast } from './support/ui.ts';

/** A 24x24 red square: a screenshot stand-in the upload accepts (its bytes are sniffed, not its name). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAYCAIAAABvFaqvAAAAH0lEQVR42mO4o6FBFcQwatCoQaMGjRo0atCoQQNvEADnQaMfvfzvTgAAAABJRU5ErkJggg==',
  'base64',
);

interface FeedbackQueue {
  list: { id: number; username: string; content: string; status: string }[];
}

test('J13 a member sends feedback with a screenshot, an operator replies, the member reads the reply', async ({
  page,
  request,
  clientIp,
  shot,
}) => {
  test.setTimeout(120_000);
  const member = await memberLoggedIn(page, request, clientIp);

  // The user centre's menu leads to the form.
  await page.goto('/mine/userinfo');
  await page.getByRole('menuitem', { name: '意见反馈' }).click();
  await expect(page).toHaveURL(/\/mine\/feedback$/);
  // The form and the list share their frame: the tabs stay put when the player switches between them.
  const tabs = page.locator('.ant-segmented').filter({ hasText: '我的反馈' });
  await expect(tabs).toBeVisible();
  const tabsAtForm = await tabs.boundingBox();
  await tabs.getByText('我的反馈').click();
  await expect(page).toHaveURL(/\/mine\/feedback\/list$/);
  await expect(page.getByText('查看您提交的反馈和客服回复')).toBeVisible();
  expect((await tabs.boundingBox())?.y).toBeCloseTo(tabsAtForm?.y ?? -1, 0);
  await tabs.getByText('提交反馈').click();
  await expect(page).toHaveURL(/\/mine\/feedback$/);
  // Each type is a button of its own, whole on every side, so a row that wraps on a phone stays tidy.
  const types = page.locator('.ant-radio-button-wrapper');
  await expect(types).toHaveCount(6);
  const typeEdges = await types.evaluateAll((els) =>
    els.map((el) => `${getComputedStyle(el).borderLeftWidth} ${getComputedStyle(el).borderTopLeftRadius}`),
  );
  for (const edge of typeEdges) expect(edge).not.toMatch(/^0px|\s0px$/);

  // Sending with nothing filled in says what is missing and sends nothing.
  await page.getByRole('button', { name: '提交反馈' }).last().click();
  await expect(page.getByText('请选择反馈类型')).toBeVisible();
  await expect(page.getByText('请填写反馈内容')).toBeVisible();

  const text = `存款200元已经过了一个小时还没有到账，订单截图见附件 ${member.name}`;
  await page.getByText('存款问题', { exact: true }).click();
  // A deposit problem offers the member's deposits to pick from (none yet for a new member).
  await expect(page.getByText('相关存款（选填）')).toBeVisible();
  await page.getByLabel('反馈内容').fill(text);
  await expect(page.getByText(`${[...text].length} / 500`)).toBeVisible();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'shot.png', mimeType: 'image/png', buffer: PNG });
  const preview = page.getByTestId('feedback-image');
  await expect(preview).toHaveCount(1);
  await expect(preview.locator('img')).toHaveAttribute('src', /^\/uploads\//);
  await shot(page, '01-feedback-form');
  await page.getByRole('button', { name: '提交反馈' }).last().click();
  await expect(toast(page, '反馈已提交，客服会尽快回复您')).toBeVisible();

  // The list shows it, waiting for an answer.
  await expect(page).toHaveURL(/\/mine\/feedback\/list$/);
  const item = page.getByTestId('feedback-item').filter({ hasText: member.name });
  await expect(item).toContainText('存款问题');
  await expect(item).toContainText('待回复');
  await expect(item).toContainText('等待客服回复');
  await shot(page, '02-feedback-list-open');

  // Customer service answers through the operator API.
  const queue = (await operatorCall(request, OperatorPath.feedbackList, { pageSize: 100 })) as FeedbackQueue;
  const mine = queue.list.find((f) => f.username === member.name);
  expect(mine?.content).toBe(text);
  const reply = '您好，您的存款已到账，请刷新余额查看。';
  await operatorCall(request, OperatorPath.feedbackReply, { id: mine?.id, content: reply });

  // The member sees a new reply in the list, with the unread count on the list tab.
  await page.getByRole('button', { name: '刷新', exact: true }).click();
  await expect(item).toContainText('已回复');
  await expect(item).toContainText('新回复');
  await expect(page.getByTestId('feedback-unread')).toContainText('1');
  await shot(page, '03-feedback-list-replied');

  // Opening it shows the text, the screenshot and the reply; the unread mark goes.
  await item.getByRole('button', { name: label('查看') }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(text);
  await expect(dialog.getByTestId('feedback-image')).toHaveCount(1);
  await expect(dialog.getByTestId('feedback-replies')).toContainText(reply);
  await expect(dialog.getByTestId('feedback-replies')).toContainText('客服');
  await shot(page, '04-feedback-detail');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(item).not.toContainText('新回复');
  await expect(page.getByTestId('feedback-unread')).toHaveCount(0);

  // Deleting asks first, then leaves the list empty with words and a way back to the form.
  await item.getByRole('button', { name: label('删除') }).click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: label('删除') })
    .click();
  await expect(page.getByText('您还没有提交过反馈')).toBeVisible();
  await expect(page.getByRole('button', { name: '去提交反馈' })).toBeVisible();
  await shot(page, '05-feedback-list-empty');
});
