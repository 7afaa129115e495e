import { expect, it } from 'vitest';
import { Code, FundsPath, UserPath, type Envelope, type MemberInfo } from '@qilin/contract';
import { forEachDatabase } from '../harness.ts';
import { freshName, PASSWORD, registerAndLogin } from '../../src/modules/identity/test-support.ts';
import { freshCardNo, makePlayer, REAL_NAME } from '../../src/modules/withdrawals/test-support.ts';

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
});
