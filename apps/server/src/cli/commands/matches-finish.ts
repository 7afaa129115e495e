import { OperatorPath, type OperatorMatchSchema } from '@qilin/contract';
import type { z } from 'zod';
import { CliError } from '../client.ts';
import type { Command } from '../command.ts';
import { matchLine } from './matches-format.ts';

export const matchesFinish: Command = {
  name: 'matches:finish',
  usage: 'matches:finish <gameId>',
  summary: '以当前比分结束赛事并公布赛果（触发结算）',
  async run({ args, client, print }) {
    const gameId = args.positionals[0];
    if (!gameId) throw new CliError('请提供赛事ID：matches:finish <gameId>', 2);
    const m = await (
      await client()
    ).post<z.infer<typeof OperatorMatchSchema>>(OperatorPath.matchesFinish, { gameId });
    print(`已完场：${matchLine(m)}`);
  },
};
