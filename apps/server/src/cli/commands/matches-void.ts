import { OperatorPath, type OperatorMatchCommandResult } from '@qilin/contract';
import { CliError } from '../client.ts';
import type { Command } from '../command.ts';
import { matchLine } from './matches-format.ts';

export const matchesVoid: Command = {
  name: 'matches:void',
  usage: 'matches:void <gameId> <reason>',
  summary: '取消赛事：该赛事所有未结注单按原因（如 D1 或文字说明）取消',
  async run({ args, client, print }) {
    const [gameId, ...words] = args.positionals;
    const reason = words.join(' ').trim();
    if (!gameId || !reason) throw new CliError('用法：matches:void <gameId> <原因>（如 D1 或文字说明）', 2);
    const m = await (
      await client()
    ).post<OperatorMatchCommandResult>(OperatorPath.matchesVoid, { gameId, reason });
    print(
      m.changed
        ? `已取消：${matchLine(m)}，原因：${reason}`
        : `赛事已因同一原因取消，未做更改：${matchLine(m)}`,
    );
  },
};
