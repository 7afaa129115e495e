import { OperatorPath, type DepositExceptionsResponseSchema } from '@qilin/contract';
import type { z } from 'zod';
import { CliError } from '../client.ts';
import type { Command } from '../command.ts';
import { pageFlags, emptyPage, pageFooter, PAGE_FLAGS } from '../paging.ts';
import { renderTable } from '../table.ts';
import { EXCEPTION_REASON_NAMES, resolutionText } from './deposits-format.ts';
import { siteTime } from '../site-time.ts';

const STATES = { open: '待处理', resolved: '已处理', all: '全部' } as const;

export const depositsExceptions: Command = {
  name: 'deposits:exceptions',
  usage: 'deposits:exceptions [--state open|resolved|all] [--page n] [--size n]',
  summary: '列出异常存款：支付平台已收款但未能自动入账的付款（迟到、重复支付、金额不符），默认只列待处理的',
  accepts: { flags: ['state', ...PAGE_FLAGS], positionals: { min: 0, max: 0 } },
  async run({ args, client, print }) {
    const { pageNum, pageSize } = pageFlags(args);
    const state = args.flags.state ?? 'open';
    if (!Object.hasOwn(STATES, state))
      throw new CliError('--state 只能是 open（待处理）、resolved（已处理）或 all（全部）', 2);
    const data = await (
      await client()
    ).post<z.infer<typeof DepositExceptionsResponseSchema>>(OperatorPath.depositExceptions, {
      pageNum,
      pageSize,
      state,
    });
    if (data.list.length === 0) {
      print(emptyPage(data, state === 'open' ? '没有待处理的异常存款。' : '没有异常存款。', '笔异常存款'));
      return;
    }
    print(
      renderTable(
        ['编号', '会员', '订单号', '交易号', '收款金额', '订单金额', '原因', '收到时间', '处理', '备注'],
        data.list.map((e) => [
          String(e.id),
          e.username,
          e.orderNo,
          e.tradeNo,
          e.amount,
          e.orderAmount,
          EXCEPTION_REASON_NAMES[e.reason],
          siteTime(e.receivedAt),
          resolutionText(e),
          e.resolvedNote ?? '-',
        ]),
      ),
    );
    print(pageFooter(data, `笔${state === 'all' ? '' : STATES[state as keyof typeof STATES]}异常存款`));
  },
};
