import { OperatorPath, type OperatorMatchCommandResult } from '@qilin/contract';
import { CliError } from '../client.ts';
import type { Command } from '../command.ts';
import { matchLine } from './matches-format.ts';
import { settlementText } from './matches-settlement.ts';

export const matchesFinish: Command = {
  name: 'matches:finish',
  usage: 'matches:finish <gameId>',
  summary:
    '以当前比分结束进行中的赛事并公布赛果，并报告结算了多少张注单、付给会员多少；未开赛的赛事请取消或先设置比分',
  accepts: { flags: [], positionals: { min: 1, max: 1 } },
  async run({ args, client, print }) {
    const gameId = args.positionals[0];
    if (!gameId) throw new CliError('请提供赛事ID：matches:finish <gameId>', 2);
    const m = await (await client()).post<OperatorMatchCommandResult>(OperatorPath.matchesFinish, { gameId });
    print(m.changed ? `已完场：${matchLine(m)}` : `赛事已完场，未做更改：${matchLine(m)}`);
    if (m.settlement) print(settlementText(m.settlement));
  },
};
