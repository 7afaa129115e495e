import {
  GameStatusSchema,
  OperatorPath,
  SportCodeSchema,
  type OperatorMatchListSchema,
} from '@qilin/contract';
import type { z } from 'zod';
import { CliError } from '../client.ts';
import type { Command } from '../command.ts';
import { siteTime } from '../site-time.ts';
import { renderTable } from '../table.ts';
import { inPlayClock, MATCH_STATUS_NAMES } from './matches-format.ts';

/** The line under the table: a list the limit cut says so and how many there are, never 共 50 of 386. */
const countLine = (shown: number, total: number, limit: number): string => {
  if (shown >= total) return `共 ${total} 场赛事`;
  const more = limit < 500 ? '用 --limit 查看更多（最多 500）' : '用 --sport 或 --status 缩小范围';
  return `显示前 ${shown} 场（共 ${total} 场），${more}`;
};

export const matchesList: Command = {
  name: 'matches:list',
  usage: 'matches:list [--sport FT|BK|TN|...] [--status pre|live|break|finished|void] [--limit n]',
  summary: '列出赛事（进行中的在前），含比分与未结注单数',
  accepts: { flags: ['sport', 'status', 'limit'], positionals: { min: 0, max: 0 } },
  async run({ args, client, print }) {
    const sport = args.flags.sport;
    const status = args.flags.status;
    const limit = Number(args.flags.limit ?? '50');
    if (sport !== undefined && !SportCodeSchema.safeParse(sport).success)
      throw new CliError('--sport 只能是 FT、VF、BK、TN、BS、VB、TT、SK、AF、IH、RU、HB 之一', 2);
    if (status !== undefined && !GameStatusSchema.safeParse(status).success)
      throw new CliError('--status 只能是 pre、live、break、finished 或 void', 2);
    if (!Number.isInteger(limit) || limit < 1 || limit > 500)
      throw new CliError('--limit 必须是 1-500 的整数', 2);
    const data = await (
      await client()
    ).post<z.infer<typeof OperatorMatchListSchema>>(OperatorPath.matchesList, {
      limit,
      ...(sport ? { gameType: sport } : {}),
      ...(status ? { status } : {}),
    });
    if (data.list.length === 0) {
      print('没有符合条件的赛事。');
      return;
    }
    print(
      renderTable(
        ['赛事ID', '半场ID', '项目', '联赛', '主队', '客队', '开赛时间', '状态', '时间', '比分', '未结注单'],
        data.list.map((m) => [
          m.gameId,
          m.hgid,
          m.gameType,
          m.league,
          m.team_h,
          m.team_c,
          siteTime(m.startTime),
          MATCH_STATUS_NAMES[m.gameStatus] ?? m.gameStatus,
          inPlayClock(m) || '-',
          m.score,
          String(m.openTickets),
        ]),
      ),
    );
    print(`\n${countLine(data.list.length, data.total, limit)}`);
  },
};
