import { OperatorPath, type LedgerCheckResult } from '@qilin/contract';
import { CliError } from '../client.ts';
import type { Command } from '../command.ts';

export const printLedgerCheck = (result: LedgerCheckResult, print: (text: string) => void): void => {
  print(`账户 ${result.accounts} 个，转账 ${result.transfers} 笔`);
  if (result.ok) {
    print('账本检查通过：各币种合计为零，每个余额等于其分录之和，无负数会员余额，每笔转账借贷平衡');
    return;
  }
  for (const p of result.problems) print(`问题：${p}`);
  throw new CliError(`账本检查未通过（${result.problems.length} 个问题）`);
};

export const ledgerCheck: Command = {
  name: 'ledger:check',
  usage: 'ledger:check',
  accepts: { flags: [], positionals: { min: 0, max: 0 } },
  summary: '检查账本：合计为零、余额等于分录之和、会员余额非负、每笔转账平衡',
  async run({ client, print }) {
    printLedgerCheck(await (await client()).post<LedgerCheckResult>(OperatorPath.ledgerCheck, {}), print);
  },
};
