import { OperatorPath, type OperatorMatchCommandResult } from '@qilin/contract';
import { CliError } from '../client.ts';
import type { Command } from '../command.ts';
import { matchLine } from './matches-format.ts';
import { settlementText } from './matches-settlement.ts';
import { readVoidReason, VOID_CODE_LIST, voidCodeText } from './void-reason.ts';

export const matchesVoid: Command = {
  name: 'matches:void',
  usage: 'matches:void <gameId> <D代码> [说明]  或  matches:void <gameId> <说明>',
  summary: `取消赛事：该赛事所有未结注单取消并退款（报告退款注单数与金额），会员注单显示 D 代码及其原因（只写说明时为 DZ 其他，说明不向会员显示）。代码：${VOID_CODE_LIST}`,
  accepts: { flags: [], positionals: { min: 2, max: Infinity } },
  async run({ args, client, print }) {
    const [gameId = '', ...words] = args.positionals;
    const { code, reason, note } = readVoidReason(words.join(' '));
    if (!reason) throw new CliError(`用法：${matchesVoid.usage}`, 2);
    const m = await (
      await client()
    ).post<OperatorMatchCommandResult>(OperatorPath.matchesVoid, { gameId, reason });
    print(m.changed ? `已取消：${matchLine(m)}` : `赛事已因同一原因取消，未做更改：${matchLine(m)}`);
    // What the players' tickets will say: the code's words from the D table, never the operator's note.
    print(`作废原因：${voidCodeText(code)}${note ? `（说明“${note}”不向会员显示）` : ''}`);
    if (m.settlement) print(settlementText(m.settlement));
  },
};
