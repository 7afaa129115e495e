import { randomUUID } from 'node:crypto';
import { IdempotencyKeySchema, OperatorPath, type WalletAdjustResponseSchema } from '@qilin/contract';
import type { z } from 'zod';
import { CliError, OutcomeUnknown } from '../client.ts';
import type { Command } from '../command.ts';
import { textFlag } from '../text-flag.ts';

type Adjusted = z.infer<typeof WalletAdjustResponseSchema>;

const adjustCommand = (direction: 'credit' | 'debit'): Command => {
  const verb = direction === 'credit' ? '加款' : '扣款';
  const usage = `${direction} <username> <amount> --reason <text> [--key <idempotency-key>]`;
  return {
    name: direction,
    usage,
    accepts: { flags: ['reason', 'key'], positionals: { min: 2, max: 2 } },
    summary: `人工${verb}：记入会员中心钱包，操作人与原因写入审计日志（重试时带上同一个 --key 只会执行一次）`,
    async run({ args, client, print }) {
      const [username, amount] = args.positionals;
      const reason = textFlag(args.flags, 'reason')?.trim();
      if (!username || !amount || !reason) throw new CliError(`用法：${usage}`, 2);
      const key = args.flags.key ?? randomUUID().replace(/-/g, '');
      if (!IdempotencyKeySchema.safeParse(key).success)
        throw new CliError('--key 必须是 8-80 个字符，只含字母、数字、下划线或连字符', 2);
      const api = await client();
      let answer: { data: Adjusted; replayed: boolean };
      try {
        answer = await api.postKeyed<Adjusted>(
          direction === 'credit' ? OperatorPath.walletCredit : OperatorPath.walletDebit,
          { username, amount, reason },
          key,
        );
      } catch (error) {
        // The adjustment may have been booked: the same command with this key applies it at most once.
        if (error instanceof OutcomeUnknown)
          throw new CliError(
            `${error.message}。${verb}结果未知，请用同一请求编号重试（只会执行一次）：${direction} ${username} ${amount} --reason "${reason}" --key ${key}`,
          );
        throw error;
      }
      const result = answer.data;
      print(
        answer.replayed
          ? `请求编号 ${key} 已执行过，本次未重复${verb}：当时${verb} ${result.amount} 元，会员 ${result.username}，中心钱包余额 ${result.centerWalletBalance} 元（流水号 ${result.transferId}）`
          : `已${verb} ${result.amount} 元：会员 ${result.username}，中心钱包余额 ${result.centerWalletBalance} 元（流水号 ${result.transferId}，请求编号 ${key}）`,
      );
    },
  };
};

export const walletCredit = adjustCommand('credit');
export const walletDebit = adjustCommand('debit');
