import { randomBytes } from 'node:crypto';
import {
  alipayAccountKind,
  Code,
  codeMessages,
  isCoinAddress,
  isLuhnValid,
  maskAddress,
  maskCardNumber,
  maskEmail,
  maskPhone,
  RuleMessage,
  type AddAlipayRequestSchema,
  type AddBankCardRequestSchema,
  type AddVirtualAddressRequestSchema,
  type PayoutAccount,
  type PayoutAccountType,
} from '@qilin/contract';
import type { z } from 'zod';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Member } from '../../platform/http/route.ts';
import type { MemberDirectory, MemberFacts } from '../identity/member-directory.ts';
import type { AccountRepo, PayoutAccountInsert } from './account-repo.ts';
import { BANKS, bankName, MAX_ACCOUNTS_PER_TYPE, TYPE_NAMES } from './catalogue.ts';
import { toPayoutAccount } from './present.ts';

/**
 * Bank cards, Alipay accounts and coin addresses (bankCard/*). Adding one needs a bound phone (6015) and
 * a bound real name (6449, SPEC §6), and the holder must be that real name (SPEC §1): money only leaves
 * to accounts in the member's own name.
 */
export const createAccountService = (deps: Deps, repo: AccountRepo, directory: MemberDirectory) => {
  const requireBindings = async (caller: Member): Promise<MemberFacts> => {
    const me = await directory.self(caller);
    if (!me.bindPhone) throw new AppError(Code.UnboundPhone, codeMessages[Code.UnboundPhone]);
    if (!me.realName) throw new AppError(Code.BindRealName, codeMessages[Code.BindRealName]);
    return me;
  };

  const requireHolder = (me: MemberFacts, holder: string) => {
    if (holder.trim() !== me.realName) throw new AppError(Code.InvalidParameter, RuleMessage.holderMismatch);
  };

  type AccountValues = Omit<
    PayoutAccountInsert,
    'publicId' | 'memberId' | 'type' | 'accountEnc' | 'accountIndex' | 'createdAt' | 'isDefault'
  >;

  /** The count and the insert; the caller holds the member's lock. */
  const insert = async (
    me: MemberFacts,
    type: PayoutAccountType,
    normalised: string,
    accountIndex: string,
    values: AccountValues,
  ): Promise<PayoutAccount> => {
    const count = await repo.countActive(me.memberId, type);
    if (count >= MAX_ACCOUNTS_PER_TYPE) {
      throw new AppError(
        Code.InvalidParameter,
        `最多只能添加${MAX_ACCOUNTS_PER_TYPE}个${TYPE_NAMES[type]}账户，请先删除不用的账户`,
      );
    }
    const row = await repo.insert({
      ...values,
      publicId: randomBytes(8).toString('hex'),
      memberId: me.memberId,
      type,
      accountEnc: deps.crypto.encrypt(normalised),
      accountIndex,
      isDefault: count === 0,
      createdAt: deps.now(),
    });
    if (!row) throw new AppError(Code.DataExists, `该${TYPE_NAMES[type]}账户已添加，请勿重复添加`);
    return toPayoutAccount(row);
  };

  const add = (
    me: MemberFacts,
    type: PayoutAccountType,
    normalised: string,
    values: AccountValues,
  ): Promise<PayoutAccount> =>
    // Under the member's lock: concurrent adds must not pass the limit together.
    deps.lock(`payout-accounts:${me.memberId}`, async () => {
      // Per type, so a number is "the same" only within cards, Alipay or addresses.
      const accountIndex = deps.crypto.blindIndex(`payout:${type}:${normalised}`);
      if (type === 'usdt') return insert(me, type, normalised, accountIndex, values);
      // A card or Alipay account pays one member only (SPEC §1: several accounts of one person are grounds
      // to close them): the check and the insert under the number's lock, so two members cannot race.
      return deps.lock(`payout-number:${accountIndex}`, async () => {
        if (await repo.heldByOther(type, accountIndex, me.memberId)) {
          throw new AppError(
            Code.DataExists,
            `该${TYPE_NAMES[type]}账户已被其他会员绑定，如有疑问请联系客服`,
          );
        }
        return insert(me, type, normalised, accountIndex, values);
      });
    });

  return {
    banks: () => [...BANKS],

    async list(caller: Member): Promise<PayoutAccount[]> {
      const me = await directory.self(caller);
      return (await repo.listActive(me.memberId)).map(toPayoutAccount);
    },

    async addBankCard(
      caller: Member,
      body: z.infer<typeof AddBankCardRequestSchema>,
    ): Promise<PayoutAccount> {
      const me = await requireBindings(caller);
      const bank = bankName(body.bankCode);
      if (!bank) throw new AppError(Code.InvalidParameter, '请选择开户银行');
      const digits = body.cardNo.replace(/\s+/g, '');
      if (!isLuhnValid(digits)) throw new AppError(Code.InvalidParameter, RuleMessage.bankCardNumber);
      requireHolder(me, body.holder);
      return add(me, 'bank', digits, {
        bankCode: body.bankCode,
        name: bank,
        branch: body.branch?.trim() ?? '',
        accountMask: maskCardNumber(digits),
        holderEnc: deps.crypto.encrypt(me.realName),
        holderDisplay: me.maskedRealName,
      });
    },

    async addAlipay(caller: Member, body: z.infer<typeof AddAlipayRequestSchema>): Promise<PayoutAccount> {
      const me = await requireBindings(caller);
      const raw = body.account.trim();
      const kind = alipayAccountKind(raw);
      if (!kind) throw new AppError(Code.InvalidParameter, '请输入正确的支付宝账号（手机号或邮箱）');
      const isPhone = kind === 'phone';
      requireHolder(me, body.holder);
      // E-mail logins are case-insensitive at Alipay, so the duplicate check is too.
      const account = isPhone ? raw : raw.toLowerCase();
      return add(me, 'alipay', account, {
        name: 'Alipay',
        accountMask: isPhone ? maskPhone(account) : maskEmail(account),
        holderEnc: deps.crypto.encrypt(me.realName),
        holderDisplay: me.maskedRealName,
      });
    },

    async addVirtual(
      caller: Member,
      body: z.infer<typeof AddVirtualAddressRequestSchema>,
    ): Promise<PayoutAccount> {
      const me = await requireBindings(caller);
      const address = body.address.trim();
      if (!isCoinAddress(body.network, address))
        throw new AppError(Code.InvalidParameter, `请输入正确的USDT-${body.network}地址`);
      // ERC20 hex is case-insensitive (the case is only a checksum); base58 TRC20 is not.
      const normalised = body.network === 'ERC20' ? address.toLowerCase() : address;
      return add(me, 'usdt', normalised, {
        name: `USDT-${body.network}`,
        network: body.network,
        accountMask: maskAddress(address),
        holderDisplay: body.alias?.trim() ?? '',
      });
    },

    async remove(caller: Member, id: string): Promise<void> {
      const me = await directory.self(caller);
      const outcome = await repo.deleteIfIdle(me.memberId, id, deps.now());
      if (outcome === 'not_found') throw new AppError(Code.NotFound, '账户不存在');
      if (outcome === 'busy') throw new AppError(Code.InvalidParameter, '该账户有审核中的取款，暂不能删除');
    },

    async setDefault(caller: Member, id: string): Promise<PayoutAccount[]> {
      const me = await directory.self(caller);
      const row = await repo.ownActive(me.memberId, id);
      if (!row) throw new AppError(Code.NotFound, '账户不存在');
      await repo.setDefault(me.memberId, row.type, row.id);
      return (await repo.listActive(me.memberId)).map(toPayoutAccount);
    },
  };
};

export type AccountService = ReturnType<typeof createAccountService>;
