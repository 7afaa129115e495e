import { OperatorPath, WithdrawStatusSchema, type WithdrawalsListResponseSchema } from '@qilin/contract';
import type { z } from 'zod';
import { CliError } from '../client.ts';
import type { Command } from '../command.ts';
import { renderTable } from '../table.ts';
import { pageFlags, emptyPage, pageFooter, PAGE_FLAGS } from '../paging.ts';
import { accountText, STATUS_NAMES, TYPE_NAMES } from './withdrawals-format.ts';
import { siteTime } from '../site-time.ts';

export const withdrawalsList: Command = {
  name: 'withdrawals:list',
  usage: 'withdrawals:list [--status reviewing|approved|rejected] [--page n] [--size n]',
  summary:
    '列出取款单（可按状态筛选，最新的在前）；收款账户为脱敏显示，出款时用 withdrawals:show 查看完整账号',
  accepts: { flags: ['status', ...PAGE_FLAGS], positionals: { min: 0, max: 0 } },
  async run({ args, client, print }) {
    const { pageNum, pageSize } = pageFlags(args);
    const status = args.flags.status;
    if (status !== undefined && !WithdrawStatusSchema.safeParse(status).success)
      throw new CliError('--status 只能是 reviewing（审核中）、approved（已通过）或 rejected（已驳回）', 2);
    const data = await (
      await client()
    ).post<z.infer<typeof WithdrawalsListResponseSchema>>(OperatorPath.withdrawalsList, {
      pageNum,
      pageSize,
      ...(status ? { status } : {}),
    });
    if (data.list.length === 0) {
      print(
        emptyPage(
          data,
          status ? `没有${STATUS_NAMES[status] ?? status}的取款单。` : '暂无取款单。',
          '笔取款单',
        ),
      );
      return;
    }
    print(
      renderTable(
        ['订单号', '会员', '类型', '金额', '手续费', '实际到账', '收款账户', '状态', '申请时间', '备注'],
        data.list.map((w) => [
          w.orderNo,
          // A frozen member's order cannot be approved (unfreeze first, or reject): said where it is seen.
          w.memberFrozen ? `${w.username}（已冻结）` : w.username,
          TYPE_NAMES[w.type],
          w.amount,
          w.fee,
          w.type === 'usdt' ? `${w.actualAmount} USDT` : w.actualAmount,
          accountText(w.account),
          STATUS_NAMES[w.status] ?? w.status,
          siteTime(w.createdAt),
          w.reason || '-',
        ]),
      ),
    );
    print(pageFooter(data, '笔取款单'));
  },
};
