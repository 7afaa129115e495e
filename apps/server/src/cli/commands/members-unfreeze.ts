import { OperatorPath } from '@qilin/contract';
import { CliError } from '../client.ts';
import type { Command } from '../command.ts';
import { textFlag } from '../text-flag.ts';

export const membersUnfreeze: Command = {
  name: 'members:unfreeze',
  usage: 'members:unfreeze <username> [--reason text]',
  summary: '解冻会员',
  async run({ args, client, print }) {
    const username = args.positionals[0];
    if (!username) throw new CliError('请提供用户名：members:unfreeze <username> [--reason text]', 2);
    const reason = textFlag(args.flags, 'reason');
    await (await client()).post(OperatorPath.membersUnfreeze, { username, ...(reason ? { reason } : {}) });
    print(`已解冻会员 ${username}${reason ? `（原因：${reason}）` : ''}`);
  },
};
