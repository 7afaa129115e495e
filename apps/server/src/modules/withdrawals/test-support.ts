import { createHash, randomBytes } from 'node:crypto';
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

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const sha256 = (data: Buffer): Buffer => createHash('sha256').update(data).digest();

/** Base58check of a payload (version byte included): what Tron writes its addresses in. */
export const base58check = (payload: Buffer): string => {
  const bytes = Buffer.concat([payload, sha256(sha256(payload)).subarray(0, 4)]);
  let n = BigInt(`0x${bytes.toString('hex')}`);
  let text = '';
  while (n > 0n) {
    text = BASE58[Number(n % 58n)] + text;
    n /= 58n;
  }
  for (const b of bytes) {
    if (b !== 0) break;
    text = `1${text}`;
  }
  return text;
};

/** A real TRC20 address: version byte 0x41 and 20 random bytes in base58check (so it starts with T). */
export const freshTrc20 = (): string => base58check(Buffer.concat([Buffer.from([0x41]), randomBytes(20)]));

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
