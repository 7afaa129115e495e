import { expect, it } from 'vitest';
import { FeedbackPath, FeedbackType, type FeedbackInfo } from '@qilin/contract';
import { forEachDatabase } from '../../../test/harness.ts';
import { registerAndLogin } from '../identity/test-support.ts';
import { addFeedbackOk } from './test-support.ts';
import { runOperatorCli } from '../../../test/operator-cli.ts';

const cli = runOperatorCli;

forEachDatabase('operator CLI: feedback:list, feedback:reply and feedback:close', (server) => {
  it('lists a member feedback and replies to it; the member sees the reply', async () => {
    const s = server();
    const member = await registerAndLogin(s);
    const f = await addFeedbackOk(member, {
      type: FeedbackType.withdraw,
      content: '取款申请一直在审核中，请问要多久',
    });

    const listed = await cli(s, ['feedback:list', '--status', 'open', '--size', '100']);
    expect(listed.code, listed.out).toBe(0);
    const line = listed.out.split('\n').find((l) => l.includes(member.name));
    expect(line).toBeDefined();
    expect(line).toContain('取款问题');
    expect(line).toContain('取款申请一直在审核中');
    expect(line).toContain('待回复');

    const replied = await cli(s, ['feedback:reply', String(f.id), '您好，取款已审核通过', '请留意到账']);
    expect(replied.code, replied.out).toBe(0);
    expect(replied.out).toContain(`已回复会员 ${member.name} 的反馈 #${f.id}`);
    expect((await member.client.post<{ count: number }>(FeedbackPath.unreadNum)).data.count).toBe(1);
    const info = await member.client.post<FeedbackInfo>(FeedbackPath.info, { id: f.id });
    expect(info.data.replies.map((r) => r.content)).toEqual(['您好，取款已审核通过 请留意到账']);

    const after = await cli(s, ['feedback:list', '--status', 'replied', '--size', '100']);
    expect(after.out.split('\n').find((l) => l.includes(member.name))).toContain('已回复');
  });

  it('closes a feedback: the member sees it closed, and a later reply opens it again', async () => {
    const s = server();
    const member = await registerAndLogin(s);
    const f = await addFeedbackOk(member, { type: FeedbackType.suggestion, content: '希望增加更多电子游戏' });
    const closed = await cli(s, ['feedback:close', String(f.id)]);
    expect(closed.code, closed.out).toBe(0);
    expect(closed.out).toContain(`已关闭会员 ${member.name} 的反馈 #${f.id}`);
    const info = await member.client.post<FeedbackInfo>(FeedbackPath.info, { id: f.id });
    expect(info.data.status).toBe('closed');
    const open = await cli(s, ['feedback:list', '--status', 'open', '--size', '100']);
    expect(open.out).not.toContain(member.name);
    const listed = await cli(s, ['feedback:list', '--status', 'closed', '--size', '100']);
    expect(listed.out.split('\n').find((l) => l.includes(member.name))).toContain('已关闭');
    // Closing again is harmless; a reply reopens it as replied.
    expect((await cli(s, ['feedback:close', String(f.id)])).code).toBe(0);
    expect((await cli(s, ['feedback:reply', String(f.id), '感谢建议，已转交产品团队'])).code).toBe(0);
    const again = await member.client.post<FeedbackInfo>(FeedbackPath.info, { id: f.id });
    expect(again.data.status).toBe('replied');
    const unknown = await cli(s, ['feedback:close', '987654321']);
    expect(unknown.code).not.toBe(0);
    expect(unknown.out).toContain('反馈不存在');
    const noId = await cli(s, ['feedback:close']);
    expect(noId.code).toBe(2);
    expect(noId.out).toContain('feedback:close <id>');
  });

  it('explains a missing text, a bad status and an unknown feedback', async () => {
    const s = server();
    const noText = await cli(s, ['feedback:reply', '12']);
    expect(noText.code).toBe(2);
    expect(noText.out).toContain('feedback:reply <id> <text>');
    const badStatus = await cli(s, ['feedback:list', '--status', 'done']);
    expect(badStatus.code).toBe(2);
    expect(badStatus.out).toContain('--status 只能是');
    const unknown = await cli(s, ['feedback:reply', '987654321', '您好']);
    expect(unknown.code).not.toBe(0);
    expect(unknown.out).toContain('反馈不存在');
  });
});
