import { expect, it } from 'vitest';
import {
  Code,
  codeMessages,
  FundsPath,
  OperatorPath,
  RuleMessage,
  type BankOptionListSchema,
  type Envelope,
  type PayoutAccount,
  type WithdrawInfo,
  type WithdrawOrder,
} from '@qilin/contract';
import type { z } from 'zod';
import { forEachDatabase, TEST_OPERATOR_PASSWORD } from '../../../test/harness.ts';
import { operatorPost, operatorToken } from '../identity/test-support.ts';
import {
  addCard,
  freshCardNo,
  freshTrc20,
  makePlayer,
  REAL_NAME,
  withdraw,
  withdrawOk,
  type Player,
} from './test-support.ts';
import { fundMember } from '../ledger/test-support.ts';

const listAccounts = async (p: Player) => {
  const res = await p.client.get(FundsPath.memberBanks);
  const text = await res.text();
  return { text, body: JSON.parse(text) as Envelope<PayoutAccount[]> };
};

forEachDatabase('payout accounts', (server) => {
  it('lists the supported banks with codes (GET)', async () => {
    const p = await makePlayer(server(), { phone: false, realName: false });
    const res = await p.client.get(FundsPath.bankOptions);
    const body = (await res.json()) as Envelope<z.infer<typeof BankOptionListSchema>>;
    expect(body.status_code).toBe(Code.Success);
    expect(body.data).toContainEqual({ bankCode: 'ICBC', bankName: '中国工商银行' });
    expect(body.data.map((b) => b.bankCode)).toEqual(
      expect.arrayContaining(['ABC', 'BOC', 'CCB', 'CMB', 'BOCOM', 'PSBC', 'CITIC', 'CEB', 'CMBC', 'PAB']),
    );
  });

  it('words bank names in Traditional for zh-TW, never the holder or the number', async () => {
    const s = server();
    const p = await makePlayer(s);
    const tw = { language: 'zh-TW' };
    const banks = (await (await p.client.get(FundsPath.bankOptions, tw)).json()) as Envelope<
      z.infer<typeof BankOptionListSchema>
    >;
    expect(banks.data).toContainEqual({ bankCode: 'ICBC', bankName: '中國工商銀行' });
    const added = await p.client.post<PayoutAccount>(
      FundsPath.addBankCard,
      { bankCode: 'ICBC', cardNo: freshCardNo(), holder: REAL_NAME },
      tw,
    );
    expect(added.data.name).toBe('中國工商銀行');
    // The holder is the member's own name as bound (丰, not 豐).
    expect(added.data.holder).toContain('丰');
    const listed = (await (await p.client.get(FundsPath.memberBanks, tw)).json()) as Envelope<
      PayoutAccount[]
    >;
    expect(listed.data.map((a) => a.name)).toEqual(['中國工商銀行']);
    expect((await listAccounts(p)).body.data.map((a) => a.name)).toEqual(['中国工商银行']);
    const info = await p.client.post<WithdrawInfo>(FundsPath.withdrawInfo, {}, tw);
    expect(info.data.accounts.map((a) => a.name)).toEqual(['中國工商銀行']);
    await fundMember(s, p.name, 200_00);
    const order = await withdrawOk(p, added.data.id, '100');
    const shown = await p.client.post<WithdrawOrder>(
      FundsPath.withdrawOrderInfo,
      { orderNo: order.orderNo },
      tw,
    );
    expect(shown.data.account.name).toBe('中國工商銀行');
    const page = await p.client.post<{ list: WithdrawOrder[] }>(
      FundsPath.withdrawList,
      { pageNum: 1, pageSize: 10 },
      tw,
    );
    expect(page.data.list.map((o) => o.account.name)).toEqual(['中國工商銀行']);
  });

  it('needs a bound phone (6015), then a bound real name (6449) before any account is added', async () => {
    const s = server();
    const noPhone = await makePlayer(s, { phone: false, realName: false });
    const card = { bankCode: 'ICBC', cardNo: freshCardNo(), holder: REAL_NAME };
    expect(await noPhone.client.post(FundsPath.addBankCard, card)).toMatchObject({
      status_code: Code.UnboundPhone,
      message: codeMessages[Code.UnboundPhone],
    });
    expect(
      (await noPhone.client.post(FundsPath.addAlipay, { account: '13800138000', holder: REAL_NAME }))
        .status_code,
    ).toBe(Code.UnboundPhone);
    const noName = await makePlayer(s, { realName: false });
    expect(await noName.client.post(FundsPath.addBankCard, card)).toMatchObject({
      status_code: Code.BindRealName,
      message: '请先绑定真实姓名',
    });
    expect(
      (await noName.client.post(FundsPath.addVirtualAddress, { network: 'TRC20', address: freshTrc20() }))
        .status_code,
    ).toBe(Code.BindRealName);
  });

  it('checks the holder, the bank and the Luhn digit, and refuses the same card twice', async () => {
    const s = server();
    const p = await makePlayer(s);
    const cardNo = freshCardNo();
    const post = (body: object) => p.client.post<PayoutAccount>(FundsPath.addBankCard, body);
    expect(await post({ bankCode: 'ICBC', cardNo, holder: '李四' })).toMatchObject({
      status_code: Code.InvalidParameter,
      message: RuleMessage.holderMismatch,
    });
    const badLuhn = `${cardNo.slice(0, -1)}${(Number(cardNo.slice(-1)) + 1) % 10}`;
    for (const bad of [badLuhn, '12345', '6222abc1234567890', '62220212345678901234'])
      expect(await post({ bankCode: 'ICBC', cardNo: bad, holder: REAL_NAME })).toMatchObject({
        status_code: Code.InvalidParameter,
        message: RuleMessage.bankCardNumber,
      });
    expect((await post({ bankCode: 'NOPE', cardNo, holder: REAL_NAME })).message).toBe('请选择开户银行');

    // Spaces typed between groups are ignored.
    const spaced = cardNo.replace(/(\d{4})/g, '$1 ');
    const ok = await post({ bankCode: 'CMB', cardNo: spaced, holder: ` ${REAL_NAME} `, branch: '深圳分行' });
    expect(ok.status_code, ok.message).toBe(Code.Success);
    expect(ok.data).toMatchObject({
      type: 'bank',
      name: '招商银行',
      bankCode: 'CMB',
      account: `**** **** **** ${cardNo.slice(-4)}`,
      holder: '张*丰',
      isDefault: true,
    });
    expect(JSON.stringify(ok)).not.toContain(cardNo.slice(0, 8));
    expect(await post({ bankCode: 'ICBC', cardNo, holder: REAL_NAME })).toMatchObject({
      status_code: Code.DataExists,
    });

    // A card pays one member only: another member is refused it, even two asking at once, until its
    // owner deletes it.
    const others = [await makePlayer(s), await makePlayer(s)];
    const theirs = () =>
      Promise.all(
        others.map((o) =>
          o.client.post(FundsPath.addBankCard, { bankCode: 'ICBC', cardNo, holder: REAL_NAME }),
        ),
      );
    for (const refused of await theirs())
      expect(refused).toMatchObject({
        status_code: Code.DataExists,
        message: '该银行卡账户已被其他会员绑定，如有疑问请联系客服',
      });
    expect((await p.client.post(FundsPath.deleteAccount, { id: ok.data.id })).status_code).toBe(Code.Success);
    const raced = await theirs();
    expect(raced.map((r) => r.status_code).sort()).toEqual([Code.Success, Code.DataExists].sort());
    // Nor can the first owner take it back now.
    expect((await post({ bankCode: 'ICBC', cardNo, holder: REAL_NAME })).status_code).toBe(Code.DataExists);
  });

  it('never answers a full number: the list and the withdrawal calls are masked too', async () => {
    const p = await makePlayer(server());
    const cardNo = freshCardNo();
    const trc = freshTrc20();
    await addCard(p, cardNo);
    await p.client.post(FundsPath.addAlipay, { account: 'Zhang.San@Example.com', holder: REAL_NAME });
    await p.client.post(FundsPath.addVirtualAddress, { network: 'TRC20', address: trc, alias: '我的钱包' });
    const { text, body } = await listAccounts(p);
    expect(body.status_code).toBe(Code.Success);
    expect(text).not.toContain(cardNo);
    expect(text).not.toContain(cardNo.slice(0, 12));
    expect(text).not.toContain(trc);
    expect(text.toLowerCase()).not.toContain('zhang.san@');
    expect(text).not.toContain(REAL_NAME);
    expect(body.data.map((a) => [a.type, a.account, a.holder])).toEqual([
      ['alipay', 'zh***@example.com', '张*丰'],
      ['bank', `**** **** **** ${cardNo.slice(-4)}`, '张*丰'],
      ['usdt', `${trc.slice(0, 6)}****${trc.slice(-4)}`, '我的钱包'],
    ]);

    // Nor do the withdrawal calls that show the account, to the player or to an operator.
    const s = server();
    await fundMember(s, p.name, 300_00);
    const bank = body.data.find((a) => a.type === 'bank');
    if (!bank) throw new Error('no bank card listed');
    const bodies: { status_code: number; data: unknown }[] = [
      await withdraw(p, { accountId: bank.id, amount: '100' }),
      await p.client.post(FundsPath.withdrawInfo, {}),
      await p.client.post(FundsPath.withdrawList, {}),
    ];
    const orderNo = (bodies[0]?.data as { orderNo: string }).orderNo;
    bodies.push(await p.client.post(FundsPath.withdrawOrderInfo, { orderNo }));
    const admin = await operatorToken(s, TEST_OPERATOR_PASSWORD);
    bodies.push(await operatorPost(s, admin, OperatorPath.withdrawalsList, { pageSize: 100 }));
    for (const b of bodies) {
      expect(b.status_code).toBe(Code.Success);
      expect(JSON.stringify(b)).not.toContain(cardNo.slice(0, 12));
    }
  });

  it('validates Alipay accounts and USDT addresses per network', async () => {
    const p = await makePlayer(server());
    const alipay = (account: string, holder = REAL_NAME) =>
      p.client.post<PayoutAccount>(FundsPath.addAlipay, { account, holder });
    expect((await alipay('12345')).message).toBe('请输入正确的支付宝账号（手机号或邮箱）');
    expect((await alipay('not-an-email@')).status_code).toBe(Code.InvalidParameter);
    expect((await alipay('13912345678', '王五')).message).toBe(RuleMessage.holderMismatch);
    const phone = await alipay('13912345678');
    expect(phone.data).toMatchObject({ type: 'alipay', name: 'Alipay', account: '139****5678' });
    expect((await alipay('13912345678')).status_code).toBe(Code.DataExists);
    const other = await makePlayer(server());
    expect(
      (await other.client.post(FundsPath.addAlipay, { account: '13912345678', holder: REAL_NAME })).message,
    ).toBe('该支付宝账户已被其他会员绑定，如有疑问请联系客服');

    const coin = (network: string, address: string) =>
      p.client.post<PayoutAccount>(FundsPath.addVirtualAddress, { network, address });
    const trc = freshTrc20();
    for (const [network, bad] of [
      ['TRC20', `${trc.slice(0, -1)}0`], // 0 is not base58
      ['TRC20', trc.slice(0, 30)],
      ['TRC20', `0x${'a'.repeat(40)}`],
      ['ERC20', `0x${'g'.repeat(40)}`],
      ['ERC20', `0x${'a'.repeat(39)}`],
      ['ERC20', trc],
    ] as const)
      expect((await coin(network, bad)).message).toBe(`请输入正确的USDT-${network}地址`);
    expect((await coin('BEP20', trc)).status_code).toBe(Code.InvalidParameter);
    expect((await coin('TRC20', trc)).data).toMatchObject({
      type: 'usdt',
      network: 'TRC20',
      name: 'USDT-TRC20',
    });
    const erc = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'; // EIP-55's own example
    expect((await coin('ERC20', erc)).data).toMatchObject({ network: 'ERC20', account: '0x5aAe****eAed' });
    // The same hex address in another case is the same address.
    expect((await coin('ERC20', erc.toLowerCase())).status_code).toBe(Code.DataExists);
  });

  it('refuses a USDT address whose own checksum fails (a mistyped address loses the coins)', async () => {
    const p = await makePlayer(server());
    const coin = (network: string, address: string) =>
      p.client.post<PayoutAccount>(FundsPath.addVirtualAddress, { network, address });
    // TRC20 is base58check: one character changed keeps the shape and breaks the checksum.
    const trc = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
    const typo = `${trc.slice(0, 10)}${trc[10] === 'a' ? 'b' : 'a'}${trc.slice(11)}`;
    expect((await coin('TRC20', typo)).message).toBe('请输入正确的USDT-TRC20地址');
    // Base58 that decodes to something other than a Tron address (version 0x41) is not one either.
    expect((await coin('TRC20', `T${'1'.repeat(33)}`)).message).toBe('请输入正确的USDT-TRC20地址');
    expect((await coin('TRC20', trc)).status_code).toBe(Code.Success);
    // ERC20: mixed case is an EIP-55 checksum and must match; one letter's case flipped fails it.
    const erc = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
    const flipped = `${erc.slice(0, 3)}b${erc.slice(4)}`;
    expect((await coin('ERC20', flipped)).message).toBe('请输入正确的USDT-ERC20地址');
    expect((await coin('ERC20', `0xAbC${'1'.repeat(37)}`)).message).toBe('请输入正确的USDT-ERC20地址');
    // A single case carries no checksum and is accepted as written.
    expect((await coin('ERC20', `0x${'ab12'.repeat(10)}`)).status_code).toBe(Code.Success);
    expect((await coin('ERC20', `0x${'CD34'.repeat(10)}`)).status_code).toBe(Code.Success);
    expect((await coin('ERC20', erc)).data).toMatchObject({ network: 'ERC20', account: '0xfB69****d359' });
  });

  it('caps the accounts per type, sets the default and deletes own accounts only', async () => {
    const s = server();
    const p = await makePlayer(s);
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) ids.push((await addCard(p)).id);
    expect(
      (
        await p.client.post(FundsPath.addBankCard, {
          bankCode: 'ICBC',
          cardNo: freshCardNo(),
          holder: REAL_NAME,
        })
      ).message,
    ).toBe('最多只能添加5个银行卡账户，请先删除不用的账户');
    const [first, second, third] = ids as [string, string, string];
    const set = await p.client.post<PayoutAccount[]>(FundsPath.setDefaultAccount, { id: third });
    expect(set.status_code).toBe(Code.Success);
    expect(set.data.filter((a) => a.isDefault).map((a) => a.id)).toEqual([third]);

    const intruder = await makePlayer(s);
    expect((await intruder.client.post(FundsPath.setDefaultAccount, { id: first })).status_code).toBe(
      Code.NotFound,
    );
    expect((await intruder.client.post(FundsPath.deleteAccount, { id: first })).status_code).toBe(
      Code.NotFound,
    );
    expect((await listAccounts(intruder)).body.data).toEqual([]);

    expect((await p.client.post(FundsPath.deleteAccount, { id: third })).status_code).toBe(Code.Success);
    const after = (await listAccounts(p)).body.data;
    expect(after.map((a) => a.id)).not.toContain(third);
    // The default moves to another card, so the page always has one.
    expect(after.filter((a) => a.isDefault)).toHaveLength(1);
    expect((await p.client.post(FundsPath.deleteAccount, { id: third })).status_code).toBe(Code.NotFound);

    // A card with a withdrawal under review cannot go.
    await fundMember(s, p.name, 500_00);
    await withdrawOk(p, second, '200');
    expect(await p.client.post(FundsPath.deleteAccount, { id: second })).toMatchObject({
      status_code: Code.InvalidParameter,
      message: '该账户有审核中的取款，暂不能删除',
    });
    // With a slot free again a new card fits under the cap.
    await addCard(p);
  });
});
