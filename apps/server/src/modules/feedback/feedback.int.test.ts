import { beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import {
  Code,
  FeedbackMessage,
  FeedbackPath,
  FeedbackType,
  OperatorPath,
  type FeedbackBetList,
  type FeedbackDepositConfig,
  type FeedbackInfo,
  type FeedbackPage,
  type LetterListResponse,
  type OperatorFeedback,
  LetterPath,
} from '@qilin/contract';
import { forEachDatabase, type TestServer } from '../../../test/harness.ts';
import { registerAndLogin, type Account } from '../identity/test-support.ts';
import { memberIdOf } from '../ledger/test-support.ts';
import { auditLog } from '../operator/schema.ts';
import { createOperatorWithRole } from '../operator/test-support.ts';
import { payOk } from '../payments/test-support.ts';
import { feedbacks } from './schema.ts';
import { addFeedback, addFeedbackOk, insertTicket, uploadPng } from './test-support.ts';

const TEXT = '充值一百元两小时了还没有到账，请帮忙查一下';

const unread = async (a: Account) =>
  (await a.client.post<{ count: number }>(FeedbackPath.unreadNum)).data.count;
const list = async (a: Account) => (await a.client.post<FeedbackPage>(FeedbackPath.list, {})).data;
const storedCount = async (server: TestServer, memberId: number) =>
  (await server.deps.db.select().from(feedbacks).where(eq(feedbacks.memberId, memberId))).length;

forEachDatabase('feedback: form, list, thread and operator replies', (server) => {
  let op: string;
  const operator = <T>(path: string, body: unknown, token = op) =>
    server()
      .client()
      .post<T>(path, body, { authorization: `Bearer ${token}` });

  beforeAll(async () => {
    op = (await createOperatorWithRole(server(), 'support')).token;
  });

  it('stores a feedback with an own image and lists it newest first with its status', async () => {
    const s = server();
    const member = await registerAndLogin(s);
    const url = await uploadPng(s, member);
    const first = await addFeedbackOk(member, { type: FeedbackType.account, content: '  第一条反馈内容  ' });
    const second = await addFeedbackOk(member, { type: FeedbackType.deposit, content: TEXT, images: [url] });
    expect(first.content).toBe('第一条反馈内容');
    expect(second).toMatchObject({ status: 'open', unreadReply: false, images: [url], replyCount: 0 });

    const page = await list(member);
    expect(page.total).toBe(2);
    expect(page.list.map((f) => f.id)).toEqual([second.id, first.id]);
    expect(page.list[0]).toMatchObject({ type: FeedbackType.deposit, content: TEXT, images: [url] });
    // The image is served to whoever holds the URL (the operator reads it too).
    expect((await fetch(`${s.url}${url}`)).headers.get('content-type')).toBe('image/png');
  });

  it('refuses bad input with a clear message and stores nothing', async () => {
    const s = server();
    const member = await registerAndLogin(s);
    const other = await registerAndLogin(s);
    const mine = await Promise.all([1, 2, 3, 4, 5].map(() => uploadPng(s, member)));
    const theirs = await uploadPng(s, other);
    const cases: [Parameters<typeof addFeedback>[1], string][] = [
      [{ type: FeedbackType.other, content: '   ' }, FeedbackMessage.textRequired],
      [{ type: FeedbackType.other, content: '太短' }, FeedbackMessage.textTooShort],
      [{ type: FeedbackType.other, content: '长'.repeat(501) }, FeedbackMessage.textTooLong],
      [{ type: FeedbackType.other, content: TEXT, images: mine }, FeedbackMessage.tooManyImages],
      [{ type: FeedbackType.other, content: TEXT, images: [theirs] }, FeedbackMessage.foreignImage],
      [
        { type: FeedbackType.other, content: TEXT, images: ['/uploads/2026-01/x.png'] },
        FeedbackMessage.foreignImage,
      ],
      [{ type: 99, content: TEXT }, FeedbackMessage.typeRequired],
      [
        { type: FeedbackType.bet, content: TEXT, relatedRef: 'bet:nosuchticket1' },
        FeedbackMessage.refNotFound,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await addFeedback(member, body);
      expect(res.status_code, JSON.stringify(body).slice(0, 80)).toBe(Code.InvalidParameter);
      expect(res.message).toBe(message);
    }
    // A body that is not even the right shape is refused by the contract schema.
    expect((await addFeedback(member, { type: 1, content: 5 } as never)).status_code).toBe(
      Code.InvalidParameter,
    );
    expect(await storedCount(s, await memberIdOf(s, member.name))).toBe(0);
    expect((await list(member)).total).toBe(0);
  });

  it('links a feedback to an own bet or deposit only, and the pickers show only own records', async () => {
    const s = server();
    const member = await registerAndLogin(s);
    const other = await registerAndLogin(s);
    const memberId = await memberIdOf(s, member.name);
    const ticketId = await insertTicket(s, memberId);
    const otherTicket = await insertTicket(s, await memberIdOf(s, other.name));
    const order = await payOk(member, { channelId: 'alipay', amount: '100' });
    const otherOrder = await payOk(other, { channelId: 'alipay', amount: '200' });

    const bets = (await member.client.post<FeedbackBetList>(FeedbackPath.memberBetList)).data.list;
    expect(bets.map((b) => b.ticketId)).toEqual([ticketId]);
    expect(bets[0]).toMatchObject({ stake: '100.00', status: 'settled' });
    expect(bets[0]?.title).toContain('北京国安 vs 上海申花');
    const deposits = (await member.client.post<FeedbackDepositConfig>(FeedbackPath.depositRewardConfigList))
      .data;
    expect(deposits.orders.map((o) => o.orderNo)).toEqual([order.orderNo]);
    expect(deposits.orders[0]).toMatchObject({ amount: '100.00', status: 'pending' });
    expect(deposits.channels.map((c) => c.id)).toContain('alipay');

    const onBet = await addFeedbackOk(member, {
      type: FeedbackType.bet,
      content: TEXT,
      relatedRef: `bet:${ticketId}`,
    });
    expect(onBet.relatedRef).toBe(`bet:${ticketId}`);
    await addFeedbackOk(member, {
      type: FeedbackType.deposit,
      content: TEXT,
      relatedRef: `deposit:${order.orderNo}`,
    });

    for (const [type, relatedRef, message] of [
      [FeedbackType.bet, `bet:${otherTicket}`, FeedbackMessage.refNotFound],
      [FeedbackType.deposit, `deposit:${otherOrder.orderNo}`, FeedbackMessage.refNotFound],
      [FeedbackType.deposit, `bet:${ticketId}`, FeedbackMessage.refMismatch],
      [FeedbackType.suggestion, `deposit:${order.orderNo}`, FeedbackMessage.refMismatch],
    ] as const) {
      const res = await addFeedback(member, { type, content: TEXT, relatedRef });
      expect(res.status_code).toBe(Code.InvalidParameter);
      expect(res.message).toBe(message);
    }
    expect(await storedCount(s, memberId)).toBe(2);
  });

  it("never shows or deletes another member's feedback (6004, nothing changes)", async () => {
    const s = server();
    const owner = await registerAndLogin(s);
    const intruder = await registerAndLogin(s);
    const f = await addFeedbackOk(owner, { type: FeedbackType.withdraw, content: TEXT });
    expect((await list(intruder)).total).toBe(0);
    const info = await intruder.client.post(FeedbackPath.info, { id: f.id });
    expect(info.status_code).toBe(Code.NotFound);
    expect(info.data).toBeNull();
    expect((await intruder.client.post(FeedbackPath.remove, { id: f.id })).status_code).toBe(Code.NotFound);
    expect((await list(owner)).list.map((x) => x.id)).toEqual([f.id]);
  });

  it('deletes an own feedback softly: gone for the member, kept for the operator', async () => {
    const s = server();
    const member = await registerAndLogin(s);
    const f = await addFeedbackOk(member, { type: FeedbackType.other, content: TEXT });
    expect((await member.client.post(FeedbackPath.remove, { id: f.id })).status_code).toBe(Code.Success);
    expect((await list(member)).total).toBe(0);
    expect((await member.client.post(FeedbackPath.info, { id: f.id })).status_code).toBe(Code.NotFound);
    expect((await member.client.post(FeedbackPath.remove, { id: f.id })).status_code).toBe(Code.NotFound);
    const [row] = await s.deps.db.select().from(feedbacks).where(eq(feedbacks.id, f.id));
    expect(row?.deletedAt).not.toBeNull();
    // An operator cannot reply to what the member withdrew.
    expect((await operator(OperatorPath.feedbackReply, { id: f.id, content: '您好' })).status_code).toBe(
      Code.NotFound,
    );
  });

  it('an operator reply raises unreadNum; opening the feedback clears it and shows the thread', async () => {
    const s = server();
    const member = await registerAndLogin(s);
    const f = await addFeedbackOk(member, { type: FeedbackType.deposit, content: TEXT });
    expect(await unread(member)).toBe(0);

    const queue = await operator<{ list: OperatorFeedback[] }>(OperatorPath.feedbackList, { pageSize: 100 });
    expect(queue.status_code).toBe(Code.Success);
    const listed = queue.data.list.find((x) => x.id === f.id);
    expect(listed).toMatchObject({
      username: member.name,
      typeName: '存款问题',
      content: TEXT,
      status: 'open',
    });

    const reply = await operator<OperatorFeedback>(OperatorPath.feedbackReply, {
      id: f.id,
      content: '  您好，款项已到账，请查收。 ',
    });
    expect(reply.status_code, reply.message).toBe(Code.Success);
    expect(reply.data).toMatchObject({ status: 'replied', replyCount: 1 });
    expect(await unread(member)).toBe(1);
    expect((await list(member)).list[0]).toMatchObject({ id: f.id, status: 'replied', unreadReply: true });

    const info = await member.client.post<FeedbackInfo>(FeedbackPath.info, { id: f.id });
    expect(info.data).toMatchObject({ id: f.id, content: TEXT, status: 'replied', unreadReply: false });
    expect(info.data.replies).toEqual([
      expect.objectContaining({ author: 'operator', content: '您好，款项已到账，请查收。' }),
    ]);
    expect(JSON.stringify(info.data)).not.toContain('support-');
    expect(await unread(member)).toBe(0);
    expect((await list(member)).list[0]?.unreadReply).toBe(false);

    // The reply also lands in the inbox as a feedback letter.
    const letters = await member.client.post<LetterListResponse>(LetterPath.list, { type: 'fd' });
    expect(letters.data.list).toEqual([expect.objectContaining({ type: 'fd', title: '您的反馈有新回复' })]);
    expect(letters.data.list[0]?.body).toContain('您好，款项已到账，请查收。');

    // A second reply raises it again; the open ones stay ahead of replied ones in the queue.
    await operator(OperatorPath.feedbackReply, { id: f.id, content: '还有其他问题请随时联系。' });
    expect(await unread(member)).toBe(1);
    const fresh = await addFeedbackOk(member, { type: FeedbackType.other, content: TEXT });
    const after = (await operator<{ list: OperatorFeedback[] }>(OperatorPath.feedbackList, { pageSize: 100 }))
      .data.list;
    const firstReplied = after.findIndex((x) => x.status !== 'open');
    expect(after.findIndex((x) => x.id === fresh.id)).toBeLessThan(firstReplied);
  });

  it('operator feedback calls are role-checked and audited', async () => {
    const s = server();
    const member = await registerAndLogin(s);
    const f = await addFeedbackOk(member, { type: FeedbackType.other, content: TEXT });
    const finance = (await createOperatorWithRole(s, 'finance')).token;
    expect((await operator(OperatorPath.feedbackList, {}, finance)).status_code).toBe(Code.AccessDenied);
    expect(
      (await operator(OperatorPath.feedbackReply, { id: f.id, content: '您好' }, finance)).status_code,
    ).toBe(Code.AccessDenied);
    expect(await unread(member)).toBe(0);
    expect((await operator(OperatorPath.feedbackReply, { id: f.id, content: '   ' })).status_code).toBe(
      Code.InvalidParameter,
    );
    expect((await operator(OperatorPath.feedbackReply, { id: 987654321, content: '您好' })).status_code).toBe(
      Code.NotFound,
    );
    expect(
      (await operator(OperatorPath.feedbackReply, { id: f.id, content: '已收到，谢谢' })).status_code,
    ).toBe(Code.Success);
    const audit = await s.deps.db
      .select({ action: auditLog.action, outcome: auditLog.outcome })
      .from(auditLog)
      .where(eq(auditLog.target, String(f.id)))
      .orderBy(asc(auditLog.id));
    expect(audit).toEqual([
      { action: 'feedback.reply', outcome: String(Code.AccessDenied) },
      { action: 'feedback.reply', outcome: 'ok' },
    ]);
  });

  describe('submission rate', () => {
    it('answers 6011 after 5 feedbacks in ten minutes and stores no more', async () => {
      const s = server();
      const member = await registerAndLogin(s);
      for (let i = 0; i < 5; i += 1)
        await addFeedbackOk(member, { type: FeedbackType.suggestion, content: TEXT });
      const res = await addFeedback(member, { type: FeedbackType.suggestion, content: TEXT });
      expect(res.status_code).toBe(Code.FrequentSubmission);
      expect(res.message).toBe(FeedbackMessage.tooFrequent);
      expect((await list(member)).total).toBe(5);
    });
  });
});
