import { OperatorPath, TicketStatusSchema, type OperatorTicketListSchema } from '@qilin/contract';
import type { z } from 'zod';
import { CliError } from '../client.ts';
import type { Command } from '../command.ts';
import { textFlag } from '../text-flag.ts';
import { siteTime } from '../site-time.ts';
import { renderTable } from '../table.ts';

const STATUS_NAMES: Record<string, string> = {
  confirming: '确认中',
  accepted: '未结算',
  rejected: '已拒绝',
  settled: '已结算',
  cancelled: '已取消',
  cashed_out: '已兑现',
};

export const ticketsList: Command = {
  name: 'tickets:list',
  usage:
    'tickets:list [--member <username>] [--status confirming|accepted|rejected|settled|cancelled|cashed_out] [--limit n]',
  summary: '列出体育注单（最新的在前），可按会员与状态筛选',
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
    print(
      renderTable(
        ['注单号', '会员', '类型', '投注内容', '赔率', '本金', '可赢', '派彩', '状态', '结果', '下注时间'],
        data.list.map((t) => [
          t.ticket_id,
          t.username,
          t.type,
          t.legs.map((l) => `${l.team_h} v ${l.team_c} ${l.selectionName}`).join(' / '),
          String(t.odds),
          t.risk,
          t.potentialReturn,
          t.payout ?? '-',
          STATUS_NAMES[t.status] ?? t.status,
          t.result ?? '-',
          siteTime(t.placedAt),
        ]),
      ),
    );
    print(`\n共 ${data.list.length} 张注单`);
  },
};
