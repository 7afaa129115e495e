import { OperatorPath, type MemberActionResponseSchema } from '@qilin/contract';
import type { z } from 'zod';
import { CliError } from '../client.ts';
import type { Command } from '../command.ts';
import { textFlag } from '../text-flag.ts';

export const membersUnfreeze: Command = {
  name: 'members:unfreeze',
  usage: 'members:unfreeze <username> [--reason text]',
  summary: '解冻会员',
  accepts: { flags: ['reason'], positionals: { min: 1, max: 1 } },
  async run({ args, client, print }) {
    const username = args.positionals[0];
    if (!username) throw new CliError('请提供用户名：members:unfreeze <username> [--reason text]', 2);
    const reason = textFlag(args.flags, 'reason');
    const done = await (
      await client()
    ).post<z.infer<typeof MemberActionResponseSchema>>(OperatorPath.membersUnfreeze, {
      username,
      ...(reason ? { reason } : {}),
    });
    print(
      done.changed
        ? `已解冻会员 ${username}${reason ? `（原因：${reason}）` : ''}`
        : `会员 ${username} 未被冻结，未做更改`,
    );
  },
};
