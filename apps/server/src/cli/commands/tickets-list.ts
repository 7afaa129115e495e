import { OperatorPath, TicketStatusSchema, type OperatorTicketListSchema } from '@qilin/contract';
import type { z } from 'zod';
import { CliError } from '../client.ts';
import type { Command } from '../command.ts';
import { textFlag } from '../text-flag.ts';
import { ticketsTable } from './tickets-format.ts';

export const ticketsList: Command = {
  name: 'tickets:list',
  usage:
    'tickets:list [--member <username>] [--status confirming|accepted|rejected|settled|cancelled|cashed_out] [--limit n]',
  summary: '列出体育注单（最新的在前），可按会员与状态筛选',
  accepts: { flags: ['member', 'status', 'limit'], positionals: { min: 0, max: 0 } },
  async run({ args, client, print }) {
    const member = textFlag(args.flags, 'member');
    const status = args.flags.status;
    const limit = Number(args.flags.limit ?? '50');
    if (status !== undefined && !TicketStatusSchema.safeParse(status).success)
      throw new CliError(
        '--status 只能是 confirming、accepted、rejected、settled、cancelled 或 cashed_out',
        2,
      );
    if (!Number.isInteger(limit) || limit < 1 || limit > 500)
      throw new CliError('--limit 必须是 1-500 的整数', 2);
    const data = await (
      await client()
    ).post<z.infer<typeof OperatorTicketListSchema>>(OperatorPath.ticketsList, {
      limit,
      ...(member ? { username: member } : {}),
      ...(status ? { status } : {}),
    });
    if (data.list.length === 0) {
      print('没有符合条件的注单。');
      return;
    }
    print(ticketsTable(data.list));
    // The list has no total: a full page may have more behind it, and must not read as all there is.
    const narrow = limit < 500 ? '用 --limit 查看更多（最多 500）' : '用 --member 或 --status 缩小范围';
    print(
      data.list.length === limit
        ? `\n显示最新 ${limit} 张注单，可能还有更多，${narrow}`
        : `\n共 ${data.list.length} 张注单`,
    );
  },
};
