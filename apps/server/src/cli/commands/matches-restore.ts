import { OperatorPath, type OperatorMatchCommandResult } from '@qilin/contract';
import { CliError } from '../client.ts';
import type { Command } from '../command.ts';
import { matchLine } from './matches-format.ts';
import { settlementText } from './matches-settlement.ts';

export const matchesRestore: Command = {
  name: 'matches:restore',
  usage: 'matches:restore <gameId>',
  summary: '恢复已取消的赛事：注单重新开放（结果 A 恢复），赛事结束后按比分结算',
  accepts: { flags: [], positionals: { min: 1, max: 1 } },
  async run({ args, client, print }) {
    const [gameId] = args.positionals;
    if (!gameId) throw new CliError('用法：matches:restore <gameId>', 2);
    const m = await (
      await client()
    ).post<OperatorMatchCommandResult>(OperatorPath.matchesRestore, { gameId });
    print(m.changed ? `已恢复：${matchLine(m)}` : `赛事未取消，无需恢复，未做更改：${matchLine(m)}`);
    if (m.settlement) print(settlementText(m.settlement));
  },
};
