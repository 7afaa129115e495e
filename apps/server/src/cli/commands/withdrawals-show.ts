import { OperatorPath, type OperatorWithdrawalDetailSchema } from '@qilin/contract';
import type { z } from 'zod';
import { CliError } from '../client.ts';
import type { Command } from '../command.ts';
import { siteTime } from '../site-time.ts';
import { yuan } from '../yuan.ts';
import { STATUS_NAMES, TYPE_NAMES } from './withdrawals-format.ts';

type Detail = z.infer<typeof OperatorWithdrawalDetailSchema>;

/** Where to pay, as finance types it into the bank, Alipay or wallet: every field whole. */
const payeeLines = ({ payee }: Detail): string[] => {
  if (payee.type === 'bank')
    return [
      `收款银行：${payee.name}${payee.bankCode ? `（${payee.bankCode}）` : ''}`,
      ...(payee.branch ? [`开户支行：${payee.branch}`] : []),
      `户名：${payee.holder}`,
      `卡号：${payee.account}`,
    ];
  if (payee.type === 'alipay') return [`支付宝账号：${payee.account}`, `户名：${payee.holder}`];
  return [
    `收款地址：${payee.account}`,
    `网络：${payee.network}`,
    ...(payee.alias ? [`地址备注：${payee.alias}`] : []),
  ];
};

export const withdrawalsShow: Command = {
  name: 'withdrawals:show',
  usage: 'withdrawals:show <orderNo>',
  summary:
    '查看一笔取款单的完整信息（含完整收款账号与户名，用于出款）；仅可审核取款的角色可用，每次查看记入审计日志',
  accepts: { flags: [], positionals: { min: 1, max: 1 } },
  async run({ args, client, print }) {
    const orderNo = args.positionals[0];
    if (!orderNo) throw new CliError('请提供订单号：withdrawals:show <orderNo>', 2);
    const w = await (await client()).post<Detail>(OperatorPath.withdrawalsShow, { orderNo });
    const toPay = w.type === 'usdt' ? `${w.actualAmount} USDT（汇率 ${w.rate}）` : yuan(w.actualAmount);
    print(
      [
        `取款单 ${w.orderNo}`,
        `会员：${w.username}${w.memberFrozen ? '（已冻结，不能通过）' : ''}`,
        `状态：${STATUS_NAMES[w.status] ?? w.status}`,
        `类型：${TYPE_NAMES[w.type]}`,
        `金额：${yuan(w.amount)}`,
        `手续费：${yuan(w.fee)}`,
        `应付：${toPay}`,
        ...payeeLines(w),
        `申请时间：${siteTime(w.createdAt)}`,
        `审核时间：${siteTime(w.reviewedAt)}${w.reviewedBy ? `（${w.reviewedBy}）` : ''}`,
        ...(w.reason ? [`原因：${w.reason}`] : []),
      ].join('\n'),
    );
  },
};
