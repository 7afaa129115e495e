import { OperatorPath } from '@qilin/contract';
import { CliError } from '../client.ts';
import type { Command } from '../command.ts';

export const membersUnfreeze: Command = {
  name: 'members:unfreeze',
  usage: 'members:unfreeze <username>',
  summary: '解冻会员',
  async run({ args, client, print }) {
    const username = args.positionals[0];
    if (!username) throw new CliError('请提供用户名：members:unfreeze <username>', 2);
    await (await client()).post(OperatorPath.membersUnfreeze, { username });
    print(`已解冻会员 ${username}`);
  },
};
