import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  Code,
  OperatorPath,
  SitePath,
  type Letter,
  type Notice,
  type OperatorNotice,
  type UnreadCounts,
  LetterPath,
} from '@qilin/contract';
import { forEachDatabase } from '../../../test/harness.ts';
import { registerAndLogin } from '../identity/test-support.ts';
import { createOperatorWithRole } from '../operator/test-support.ts';
import { auditLog } from '../operator/schema.ts';
import { letterStates } from './schema.ts';
import { admin, inbox, letterTitled, sendLetter, unread } from './test-support.ts';

const tw = { language: 'zh-TW' };
const fieldOf = (data: unknown) => (data as { field?: string } | null)?.field;

forEachDatabase('inbox (site/letter/*)', (server) => {
  it('greets a new member with a welcome letter, in zh-CN or zh-TW, counted as an unread notice', async () => {
    const a = await registerAndLogin(server());
    expect(await unread(a)).toEqual({
      brnotice_count: 0,
      bractivity_count: 0,
      brbulletin_count: 0,
      brmatch_count: 0,
      brfd_count: 0,
      notice_count: 1,
      activity_count: 0,
      fd_count: 0,
      total: 1,
    });
    const page = await inbox(a);
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({
      type: 'notice',
      title: '欢迎加入',
      sender: 'system',
      broadcast: false,
      read: false,
    });
    expect(page.list[0]?.body).toContain(a.name);
    const traditional = await inbox(a, {}, tw);
    expect(traditional.list[0]?.title).toBe('歡迎加入');
    expect(traditional.list[0]?.body).toContain('帳戶安全');
  });

  it('reads a letter: answers it, marks it read once, and the count drops', async () => {
    const a = await registerAndLogin(server());
    const welcome = (await inbox(a)).list[0]!;
    const read = await a.client.post<Letter>(LetterPath.read, { id: welcome.id }, tw);
    expect(read.status_code, read.message).toBe(Code.Success);
    expect(read.data).toMatchObject({ id: welcome.id, title: '歡迎加入', read: true });
    expect((await unread(a)).total).toBe(0);
    expect((await inbox(a)).list[0]?.read).toBe(true);
    const again = await a.client.post<Letter>(LetterPath.read, { id: welcome.id });
    expect(again.data.read).toBe(true);
    const states = await server()
      .deps.db.select()
      .from(letterStates)
      .where(eq(letterStates.letterId, Number(welcome.id)));
    expect(states).toHaveLength(1);
  });

  it("never shows, reads or deletes another member's letter (6004, nothing changes)", async () => {
    const s = server();
    const [a, b] = [await registerAndLogin(s), await registerAndLogin(s)];
    const aWelcome = (await inbox(a)).list[0]!;
    const bWelcome = (await inbox(b)).list[0]!;
    expect((await inbox(b)).list.map((l) => l.id)).not.toContain(aWelcome.id);

    const read = await b.client.post(LetterPath.read, { id: aWelcome.id });
    expect(read.status_code).toBe(Code.NotFound);
    const del = await b.client.post(LetterPath.remove, { ids: [aWelcome.id] });
    expect(del.status_code).toBe(Code.NotFound);
    // One foreign id among one's own refuses the whole request: b's own letter stays too.
    const mixed = await b.client.post(LetterPath.remove, { ids: [bWelcome.id, aWelcome.id] });
    expect(mixed.status_code).toBe(Code.NotFound);
    expect((await inbox(b)).total).toBe(1);
    const unknown = await b.client.post(LetterPath.read, { id: '999999999' });
    expect(unknown.status_code).toBe(Code.NotFound);

    expect(await unread(a)).toMatchObject({ notice_count: 1, total: 1 });
    expect((await inbox(a)).list[0]).toMatchObject({ id: aWelcome.id, read: false });
    const marks = await s.deps.db
      .select()
      .from(letterStates)
      .where(eq(letterStates.letterId, Number(aWelcome.id)));
    expect(marks).toHaveLength(0);

    const anonymous = await s.post(LetterPath.list, {});
    expect(anonymous.status_code).toBe(Code.LoginExpired);
  });

  it('counts broadcasts in br… and personal letters in the plain fields; later members never get older broadcasts', async () => {
    const s = server();
    const early = await registerAndLogin(s);
    s.advance(1_000);
    for (const type of ['notice', 'activity', 'bulletin', 'match', 'fd'] as const) {
      const res = await sendLetter(s, { to: 'all', type, title: `全站${type}`, body: '内容' });
      expect(res.status_code, res.message).toBe(Code.Success);
      expect(res.data.broadcast).toBe(true);
    }
    for (const type of ['activity', 'fd'] as const)
      expect(
        (await sendLetter(s, { to: early.name, type, title: `个人${type}`, body: '内容' })).status_code,
      ).toBe(Code.Success);
    expect(await unread(early)).toEqual({
      brnotice_count: 1,
      bractivity_count: 1,
      brbulletin_count: 1,
      brmatch_count: 1,
      brfd_count: 1,
      notice_count: 1,
      activity_count: 1,
      fd_count: 1,
      total: 8,
    });
    s.advance(1_000);
    const late = await registerAndLogin(s);
    expect(await unread(late)).toMatchObject({ brbulletin_count: 0, bractivity_count: 0, total: 1 });
    expect((await inbox(late)).list.map((l) => l.title)).toEqual(['欢迎加入']);
    // …but a broadcast sent after they joined reaches both.
    s.advance(1_000);
    await sendLetter(s, { to: 'all', type: 'bulletin', title: '新公告', body: '内容' });
    expect((await unread(late)).brbulletin_count).toBe(1);
    expect((await unread(early)).brbulletin_count).toBe(2);

    // A broadcast read by one member stays unread for the other.
    const bulletin = (await inbox(late, { type: 'bulletin' })).list[0]!;
    expect(bulletin).toMatchObject({ title: '新公告', broadcast: true, sender: 'operator' });
    await late.client.post(LetterPath.read, { id: bulletin.id });
    expect((await unread(late)).brbulletin_count).toBe(0);
    expect((await unread(early)).brbulletin_count).toBe(2);
  });

  it('lists newest first, by type, paged, and only unread on request', async () => {
    const s = server();
    const a = await registerAndLogin(s);
    for (let i = 1; i <= 3; i += 1) {
      s.advance(1_000);
      await sendLetter(s, { to: a.name, type: 'activity', title: `活动${i}`, body: `第${i}期` });
    }
    const first = await inbox(a, { type: 'activity', pageSize: 2 });
    expect(first).toMatchObject({ total: 3, pageNum: 1, pageSize: 2 });
    expect(first.list.map((l) => l.title)).toEqual(['活动3', '活动2']);
    const second = await inbox(a, { type: 'activity', pageSize: 2, pageNum: 2 });
    expect(second.list.map((l) => l.title)).toEqual(['活动1']);
    expect((await inbox(a)).list.map((l) => l.title)).toEqual(['活动3', '活动2', '活动1', '欢迎加入']);
    await a.client.post(LetterPath.read, { id: first.list[0]!.id });
    expect((await inbox(a, { unreadOnly: true })).list.map((l) => l.title)).toEqual([
      '活动2',
      '活动1',
      '欢迎加入',
    ]);
  });

  it('deletes one or several letters: gone from the list and the counts, for this member only', async () => {
    const s = server();
    const [a, b] = [await registerAndLogin(s), await registerAndLogin(s)];
    s.advance(1_000);
    await sendLetter(s, { to: 'all', type: 'bulletin', title: '删除测试公告', body: '内容' });
    await sendLetter(s, { to: a.name, type: 'notice', title: '删除测试通知', body: '内容' });
    const list = (await inbox(a)).list;
    expect(list).toHaveLength(3);
    const one = await a.client.post<{ deleted: number }>(LetterPath.remove, { ids: [list[2]!.id] });
    expect(one.data.deleted).toBe(1);
    expect((await inbox(a)).total).toBe(2);
    const rest = await a.client.post<{ deleted: number }>(LetterPath.remove, {
      ids: [list[0]!.id, list[1]!.id],
    });
    expect(rest.data.deleted).toBe(2);
    expect((await inbox(a)).total).toBe(0);
    expect((await unread(a)).total).toBe(0);
    // A deleted letter can no longer be opened or deleted again.
    expect((await a.client.post(LetterPath.read, { id: list[0]!.id })).status_code).toBe(Code.NotFound);
    // The broadcast a deleted stays in b's inbox.
    expect((await letterTitled(b, '删除测试公告'))?.read).toBe(false);
  });

  it('reads everything at once, or everything of one type, and answers the new counts', async () => {
    const s = server();
    const a = await registerAndLogin(s);
    s.advance(1_000);
    await sendLetter(s, { to: 'all', type: 'activity', title: '全站活动', body: '内容' });
    await sendLetter(s, { to: a.name, type: 'activity', title: '个人活动', body: '内容' });
    await sendLetter(s, { to: a.name, type: 'fd', title: '反馈回复', body: '内容' });
    const byType = await a.client.post<UnreadCounts>(LetterPath.oneKeyRead, { type: 'activity' });
    expect(byType.status_code, byType.message).toBe(Code.Success);
    expect(byType.data).toMatchObject({ bractivity_count: 0, activity_count: 0, fd_count: 1, total: 2 });
    const all = await a.client.post<UnreadCounts>(LetterPath.oneKeyRead, {});
    expect(all.data.total).toBe(0);
    expect((await inbox(a)).list.every((l) => l.read)).toBe(true);
    // Another member's letters are untouched by a's read-all.
    const b = await registerAndLogin(s);
    expect((await unread(b)).total).toBe(1);
  });

  it('refuses bad input with 6007 naming the field, and changes nothing', async () => {
    const a = await registerAndLogin(server());
    const cases: [string, unknown, string][] = [
      [LetterPath.unread, {}, 'userSystem'],
      [LetterPath.unread, { userSystem: 2 }, 'userSystem'],
      [LetterPath.list, { type: 'spam' }, 'type'],
      [LetterPath.list, { pageSize: 1000 }, 'pageSize'],
      [LetterPath.read, { id: '1 or 1=1' }, 'id'],
      [LetterPath.read, {}, 'id'],
      [LetterPath.remove, { ids: [] }, 'ids'],
      [LetterPath.remove, { ids: ['x'] }, 'ids.0'],
      [LetterPath.remove, { ids: Array.from({ length: 101 }, (_, i) => String(i + 1)) }, 'ids'],
      [LetterPath.oneKeyRead, { type: 'all' }, 'type'],
    ];
    for (const [path, body, field] of cases) {
      const res = await a.client.post(path, body);
      expect(res.status_code, `${path} ${JSON.stringify(body)}`).toBe(Code.InvalidParameter);
      expect(fieldOf(res.data)).toBe(field);
    }
    expect(await unread(a)).toMatchObject({ notice_count: 1, total: 1 });
  });
});

forEachDatabase('operator letters and notices', (server) => {
  it('sends to a member or the whole site; refuses unknown members, personal bulletins and blank text', async () => {
    const s = server();
    const a = await registerAndLogin(s);
    const sent = await sendLetter(s, {
      to: a.name,
      type: 'activity',
      title: '活动通知',
      body: '周末加赠',
      titleTw: '活動通知',
      bodyTw: '週末加贈',
    });
    expect(sent.status_code, sent.message).toBe(Code.Success);
    expect(sent.data.broadcast).toBe(false);
    expect((await inbox(a, { type: 'activity' }, tw)).list[0]).toMatchObject({
      title: '活動通知',
      body: '週末加贈',
      sender: 'operator',
    });

    const ghost = await sendLetter(s, { to: 'ghost9999', type: 'notice', title: 't', body: 'b' });
    expect(ghost.status_code).toBe(Code.NotFound);
    const personalBulletin = await sendLetter(s, { to: a.name, type: 'bulletin', title: 't', body: 'b' });
    expect(personalBulletin.status_code).toBe(Code.InvalidParameter);
    expect(fieldOf(personalBulletin.data)).toBe('type');
    const blank = await sendLetter(s, { to: a.name, type: 'notice', title: '   ', body: 'b' });
    expect(blank.status_code).toBe(Code.InvalidParameter);
    expect(fieldOf(blank.data)).toBe('title');
    const badType = await s.post(
      OperatorPath.messagesSend,
      { to: a.name, type: 'spam', title: 't', body: 'b' },
      { authorization: `Bearer ${await admin(s)}` },
    );
    expect(fieldOf(badType.data)).toBe('type');
    expect((await unread(a)).total).toBe(2);
  });

  it('lets admin and support send; finance and risk are refused (6003) and audited', async () => {
    const s = server();
    const a = await registerAndLogin(s);
    const support = await createOperatorWithRole(s, 'support');
    const ok = await sendLetter(
      s,
      { to: a.name, type: 'notice', title: '客服来信', body: 'b' },
      support.token,
    );
    expect(ok.status_code, ok.message).toBe(Code.Success);
    for (const role of ['finance', 'risk'] as const) {
      const op = await createOperatorWithRole(s, role);
      const res = await sendLetter(s, { to: a.name, type: 'notice', title: '越权', body: 'b' }, op.token);
      expect(res.status_code).toBe(Code.AccessDenied);
      const [audit] = await s.deps.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.operatorUsername, op.username), eq(auditLog.action, 'messages.send')));
      expect(audit?.outcome).toBe(String(Code.AccessDenied));
    }
    expect((await inbox(a)).list.map((l) => l.title)).toEqual(['客服来信', '欢迎加入']);
    const sentAudit = await s.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.operatorUsername, support.username), eq(auditLog.action, 'messages.send')));
    expect(sentAudit[0]).toMatchObject({ outcome: 'ok', target: a.name });
  });

  it('adds a notice that the home page shows at once, lists it, and removes it', async () => {
    const s = server();
    const auth = { authorization: `Bearer ${await admin(s)}` };
    // Read first, so any cache the site module keeps is warm.
    expect((await s.post<{ list: Notice[] }>(SitePath.noticeList, {})).status_code).toBe(Code.Success);
    const added = await s.post<OperatorNotice>(
      OperatorPath.noticesAdd,
      { title: '春节假期安排', body: '客服全天在线', titleTw: '春節假期安排', bodyTw: '客服全天在線' },
      auth,
    );
    expect(added.status_code, added.message).toBe(Code.Success);
    const shown = await s.post<{ list: Notice[] }>(SitePath.noticeList, {});
    expect(shown.data.list[0]).toMatchObject({ id: String(added.data.id), title: '春节假期安排' });
    const shownTw = await s.post<{ list: Notice[] }>(SitePath.noticeList, {}, tw);
    expect(shownTw.data.list[0]).toMatchObject({ title: '春節假期安排', content: '客服全天在線' });

    const listed = await s.post<{ list: OperatorNotice[]; total: number }>(
      OperatorPath.noticesList,
      { pageSize: 50 },
      auth,
    );
    expect(listed.data.list.map((n) => n.id)).toContain(added.data.id);

    const removed = await s.post(OperatorPath.noticesRemove, { id: added.data.id }, auth);
    expect(removed.status_code, removed.message).toBe(Code.Success);
    const after = await s.post<{ list: Notice[] }>(SitePath.noticeList, { pageSize: 50 });
    expect(after.data.list.map((n) => n.id)).not.toContain(String(added.data.id));
    expect((await s.post(OperatorPath.noticesRemove, { id: added.data.id }, auth)).status_code).toBe(
      Code.NotFound,
    );
    const bad = await s.post(OperatorPath.noticesAdd, { title: '', body: 'x' }, auth);
    expect(fieldOf(bad.data)).toBe('title');
    const finance = await createOperatorWithRole(s, 'finance');
    const refused = await s.post(
      OperatorPath.noticesAdd,
      { title: 't', body: 'b' },
      { authorization: `Bearer ${finance.token}` },
    );
    expect(refused.status_code).toBe(Code.AccessDenied);
  });
});
