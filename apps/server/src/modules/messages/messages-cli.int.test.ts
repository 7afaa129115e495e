import { expect, it } from 'vitest';
import { SitePath, type Notice } from '@qilin/contract';
import { forEachDatabase } from '../../../test/harness.ts';
import { registerAndLogin } from '../identity/test-support.ts';
import { inbox, unread } from './test-support.ts';
import { runOperatorCli } from '../../../test/operator-cli.ts';

const cli = runOperatorCli;

forEachDatabase('operator CLI: messages and notices', (server) => {
  it('messages:send reaches one member, or everyone with --to all', async () => {
    const s = server();
    const a = await registerAndLogin(s);
    const one = await cli(s, [
      'messages:send',
      '--to',
      a.name,
      '--type',
      'activity',
      '--title',
      '周末活动',
      '--body',
      '充值加赠 10%',
    ]);
    expect(one.code, one.stderr).toBe(0);
    expect(one.stdout).toContain(`已向会员 ${a.name} 发送活动站内信`);
    expect((await inbox(a, { type: 'activity' })).list[0]).toMatchObject({
      title: '周末活动',
      body: '充值加赠 10%',
      sender: 'operator',
    });
    s.advance(1_000);
    const all = await cli(s, [
      'messages:send',
      '--to',
      'all',
      '--type',
      'bulletin',
      '--title',
      '维护',
      '--body',
      '今晚维护',
    ]);
    expect(all.code, all.stderr).toBe(0);
    expect(all.stdout).toContain('已向全站发送公告站内信');
    expect(await unread(a)).toMatchObject({
      activity_count: 1,
      brbulletin_count: 1,
      notice_count: 1,
      total: 3,
    });

    const usage = await cli(s, ['messages:send', '--to', a.name, '--type', 'notice', '--title']);
    expect(usage.code).toBe(2);
    const badType = await cli(s, [
      'messages:send',
      '--to',
      a.name,
      '--type',
      'spam',
      '--title',
      't',
      '--body',
      'b',
    ]);
    expect(badType.code).toBe(2);
    expect(badType.stderr).toContain('--type');
    const ghost = await cli(s, [
      'messages:send',
      '--to',
      'ghost404',
      '--type',
      'notice',
      '--title',
      't',
      '--body',
      'b',
    ]);
    expect(ghost.code).toBe(1);
    expect(ghost.stderr).toContain('6004');
    expect((await unread(a)).total).toBe(3);
  });

  it('notices:add shows on the home page at once; notices:list and notices:remove manage it', async () => {
    const s = server();
    const added = await cli(s, ['notices:add', '--title', '端午节活动', '--body', '端午节全场加赠']);
    expect(added.code, added.stderr).toBe(0);
    const id = /已发布公告 (\d+)/.exec(added.stdout)?.[1];
    expect(id).toBeDefined();
    const home = await s.post<{ list: Notice[] }>(SitePath.noticeList, {});
    expect(home.data.list[0]).toMatchObject({ id, title: '端午节活动', content: '端午节全场加赠' });

    const list = await cli(s, ['notices:list']);
    expect(list.code, list.stderr).toBe(0);
    expect(list.stdout).toMatch(new RegExp(`${id}\\s+端午节活动`));

    const removed = await cli(s, ['notices:remove', id!]);
    expect(removed.code, removed.stderr).toBe(0);
    expect(removed.stdout).toContain(`已删除公告 ${id}：端午节活动`);
    const after = await s.post<{ list: Notice[] }>(SitePath.noticeList, { pageSize: 50 });
    expect(after.data.list.map((n) => n.id)).not.toContain(id);
    const again = await cli(s, ['notices:remove', id!]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('6004');
    expect((await cli(s, ['notices:remove', 'abc'])).code).toBe(2);
    expect((await cli(s, ['notices:add', '--title', '只有标题'])).code).toBe(2);
  });

  it('lists the new commands in help', async () => {
    const help = await cli(server(), ['help']);
    for (const name of ['messages:send', 'notices:list', 'notices:add', 'notices:remove'])
      expect(help.stdout).toContain(name);
  });
});
