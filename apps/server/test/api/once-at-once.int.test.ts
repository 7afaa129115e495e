import { expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { Code, FundsPath, UserPath, type Envelope, type MemberInfo } from '@qilin/contract';
import { forEachDatabase } from '../harness.ts';
import { freshName, PASSWORD, registerAndLogin } from '../../src/modules/identity/test-support.ts';
import {
  addCard,
  freshCardNo,
  makePlayer,
  REAL_NAME,
  WITHDRAW_PASSWORD,
} from '../../src/modules/withdrawals/test-support.ts';

/**
 * What may happen once, asked for several times at the same moment (a double click, a retried request, two
 * tabs): exactly one request succeeds, every other one gets the same refusal it would get a second later,
 * and the value that stands is the winner's. On PostgreSQL the requests really overlap.
 */
const codes = (answers: Envelope<unknown>[]) => answers.map((a) => a.status_code).sort();
const oneWins = (n: number) => [Code.Success, ...Array.from({ length: n - 1 }, () => Code.DataExists)].sort();

forEachDatabase('one-time facts asked for at once', (server) => {
  it('one registration of a name', async () => {
    const name = freshName();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        server().client().post(UserPath.register, {
          name,
          password: PASSWORD,
          secondPassword: PASSWORD,
          kaptchcate: 1,
          domain: 'http://localhost:8080',
        }),
      ),
    );
    expect(codes(answers)).toEqual(oneWins(5));
  });

  it('one real name and one birthday, the first that lands', async () => {
    const member = await registerAndLogin(server());
    const names = ['张三', '李四', '王五', '赵六'];
    const named = await Promise.all(
      names.map((realName) => member.client.post(UserPath.bindOther, { realName })),
    );
    expect(codes(named)).toEqual(oneWins(4));
    const birthdays = ['1990-01-01', '1991-02-02', '1992-03-03'];
    const born = await Promise.all(
      birthdays.map((birthday) => member.client.post(UserPath.bindOther, { birthday })),
    );
    expect(codes(born)).toEqual(oneWins(3));
    // The value kept is the one whose request succeeded.
    const winner = birthdays[born.findIndex((a) => a.status_code === Code.Success)];
    const info = await member.client.post<MemberInfo>(UserPath.memberInfo, {});
    expect(info.data.birthday).toBe(winner);
  });

  it('one withdrawal password and one copy of a card', async () => {
    const player = await makePlayer(server(), { withdrawPassword: false });
    const md5 = 'e10adc3949ba59abbe56e057f20f883e';
    const set = await Promise.all(
      Array.from({ length: 4 }, () =>
        player.client.post(UserPath.withdrawPwdSet, { password: md5, secondPassword: md5 }),
      ),
    );
    expect(codes(set)).toEqual(oneWins(4));
    const cardNo = freshCardNo();
    const added = await Promise.all(
      Array.from({ length: 4 }, () =>
        player.client.post(FundsPath.addBankCard, { bankCode: 'ICBC', cardNo, holder: REAL_NAME }),
      ),
    );
    expect(codes(added)).toEqual(oneWins(4));
  });

  it('per-member limits hold when the requests come together', async () => {
    const tally = (answers: Envelope<unknown>[]) => {
      const t: Record<string, number> = {};
      for (const a of answers)
        t[`${a.status_code} ${a.message}`] = (t[`${a.status_code} ${a.message}`] ?? 0) + 1;
      return t;
    };
    const key = () => ({ 'idempotency-key': `k${randomBytes(10).toString('hex')}` });
    const player = await makePlayer(server(), { fundFen: 10_000_000 });
    // At most 5 cards (the count and the insert were two steps; 6 got in on PostgreSQL).
    const cards = await Promise.all(
      Array.from({ length: 8 }, () =>
        player.client.post(FundsPath.addBankCard, {
          bankCode: 'ICBC',
          cardNo: freshCardNo(),
          holder: REAL_NAME,
        }),
      ),
    );
    expect(tally(cards)).toEqual({
      '6000 成功': 5,
      '6007 最多只能添加5个银行卡账户，请先删除不用的账户': 3,
    });
    // 5 withdrawals a day with the right password: none is taken for a wrong try (they were: 6037).
    const other = await makePlayer(server(), { fundFen: 10_000_000 });
    const card = await addCard(other);
    const body = { accountId: card.id, amount: '100', withdrawPassword: WITHDRAW_PASSWORD };
    const withdrawals = await Promise.all(
      Array.from({ length: 8 }, () => other.client.post(FundsPath.withdrawNew, body, key())),
    );
    expect(tally(withdrawals)).toEqual({ '6000 成功': 5, '6007 今日取款次数已达上限（5次），请明日再试': 3 });
    // At most 5 open deposit orders (7 got in on PostgreSQL).
    const deposits = await Promise.all(
      Array.from({ length: 10 }, () =>
        player.client.post(FundsPath.pay, { channelId: 'alipay', amount: '100' }, key()),
      ),
    );
    expect(tally(deposits)).toEqual({
      '6000 成功': 5,
      '6011 未完成的存款订单过多，请先完成或关闭已有订单': 5,
    });
  });
});
