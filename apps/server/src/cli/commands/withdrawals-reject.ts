import { OperatorPath, type OperatorWithdrawalSchema } from '@qilin/contract';
import type { z } from 'zod';
import { CliError } from '../client.ts';
import type { Command } from '../command.ts';
import { textFlag } from '../text-flag.ts';

export const withdrawalsReject: Command = {
  name: 'withdrawals:reject',
  usage: 'withdrawals:reject <orderNo> --reason <text>',
  summary: '驳回一笔审核中的取款（必须填写原因），资金退回会员中心钱包',
  accepts: { flags: ['reason'], positionals: { min: 1, max: 1 } },
  async run({ args, client, print }) {
    const orderNo = args.positionals[0];
    const reason = textFlag(args.flags, 'reason');
    if (!orderNo || !reason)
      throw new CliError('请提供订单号和驳回原因：withdrawals:reject <orderNo> --reason <text>', 2);
    const w = await (
      await client()
    ).post<z.infer<typeof OperatorWithdrawalSchema>>(OperatorPath.withdrawalsReject, { orderNo, reason });
    print(`已驳回取款单 ${w.orderNo}（原因：${w.reason}），¥${w.amount} 已退回会员 ${w.username} 的中心钱包`);
  },
};
