import { OperatorPath } from '@qilin/contract';
import { CliError } from '../client.ts';
import type { Command } from '../command.ts';
import { textFlag } from '../text-flag.ts';

export const membersFreeze: Command = {
  name: 'members:freeze',
  usage: 'members:freeze <username> [--reason text]',
  summary: '冻结会员：无法登录，已登录的会话立即失效',
  async run({ args, client, print }) {
    const username = args.positionals[0];
    if (!username) throw new CliError('请提供用户名：members:freeze <username> [--reason text]', 2);
    const reason = textFlag(args.flags, 'reason');
    await (await client()).post(OperatorPath.membersFreeze, { username, ...(reason ? { reason } : {}) });
    print(`已冻结会员 ${username}${reason ? `（原因：${reason}）` : ''}`);
  },
};
