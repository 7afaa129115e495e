import { OperatorPath, type OperatorMatchCommandResult } from '@qilin/contract';
import { CliError } from '../client.ts';
import type { Command } from '../command.ts';
import { matchLine } from './matches-format.ts';
import { settlementText } from './matches-settlement.ts';

const goals = (text: string | undefined) => {
  const n = Number(text);
  return text !== undefined && /^\d{1,3}$/.test(text) ? n : null;
};

export const matchesScore: Command = {
  name: 'matches:score',
  usage: 'matches:score <gameId> <home> <away>',
  summary:
    '设置比分：未开赛的赛事以此比分开始滚球；已完场的赛事更正赛果并重新结算，报告金额变动的注单数、补派与追回金额',
  accepts: { flags: [], positionals: { min: 3, max: 3 } },
  async run({ args, client, print }) {
    const [gameId, h, a] = args.positionals;
    const home = goals(h);
    const away = goals(a);
    if (!gameId || home === null || away === null)
      throw new CliError('用法：matches:score <gameId> <主队比分> <客队比分>（比分为 0-999 的整数）', 2);
    const m = await (
      await client()
    ).post<OperatorMatchCommandResult>(OperatorPath.matchesScore, { gameId, home, away });
    print(m.changed ? `已设置比分：${matchLine(m)}` : `比分未变，未做更改：${matchLine(m)}`);
    if (m.settlement) print(settlementText(m.settlement));
  },
};
