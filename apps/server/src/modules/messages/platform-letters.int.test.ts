import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { Code, FundsPath, OperatorPath, type PlaceBetRequest } from '@qilin/contract';
import { forEachDatabase } from '../../../test/harness.ts';
import { registerAndLogin } from '../identity/test-support.ts';
import { createLedger } from '../ledger/ledger.ts';
import { memberIdOf } from '../ledger/test-support.ts';
import { payOk, sendCallback, signedCallback } from '../payments/test-support.ts';
import { createPlacement } from '../sportsbook/placement.ts';
import { createSettlement } from '../sportsbook/settlement.ts';
import { createFakeFeed, fakeMatch, market } from '../sportsbook/test-support.ts';
import { createTicketRepo } from '../sportsbook/ticket-repo.ts';
import { makePlayer, REAL_NAME, withdrawOk } from '../withdrawals/test-support.ts';
import { createLetterRepo } from './letter-repo.ts';
import { createLetterSender } from './letter-writer.ts';
import { letters } from './schema.ts';
import { admin, inbox, letterTitled, unread } from './test-support.ts';

const tw = { language: 'zh-TW' };

forEachDatabase('platform letters', (server) => {
  it('tells a member once that a deposit was credited, however often the gateway calls back', async () => {
    const s = server();
    const a = await registerAndLogin(s);
    const order = await payOk(a, { channelId: 'alipay', amount: '200' });
    expect(await letterTitled(a, '存款已到账')).toBeUndefined();
    const cb = signedCallback(s, { orderNo: order.orderNo, amount: '20000' });
    expect((await sendCallback(s, cb)).status_code).toBe(Code.Success);
    const again = signedCallback(s, { orderNo: order.orderNo, amount: '20000', tradeNo: cb.tradeNo });
    expect((await sendCallback(s, again)).status_code).toBe(Code.Success);

    const credited = (await inbox(a)).list.filter((l) => l.title === '存款已到账');
    expect(credited).toHaveLength(1);
    expect(credited[0]?.body).toContain(order.orderNo);
    // ¥200 paid through Alipay, ¥2 fee: ¥198 credited.
    expect(credited[0]?.body).toContain('入账金额 ¥198，');
    expect(await unread(a)).toMatchObject({ notice_count: 2, total: 2 });
    expect((await inbox(a, {}, tw)).list[0]?.title).toBe('存款已到帳');
  });

  it('tells a member that a withdrawal was approved, or rejected with the reason', async () => {
    const s = server();
    const token = await admin(s);
    const p = await makePlayer(s, { fundFen: 1_000_00 });
    const alipay = await p.client.post<{ id: string }>(FundsPath.addAlipay, {
      account: `p${randomBytes(4).toString('hex')}@example.com`,
      holder: REAL_NAME,
    });
    const first = await withdrawOk(p, alipay.data.id, '300');
    const second = await withdrawOk(p, alipay.data.id, '200');
    const auth = { authorization: `Bearer ${token}` };
    expect(
      (await s.post(OperatorPath.withdrawalsApprove, { orderNo: first.orderNo }, auth)).status_code,
    ).toBe(Code.Success);
    expect(
      (
        await s.post(
          OperatorPath.withdrawalsReject,
          { orderNo: second.orderNo, reason: '收款账户信息有误' },
          auth,
        )
      ).status_code,
    ).toBe(Code.Success);
    // A repeated decision answers an error and sends nothing more.
    await s.post(OperatorPath.withdrawalsApprove, { orderNo: first.orderNo }, auth);

    const approved = await letterTitled(p, '取款审核通过');
    expect(approved?.body).toContain(first.orderNo);
    expect(approved?.body).toContain('（¥300）');
    const rejected = await letterTitled(p, '取款审核未通过');
    expect(rejected?.body).toContain('原因：收款账户信息有误');
    expect(rejected?.body).toContain('已退回您的中心钱包');
    expect((await inbox(p)).list.filter((l) => l.title.startsWith('取款'))).toHaveLength(2);
    expect((await inbox(p, {}, tw)).list.map((l) => l.title)).toContain('提款審核未通過');
  });

  it('tells each bettor that a ticket was settled, in one bulk write after the result', async () => {
    const s = server();
    const deps = s.deps;
    const ledger = createLedger(deps);
    const repo = createTicketRepo(deps.db, ledger);
    const fake = createFakeFeed();
    const placement = createPlacement({ deps, ledger, repo, feed: fake.api, onConfirming: () => {} });
    const settlement = createSettlement({
      deps,
      ledger,
      repo,
      feed: fake.api,
      letters: createLetterSender(deps, createLetterRepo(deps.db)),
    });
    await settlement.start();

    const [a, b] = [await registerAndLogin(s), await registerAndLogin(s)];
    const ids = [await memberIdOf(s, a.name), await memberIdOf(s, b.name)];
    for (const id of ids)
      await ledger.postOrThrow({
        reference: `test:letters:fund:${id}`,
        kind: 'credit',
        legs: [{ from: { house: 'house' }, to: { member: id, kind: 'wallet' }, amount: 1_000_00 }],
      });
    const game = `L${process.pid % 1000}x${randomBytes(3).toString('hex')}`;
    fake.addMatch(fakeMatch(game, 'FT', [market(game, 'M', null, { H: 2.1, N: 3.2, C: 3.5 })]));
    const bet = (r: string): PlaceBetRequest => ({
      ticket_id: `t${randomBytes(6).toString('hex')}`,
      type: 'single',
      stake: '100',
      oddsType: 'E',
      acceptOdds: 'any',
      legs: [{ gameId: game, w: 'M', r, line: null, odds: r === 'H' ? 2.1 : 3.5 }],
    });
    const won = await placement.place(ids[0]!, bet('H'));
    const wonToo = await placement.place(ids[0]!, bet('H'));
    const lost = await placement.place(ids[1]!, bet('C'));
    expect([won.status, wonToo.status, lost.status]).toEqual(['accepted', 'accepted', 'accepted']);

    fake.publish({ gameId: game, ft: [2, 0] });
    await settlement.idle();
    // One letter per member per result, naming every ticket it settled.
    const aLetter = await letterTitled(a, '注单已结算');
    expect(aLetter?.body).toContain(won.ticket_id);
    expect(aLetter?.body).toContain(wonToo.ticket_id);
    expect(aLetter?.body).toContain('您的 2 张注单');
    expect(aLetter?.body).toContain('赢 2 张，派彩合计 ¥420。');
    const bLetter = await letterTitled(b, '注单已结算');
    expect(bLetter?.body).toContain('结果：输，派彩 ¥0。');
    expect((await inbox(a)).list.map((l) => l.body).join()).not.toContain(lost.ticket_id);

    // A correction (revision 2) resettles both tickets and says so.
    fake.publish({ gameId: game, ft: [0, 1] });
    await settlement.idle();
    expect((await letterTitled(b, '注单结算已更正'))?.body).toContain('结果：赢，派彩 ¥350。');
    expect((await letterTitled(a, '注单结算已更正'))?.body).toContain('输 2 张，派彩合计 ¥0。');
    // Settling the same revision again moves nothing and writes nothing.
    await settlement.enqueue({
      gameId: game,
      hgid: null,
      sport: 'FT',
      status: 'finished',
      ft: [0, 1],
      ht: [0, 0],
      sets: [],
      winner: null,
      voidCode: null,
      voidReason: null,
      revision: 2,
    });
    const rows = await deps.db.select().from(letters).where(eq(letters.memberId, ids[0]!));
    expect(rows.filter((r) => r.dedupeKey?.startsWith('bet:'))).toHaveLength(2);
  });
});
