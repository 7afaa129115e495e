import { expect, it } from 'vitest';
import {
  Code,
  FundsPath,
  GamePath,
  Header,
  OperatorPath,
  type DealRecord,
  type Ticket,
  type VenueLaunchResponse,
} from '@qilin/contract';
import { forEachDatabase } from '../../../test/harness.ts';
import { registerAndLogin, type Account } from '../identity/test-support.ts';
import { expectLedgerOk, fundMember } from '../ledger/test-support.ts';
import { createOperatorWithRole } from '../operator/test-support.ts';
import { makePlayer, REAL_NAME, withdrawOk } from '../withdrawals/test-support.ts';
import { preMatchOf, resourceCall } from '../sportsbook/http-test-support.ts';

/** The trade record of money that came back, read as the player reads /mine/transRecord. */
forEachDatabase('trade record: why money came back', (server) => {
  const refunds = async (p: Account, headers: Record<string, string> = {}) =>
    (
      await p.client.post<{ list: DealRecord[] }>(
        FundsPath.dealRecord,
        { type: 5, pageNum: 1, pageSize: 20 },
        headers,
      )
    ).data.list.filter((r) => r.kind === 'bet_refund');

  it('says a cancelled match refunded the stake, with the void code, in the reader language', async () => {
    const p = await registerAndLogin(server());
    await fundMember(server(), p.name, 100_000);
    const launched = await p.client.post<VenueLaunchResponse>(GamePath.launch, {
      enName: 'crty',
      gameCode: 'crty',
    });
    expect(launched.status_code, launched.message).toBe(Code.Success);
    const token = launched.data.token;
    const pre = await preMatchOf(p, token);
    expect(pre, 'the feed offers a football match before kick-off').not.toBeNull();
    const ticketId = `rf${Date.now()}`;
    const placed = await resourceCall<Ticket>(p, token, 'placeBet', {
      ticket_id: ticketId,
      type: 'single',
      stake: '100',
      oddsType: 'E',
      acceptOdds: 'any',
      legs: [{ gameId: pre!.match.gameId, w: 'M', r: 'H', line: null, odds: pre!.odds }],
    });
    expect(placed.status_code, placed.message).toBe(Code.Success);
    expect(await refunds(p)).toEqual([]);

    const risk = await createOperatorWithRole(server(), 'risk');
    const voided = await server().post(
      OperatorPath.matchesVoid,
      { gameId: pre!.match.gameId, reason: 'D1' },
      { authorization: `Bearer ${risk.token}` },
    );
    expect(voided.status_code, voided.message).toBe(Code.Success);
    let rows: DealRecord[] = [];
    for (let i = 0; i < 100 && rows.length === 0; i += 1) {
      rows = await refunds(p);
      if (rows.length === 0) await new Promise((r) => setTimeout(r, 50));
    }
    expect(rows.map((r) => [r.reference, r.amount, r.remark])).toEqual([
      [ticketId, '100.00', '注单取消：D1 赛事取消'],
    ]);
    const traditional = await refunds(p, { [Header.language]: 'zh-TW' });
    expect(traditional[0]?.remark).toBe('注單取消：D1 賽事取消');
    await expectLedgerOk(server());
  });

  it("gives a rejected withdrawal's return the operator's reason, and nothing to the hold", async () => {
    const p = await makePlayer(server(), { fundFen: 1_000_00 });
    const alipay = await p.client.post<{ id: string }>(FundsPath.addAlipay, {
      account: `rm${Date.now()}@example.com`,
      holder: REAL_NAME,
    });
    const order = await withdrawOk(p, alipay.data.id, '500');
    const finance = await createOperatorWithRole(server(), 'finance');
    const rejected = await server().post(
      OperatorPath.withdrawalsReject,
      { orderNo: order.orderNo, reason: '收款账户信息有误' },
      { authorization: `Bearer ${finance.token}` },
    );
    expect(rejected.status_code, rejected.message).toBe(Code.Success);
    const page = await p.client.post<{ list: DealRecord[] }>(
      FundsPath.dealRecord,
      { type: 2, pageNum: 1, pageSize: 20 },
      { [Header.language]: 'zh-TW' },
    );
    expect(page.data.list.map((r) => [r.kind, r.reference, r.remark])).toEqual([
      ['withdraw_release', order.orderNo, '駁回原因：收款帳戶資訊有誤'],
      ['withdraw_hold', order.orderNo, ''],
    ]);
    await expectLedgerOk(server());
  });
});
