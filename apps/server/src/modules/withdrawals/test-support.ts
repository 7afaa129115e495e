import { randomBytes } from 'node:crypto';
import {
  Code,
  FundsPath,
  Header,
  UserPath,
  type Envelope,
  type PayoutAccount,
  type WithdrawOrder,
} from '@qilin/contract';
import type { TestServer } from '../../../test/harness.ts';
import { bindPhone, md5, registerAndLogin, type Account } from '../identity/test-support.ts';
import { fundMember, memberIdOf } from '../ledger/test-support.ts';

/** Helpers for the withdrawals integration tests (imported only by *.int.test.ts files). */
export const REAL_NAME = '张三丰';
export const WITHDRAW_PASSWORD = md5('246810');

let cardCounter = 0;
/** A fresh 19-digit card number that passes the Luhn check. */
export const freshCardNo = (): string => {
  cardCounter += 1;
  const body = `622202${String(process.pid % 10_000).padStart(4, '0')}${String(Date.now() % 100_000).padStart(5, '0')}${String(cardCounter).padStart(3, '0')}`;
  const digits = [...body].map(Number);
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    // Doubling starts from the digit next to the check digit.
    let d = digits[digits.length - 1 - i] ?? 0;
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
};

/** A TRC20-shaped address (base58 alphabet, 34 characters). */
export const freshTrc20 = (): string => {
  const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
  return `T${Array.from(randomBytes(33), (b) => alphabet[b % alphabet.length]).join('')}`;
};

export const key = () => `wd-${randomBytes(10).toString('hex')}`;

export interface Player extends Account {
  memberId: number;
}

/** Registers a member with the bindings a withdrawal needs; each step can be skipped. */
export const makePlayer = async (
  server: TestServer,
  options: { phone?: boolean; realName?: boolean; withdrawPassword?: boolean; fundFen?: number } = {},
): Promise<Player> => {
  const account = await registerAndLogin(server);
  if (options.phone !== false) await bindPhone(server, account);
  if (options.realName !== false) {
    const res = await account.client.post(UserPath.bindOther, { realName: REAL_NAME });
    if (res.status_code !== Code.Success) throw new Error(`bindOther failed: ${JSON.stringify(res)}`);
  }
  if (options.realName !== false && options.withdrawPassword !== false) {
    const res = await account.client.post(UserPath.withdrawPwdSet, {
      password: WITHDRAW_PASSWORD,
      secondPassword: WITHDRAW_PASSWORD,
    });
    if (res.status_code !== Code.Success) throw new Error(`withdrawPwdSet failed: ${JSON.stringify(res)}`);
  }
  const memberId = options.fundFen
    ? await fundMember(server, account.name, options.fundFen)
    : await memberIdOf(server, account.name);
  return { ...account, memberId };
};

export const addCard = async (player: Player, cardNo = freshCardNo()) => {
  const res = await player.client.post<PayoutAccount>(FundsPath.addBankCard, {
    bankCode: 'ICBC',
    cardNo,
    holder: REAL_NAME,
  });
  if (res.status_code !== Code.Success) throw new Error(`addBankCard failed: ${JSON.stringify(res)}`);
  return res.data;
};

export const withdraw = (
  player: Player,
  body: { accountId: string; amount: string; withdrawPassword?: string },
  idempotencyKey = key(),
): Promise<Envelope<WithdrawOrder>> =>
  player.client.post<WithdrawOrder>(
    FundsPath.withdrawNew,
    { withdrawPassword: WITHDRAW_PASSWORD, ...body },
    { [Header.idempotencyKey]: idempotencyKey },
  );

/** A withdrawal that must succeed; answers the order. */
export const withdrawOk = async (
  player: Player,
  accountId: string,
  amount: string,
): Promise<WithdrawOrder> => {
  const res = await withdraw(player, { accountId, amount });
  if (res.status_code !== Code.Success) throw new Error(`withdraw failed: ${JSON.stringify(res)}`);
  return res.data;
};
