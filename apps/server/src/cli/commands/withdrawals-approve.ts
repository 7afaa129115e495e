import { OperatorPath, type OperatorWithdrawalSchema } from '@qilin/contract';
import type { z } from 'zod';
import { CliError } from '../client.ts';
import type { Command } from '../command.ts';
import { accountText } from './withdrawals-format.ts';

export const withdrawalsApprove: Command = {
  name: 'withdrawals:approve',
  usage: 'withdrawals:approve <orderNo>',
  summary: '通过一笔审核中的取款：锁定资金出款，手续费计入平台',
  accepts: { flags: [], positionals: { min: 1, max: 1 } },
  async run({ args, client, print }) {
    const orderNo = args.positionals[0];
    if (!orderNo) throw new CliError('请提供订单号：withdrawals:approve <orderNo>', 2);
    const w = await (
      await client()
    ).post<z.infer<typeof OperatorWithdrawalSchema>>(OperatorPath.withdrawalsApprove, { orderNo });
    const actual = w.type === 'usdt' ? `${w.actualAmount} USDT（汇率 ${w.rate}）` : `¥${w.actualAmount}`;
    print(
      `已通过取款单 ${w.orderNo}：会员 ${w.username}，金额 ¥${w.amount}，手续费 ¥${w.fee}，实际出款 ${actual}`,
    );
    print(`收款账户：${accountText(w.account)}`);
  },
};
