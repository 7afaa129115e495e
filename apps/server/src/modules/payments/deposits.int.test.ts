import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  Code,
  FundsPath,
  OperatorPath,
  UserPath,
  isCoinAddress,
  type CoinNetwork,
  type DepositOrder,
  type PayChannel,
  type PayoutAccount,
} from '@qilin/contract';
import { TEST_OPERATOR_PASSWORD, forEachDatabase, type TestServer } from '../../../test/harness.ts';
import { operatorPost, operatorToken, registerAndLogin } from '../identity/test-support.ts';
import { expectLedgerOk, memberIdOf } from '../ledger/test-support.ts';
import { makePlayer } from '../withdrawals/test-support.ts';
import { createChannelRepo } from './channel-repo.ts';
import { RETIRED_DEMO_ADDRESSES, seedChannels } from './channel-seed.ts';
import {
  gatewayAction,
  gatewayPage,
  newKey,
  pay,
  payOk,
  statusOf,
  tokenOf,
  walletFen,
} from './test-support.ts';

const setSaveMoney = async (server: TestServer, value: boolean) => {
  const token = await operatorToken(server, TEST_OPERATOR_PASSWORD);
  const res = await operatorPost(server, token, OperatorPath.siteSet, { key: 'saveMoneyEnabled', value });
  expect(res.status_code).toBe(Code.Success);
};

const orderCount = async (server: TestServer, memberId: number): Promise<number> => {
  const result = (await server.deps.db.execute(
    sql`SELECT count(*)::int AS n FROM deposit_orders WHERE member_id = ${memberId}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
};

forEachDatabase('deposits', (server) => {
  afterEach(async () => {
    await expectLedgerOk(server());
  });

  describe('channels', () => {
    it('lists the demo channels with limits, fees, quick amounts and waiting pages', async () => {
      const a = await registerAndLogin(server());
      const res = await a.client.post<{ enabled: boolean; channels: PayChannel[] }>(
        FundsPath.paymentTypes,
        {},
      );
      expect(res.status_code).toBe(Code.Success);
      expect(res.data.enabled).toBe(true);
      const byId = Object.fromEntries(res.data.channels.map((c) => [c.id, c]));
      expect(Object.keys(byId)).toEqual(['bank', 'alipay', 'usdt-trc20', 'usdt-erc20', 'huione', 'xnbsk']);
      expect(byId.bank).toMatchObject({
        type: 'bank',
        waitPage: 'transferWait',
        needsDepositorName: true,
        minAmount: '100.00',
        maxAmount: '50000.00',
        feeRateBp: 0,
      });
      expect(byId.alipay).toMatchObject({ type: 'ewallet', waitPage: 'rechargeWait', feeRateBp: 100 });
      expect(byId['usdt-trc20']).toMatchObject({ type: 'usdt', network: 'TRC20', waitPage: 'virtualWait' });
      expect(byId['usdt-erc20']).toMatchObject({ type: 'usdt', network: 'ERC20', waitPage: 'virtualWait' });
      expect(byId.huione).toMatchObject({ type: 'huione', waitPage: 'huione' });
      expect(byId.xnbsk).toMatchObject({ waitPage: 'xnbsk' });
      for (const c of res.data.channels) {
        expect(c.quickAmounts.length).toBeGreaterThan(0);
        expect(c.tips).toMatch(/[\u4e00-\u9fa5]/);
      }
    });

    it('answers the USDT rates on both networks', async () => {
      const res = await server().post<{ currency: string; network: string; rate: string }[]>(
        FundsPath.vCurrencyList,
        {},
      );
      expect(res.status_code).toBe(Code.Success);
      expect(res.data.map((r) => [r.currency, r.network, r.rate])).toEqual([
        ['USDT', 'ERC20', '7.2100'],
        ['USDT', 'TRC20', '7.2100'],
      ]);
    });

    it('has no channels and refuses to pay while the site switches save money off', async () => {
      const a = await registerAndLogin(server());
      await setSaveMoney(server(), false);
      try {
        const types = await a.client.post<{ enabled: boolean; channels: PayChannel[] }>(
          FundsPath.paymentTypes,
          {},
        );
        expect(types.data).toEqual({ enabled: false, channels: [] });
        const res = await pay(a, { channelId: 'alipay', amount: '100' });
        expect(res.status_code).toBe(Code.NotFound);
        expect(res.message).toBe('存款功能暂未开放');
        expect(await orderCount(server(), await memberIdOf(server(), a.name))).toBe(0);
      } finally {
        await setSaveMoney(server(), true);
      }
      expect((await pay(a, { channelId: 'alipay', amount: '100' })).status_code).toBe(Code.Success);
    });
  });

  describe('a deposit through the demo gateway', () => {
    it('pays on the gateway page, credits the wallet once and reads paid', async () => {
      const a = await registerAndLogin(server());
      const order = await payOk(a, { channelId: 'alipay', amount: '100' });
      expect(order).toMatchObject({
        channelId: 'alipay',
        channelName: '支付宝扫码',
        type: 'ewallet',
        waitPage: 'rechargeWait',
        status: 'pending',
        amount: '100.00',
        fee: '1.00',
        creditAmount: '99.00',
        paidAt: null,
        bank: null,
        crypto: null,
        signalCode: '',
      });
      expect(order.orderNo).toMatch(/^D\d{18}$/);
      expect(order.payUrl).toMatch(new RegExp(`^/demo-pay/${order.orderNo}\\?t=[\\w-]{32}$`));
      expect(Date.parse(order.expiresAt) - Date.parse(order.createdAt)).toBe(15 * 60_000);

      const page = await gatewayPage(server(), order.payUrl);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.headers.get('referrer-policy')).toBe('no-referrer');
      for (const text of [
        '麒麟体育',
        '支付宝扫码',
        '<small>¥</small>100</div>',
        '剩余支付时间',
        '确认支付',
        '取消',
        order.orderNo,
      ]) {
        expect(page.html).toContain(text);
      }

      const token = tokenOf(server(), order.payUrl);
      const confirmed = await gatewayAction(server(), 'confirm', order.orderNo, token);
      expect(confirmed.status).toBe(303);
      expect(confirmed.location).toBe(order.payUrl);
      const after = await gatewayPage(server(), order.payUrl);
      expect(after.html).toContain('支付成功');
      expect(after.html).toContain('商户已确认到账');
      expect(after.html).toContain(`href="/mine/savemoney/rechargeWait?orderNo=${order.orderNo}"`);

      expect(await walletFen(server(), a)).toBe(99_00);
      const status = await statusOf(a, order.orderNo);
      expect(status.data).toMatchObject({ status: 'paid', creditAmount: '99.00' });
      expect(status.data.paidAt).not.toBeNull();

      // Pressing confirm again (a reload, a double click) changes nothing.
      await gatewayAction(server(), 'confirm', order.orderNo, token);
      await gatewayAction(server(), 'cancel', order.orderNo, token);
      expect(await walletFen(server(), a)).toBe(99_00);
      expect((await statusOf(a, order.orderNo)).data.status).toBe('paid');

      const legs = (await server().deps.db.execute(
        sql`SELECT leg, kind, amount FROM ledger_transfers WHERE reference = ${`dep:${order.orderNo}`} ORDER BY leg`,
      )) as unknown as { rows: { leg: number; kind: string; amount: string | number }[] };
      expect(legs.rows.map((r) => [r.kind, Number(r.amount)])).toEqual([
        ['deposit', 99_00],
        ['deposit', 1_00],
      ]);
    });

    it('cancels on the gateway page: the order reads cancelled and nothing is credited', async () => {
      const a = await registerAndLogin(server());
      const order = await payOk(a, { channelId: 'huione', amount: '200' });
      expect(order.bank).toMatchObject({ bankName: '汇旺支付 Huione Pay', accountNo: 'HW8800123456' });
      const res = await gatewayAction(server(), 'cancel', order.orderNo, tokenOf(server(), order.payUrl));
      expect(res.status).toBe(303);
      const page = (await gatewayPage(server(), order.payUrl)).html;
      expect(page).toContain('支付已取消');
      // 汇旺 has its waiting page directly under /mine (SPEC §2.2), not under savemoney.
      expect(page).toContain(`href="/mine/huione?orderNo=${order.orderNo}"`);
      // SPEC §1: the amount drops its trailing .00.
      expect(page).toContain('<small>¥</small>200</div>');
      expect((await statusOf(a, order.orderNo)).data.status).toBe('cancelled');
      expect(await walletFen(server(), a)).toBe(0);
    });

    it('refuses a pay link with a wrong token', async () => {
      const a = await registerAndLogin(server());
      const order = await payOk(a, { channelId: 'alipay', amount: '100' });
      const bad = order.payUrl.replace(/t=.*/, 't=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
      expect((await gatewayPage(server(), bad)).status).toBe(404);
      const res = await gatewayAction(server(), 'confirm', order.orderNo, 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
      expect(res.status).toBe(404);
      expect(res.html).toContain('订单不存在或支付链接无效');
      expect((await statusOf(a, order.orderNo)).data.status).toBe('pending');
      expect(await walletFen(server(), a)).toBe(0);
    });

    it('quotes USDT orders at the configured rate with the receiving address', async () => {
      const a = await registerAndLogin(server());
      const order = await payOk(a, { channelId: 'usdt-trc20', amount: '1000' });
      expect(order.waitPage).toBe('virtualWait');
      // 1000 / 7.21 = 138.696..., rounded up so the coins cover the yuan.
      expect(order.crypto).toEqual({
        address: 'TVfwVyyJzXVoE1qX57ArhuKNobBSXHfnUz',
        network: 'TRC20',
        coinAmount: '138.70',
        rate: '7.2100',
      });
      const erc = await payOk(a, { channelId: 'usdt-erc20', amount: '721' });
      expect(erc.crypto).toMatchObject({ network: 'ERC20', coinAmount: '100.00' });
    });

    it("hands out only coin addresses that the payout forms accept as the player's own", async () => {
      const p = await makePlayer(server());
      const types = await p.client.post<{ channels: PayChannel[] }>(FundsPath.paymentTypes, {});
      const coinChannels = types.data.channels.filter((c) => c.type === 'usdt');
      expect(coinChannels.map((c) => c.id)).toEqual(['usdt-trc20', 'usdt-erc20', 'xnbsk']);
      const added = new Set<string>();
      for (const channel of coinChannels) {
        const order = await payOk(p, { channelId: channel.id, amount: channel.minAmount });
        const { address, network } = order.crypto!;
        await p.client.post(FundsPath.closeOrder, { orderNo: order.orderNo });
        // The very check bankCard/addVirtualAddress and the take-money form apply.
        expect({ channel: channel.id, ok: isCoinAddress(network as CoinNetwork, address) }).toEqual({
          channel: channel.id,
          ok: true,
        });
        // A player who copies the address into a payout account is not refused (each address once: 虚拟币快速
        // receives at the TRC20 channel's address, and a second add of the same address is a duplicate).
        if (added.has(address)) continue;
        added.add(address);
        const res = await p.client.post<PayoutAccount>(FundsPath.addVirtualAddress, { network, address });
        expect({ channel: channel.id, code: res.status_code }).toEqual({
          channel: channel.id,
          code: Code.Success,
        });
      }
    });

    it("moves channels still on a retired demo address to the valid one, and leaves an operator's own", async () => {
      const db = server().deps.db;
      const siteId = server().deps.config.siteId;
      const setAddress = (code: string, address: string) =>
        db.execute(
          sql`UPDATE payment_channels SET account = jsonb_set(account, '{address}', to_jsonb(${address}::text)) WHERE site_id = ${siteId} AND code = ${code}`,
        );
      const addressOf = async (code: string) => {
        const result = (await db.execute(
          sql`SELECT account->>'address' AS address FROM payment_channels WHERE site_id = ${siteId} AND code = ${code}`,
        )) as unknown as { rows: { address: string }[] };
        return result.rows[0]?.address;
      };
      const [trc, erc] = RETIRED_DEMO_ADDRESSES;
      const operatorsOwn = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
      try {
        // A database seeded by an earlier version, and an operator who set a real address on one channel.
        await setAddress('usdt-trc20', trc!.from);
        await setAddress('xnbsk', trc!.from);
        await setAddress('usdt-erc20', operatorsOwn);
        await seedChannels(createChannelRepo(db), siteId, server().deps.now());
        expect(await addressOf('usdt-trc20')).toBe(trc!.to);
        expect(await addressOf('xnbsk')).toBe(trc!.to);
        expect(await addressOf('usdt-erc20')).toBe(operatorsOwn);
        await setAddress('usdt-erc20', erc!.from);
        await seedChannels(createChannelRepo(db), siteId, server().deps.now());
        expect(await addressOf('usdt-erc20')).toBe(erc!.to);
        for (const { to } of RETIRED_DEMO_ADDRESSES)
          expect(isCoinAddress(to.startsWith('T') ? 'TRC20' : 'ERC20', to)).toBe(true);
      } finally {
        await setAddress('usdt-trc20', trc!.to);
        await setAddress('xnbsk', trc!.to);
        await setAddress('usdt-erc20', erc!.to);
      }
    });

    it('gives bank transfers our receiving account and a stable remark code', async () => {
      const a = await registerAndLogin(server());
      const order = await payOk(a, { channelId: 'bank', amount: '500', depositorName: '张三丰' });
      expect(order.waitPage).toBe('transferWait');
      expect(order.bank).toEqual({
        bankName: '中国工商银行',
        accountName: '麒麟体育（演示）',
        accountNo: '6222021001234567896',
        branch: '上海浦东分行',
      });
      const first = await a.client.post<{ orderNo: string; signalCode: string }>(FundsPath.createSignalCode, {
        orderNo: order.orderNo,
      });
      expect(first.data.signalCode).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
      const again = await a.client.post<{ signalCode: string }>(FundsPath.createSignalCode, {
        orderNo: order.orderNo,
      });
      expect(again.data.signalCode).toBe(first.data.signalCode);
      expect((await statusOf(a, order.orderNo)).data.signalCode).toBe(first.data.signalCode);

      const ewallet = await payOk(a, { channelId: 'alipay', amount: '100' });
      const refused = await a.client.post(FundsPath.createSignalCode, { orderNo: ewallet.orderNo });
      expect(refused.status_code).toBe(Code.InvalidParameter);
      expect(refused.message).toBe('仅银行卡转账订单需要附言码');
    });
  });

  describe('zh-TW', () => {
    it('words channel names and tips in Traditional but keeps the bank details as the bank has them', async () => {
      const a = await registerAndLogin(server());
      const tw = { language: 'zh-TW' };
      const types = await a.client.post<{ channels: PayChannel[] }>(FundsPath.paymentTypes, {}, tw);
      const bank = types.data.channels.find((c) => c.id === 'bank')!;
      expect(bank.name).toBe('銀行卡轉帳');
      expect(bank.tips).toContain('請使用本人實名的銀行卡轉帳');
      const order = await a.client.post<DepositOrder>(
        FundsPath.pay,
        { channelId: 'bank', amount: '500', depositorName: '张三丰' },
        { 'idempotency-key': newKey(), ...tw },
      );
      expect(order.data.channelName).toBe('銀行卡轉帳');
      expect(order.data.bank).toMatchObject({ bankName: '中国工商银行', accountName: '麒麟体育（演示）' });
      const status = await a.client.post<DepositOrder>(
        FundsPath.depositOrderStatus,
        { orderNo: order.data.orderNo },
        tw,
      );
      expect(status.data.channelName).toBe('銀行卡轉帳');
      expect((await statusOf(a, order.data.orderNo)).data.channelName).toBe('银行卡转账');
    });
  });

  describe('closing an order', () => {
    it('closes a pending order; the gateway then refuses to take payment', async () => {
      const a = await registerAndLogin(server());
      const order = await payOk(a, { channelId: 'alipay', amount: '100' });
      const closed = await a.client.post<DepositOrder>(FundsPath.closeOrder, { orderNo: order.orderNo });
      expect(closed.status_code).toBe(Code.Success);
      expect(closed.data.status).toBe('closed');
      // Closing twice is harmless.
      expect(
        (await a.client.post<DepositOrder>(FundsPath.closeOrder, { orderNo: order.orderNo })).data.status,
      ).toBe('closed');
      await gatewayAction(server(), 'confirm', order.orderNo, tokenOf(server(), order.payUrl));
      expect((await gatewayPage(server(), order.payUrl)).html).toContain('商户已关闭该订单');
      expect((await statusOf(a, order.orderNo)).data.status).toBe('closed');
      expect(await walletFen(server(), a)).toBe(0);
    });

    it('refuses to close a paid order', async () => {
      const a = await registerAndLogin(server());
      const order = await payOk(a, { channelId: 'alipay', amount: '100' });
      await gatewayAction(server(), 'confirm', order.orderNo, tokenOf(server(), order.payUrl));
      const res = await a.client.post(FundsPath.closeOrder, { orderNo: order.orderNo });
      expect(res.status_code).toBe(Code.InvalidParameter);
      expect(res.message).toBe('订单已支付，无法关闭');
      expect(await walletFen(server(), a)).toBe(99_00);
    });
  });

  describe('authorisation', () => {
    it("keeps a member's orders invisible to another member", async () => {
      const owner = await registerAndLogin(server());
      const other = await registerAndLogin(server());
      const order = await payOk(owner, { channelId: 'bank', amount: '300', depositorName: '王小明' });
      for (const path of [FundsPath.depositOrderStatus, FundsPath.closeOrder, FundsPath.createSignalCode]) {
        const res = await other.client.post(path, { orderNo: order.orderNo });
        expect(res.status_code).toBe(Code.NotFound);
        expect(res.message).toBe('订单不存在');
      }
      expect((await statusOf(owner, order.orderNo)).data).toMatchObject({
        status: 'pending',
        signalCode: '',
      });
      expect(
        (await server().post(FundsPath.depositOrderStatus, { orderNo: order.orderNo })).status_code,
      ).toBe(Code.LoginExpired);
    });
  });

  describe('payment/pay', () => {
    it('answers the same order for a retried key and 6009 for the key with another body', async () => {
      const a = await registerAndLogin(server());
      const key = newKey();
      const body = { channelId: 'alipay', amount: '300.5' };
      const [one, two, three] = await Promise.all([pay(a, body, key), pay(a, body, key), pay(a, body, key)]);
      expect(one.status_code).toBe(Code.Success);
      expect(two.data.orderNo).toBe(one.data.orderNo);
      expect(three.data.orderNo).toBe(one.data.orderNo);
      const later = await pay(a, body, key);
      expect(later.data).toEqual(one.data);

      const other = await pay(a, { channelId: 'alipay', amount: '300.6' }, key);
      expect(other.status_code).toBe(Code.DataExists);
      expect(await orderCount(server(), await memberIdOf(server(), a.name))).toBe(1);

      const noKey = await a.client.post(FundsPath.pay, body);
      expect(noKey.status_code).toBe(Code.InvalidParameter);
      expect(await orderCount(server(), await memberIdOf(server(), a.name))).toBe(1);
    });

    it("asks for another press when the order's number is another member's, and never answers theirs", async () => {
      const a = await registerAndLogin(server());
      const b = await registerAndLogin(server());
      const key = newKey();
      const body = { channelId: 'alipay', amount: '300' };
      const first = await pay(a, body, key);
      expect(first.status_code).toBe(Code.Success);
      // Hand that number to another member's order and forget the key: A's request under it now lands on
      // B's order number, as a collision of the order-number hash would.
      const bId = await memberIdOf(server(), b.name);
      await server().deps.db.execute(
        sql`UPDATE deposit_orders SET member_id = ${bId} WHERE order_no = ${first.data.orderNo}`,
      );
      await server().deps.db.execute(sql`DELETE FROM idempotency_keys WHERE key = ${key}`);

      const clash = await pay(a, body, key);
      expect({ code: clash.status_code, message: clash.message, data: clash.data }).toEqual({
        code: Code.SystemBusy,
        message: '存款订单创建失败，请重新提交',
        data: null,
      });
      expect((await statusOf(b, first.data.orderNo)).data).toMatchObject({
        status: 'pending',
        amount: '300.00',
      });
      // The next press is a new action with a new key, so a new number.
      const again = await pay(a, body);
      expect(again.status_code).toBe(Code.Success);
      expect(again.data.orderNo).not.toBe(first.data.orderNo);
    });

    it('refuses bad amounts and amounts outside the channel limits with clear messages', async () => {
      const a = await registerAndLogin(server());
      const cases: [string, string, string][] = [
        ['alipay', '', '请输入存款金额'],
        ['alipay', '0', '金额必须大于0'],
        ['alipay', '-5', '请输入正确的金额'],
        ['alipay', 'abc', '请输入正确的金额'],
        ['alipay', '100.123', '金额最多保留两位小数'],
        ['alipay', '1234567890123', '金额最多12个字符'],
        ['alipay', '49.99', '存款金额不能低于 50 元（支付宝扫码单笔 50 - 5,000 元）'],
        ['alipay', '5000.01', '存款金额不能高于 5,000 元（支付宝扫码单笔 50 - 5,000 元）'],
        ['usdt-erc20', '100', '存款金额不能低于 500 元（USDT-ERC20单笔 500 - 100,000 元）'],
      ];
      for (const [channelId, amount, message] of cases) {
        const res = await pay(a, { channelId, amount });
        expect({ amount, code: res.status_code, message: res.message }).toEqual({
          amount,
          code: Code.InvalidParameter,
          message,
        });
      }
      const unknown = await pay(a, { channelId: 'paypal', amount: '100' });
      expect(unknown.status_code).toBe(Code.NotFound);
      expect(unknown.message).toBe('该存款方式不存在或已停用');
      const noName = await pay(a, { channelId: 'bank', amount: '100' });
      expect(noName.message).toBe('请输入存款人姓名');
      const badName = await pay(a, { channelId: 'bank', amount: '100', depositorName: '张3' });
      expect(badName.message).toBe('请输入正确的存款人姓名');
      expect(await orderCount(server(), await memberIdOf(server(), a.name))).toBe(0);
      // The limits themselves are accepted.
      expect((await pay(a, { channelId: 'alipay', amount: '50' })).status_code).toBe(Code.Success);
      expect((await pay(a, { channelId: 'alipay', amount: '5000.00' })).status_code).toBe(Code.Success);
    });

    it('limits how many unpaid orders a member holds at once, and lists them to pay or close', async () => {
      const a = await registerAndLogin(server());
      const orders: DepositOrder[] = [];
      for (let i = 0; i < 5; i += 1) orders.push(await payOk(a, { channelId: 'alipay', amount: '100' }));
      const sixth = await pay(a, { channelId: 'alipay', amount: '100' });
      expect(sixth.status_code).toBe(Code.FrequentSubmission);
      expect(sixth.message).toBe('未完成的存款订单过多，请先完成或关闭已有订单');
      // The orders the refusal speaks of, newest first; another member sees none of them.
      const open = async (who: typeof a) =>
        (await who.client.post<{ list: DepositOrder[] }>(FundsPath.openDepositOrders, {})).data.list;
      expect((await open(a)).map((o) => o.orderNo)).toEqual(orders.map((o) => o.orderNo).reverse());
      expect(await open(await registerAndLogin(server()))).toEqual([]);
      await a.client.post(FundsPath.closeOrder, { orderNo: orders[0]!.orderNo });
      expect((await open(a)).map((o) => o.orderNo)).not.toContain(orders[0]!.orderNo);
      expect((await pay(a, { channelId: 'alipay', amount: '100' })).status_code).toBe(Code.Success);
      // A paid order is no longer open.
      await gatewayAction(server(), 'confirm', orders[1]!.orderNo, tokenOf(server(), orders[1]!.payUrl));
      expect((await open(a)).map((o) => o.orderNo)).not.toContain(orders[1]!.orderNo);
      expect(await open(a)).toHaveLength(4);
    });
  });

  describe('customer info and the depositor name', () => {
    it('remembers depositor names of paid transfers and binds one as the real name', async () => {
      const a = await registerAndLogin(server());
      const empty = await a.client.post(FundsPath.customerInfo, {});
      expect(empty.data).toEqual({
        realName: '',
        bindRealName: false,
        depositorNames: [],
        customerServiceUrl: '/service/chat',
      });
      const order = await payOk(a, { channelId: 'bank', amount: '100', depositorName: '张三丰' });
      await payOk(a, { channelId: 'bank', amount: '100', depositorName: '李四' });
      await gatewayAction(server(), 'confirm', order.orderNo, tokenOf(server(), order.payUrl));
      const info = await a.client.post<{ depositorNames: string[] }>(FundsPath.customerInfo, {});
      // Only the paid one counts.
      expect(info.data.depositorNames).toEqual(['张*丰']);

      expect((await a.client.post(UserPath.bindFromDeposit, { realName: '张三丰' })).status_code).toBe(
        Code.Success,
      );
      expect((await a.client.post(FundsPath.customerInfo, {})).data).toMatchObject({
        realName: '张*丰',
        bindRealName: true,
      });
      expect((await a.client.post(UserPath.bindFromDeposit, { realName: '张三丰' })).status_code).toBe(
        Code.DataExists,
      );
      const mismatch = await pay(a, { channelId: 'bank', amount: '100', depositorName: '李四' });
      expect(mismatch.message).toBe('存款人姓名须与实名一致');
      expect((await pay(a, { channelId: 'bank', amount: '100', depositorName: '张三丰' })).status_code).toBe(
        Code.Success,
      );
    });
  });
});
