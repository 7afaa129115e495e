import { OperatorPath, type MemberActionResponseSchema } from '@qilin/contract';
import type { z } from 'zod';
import { CliError } from '../client.ts';
import type { Command } from '../command.ts';
import { textFlag } from '../text-flag.ts';

export const membersFreeze: Command = {
  name: 'members:freeze',
  usage: 'members:freeze <username> [--reason text]',
  summary: '冻结会员：无法登录，已登录的会话立即失效',
  accepts: { flags: ['reason'], positionals: { min: 1, max: 1 } },
  async run({ args, client, print }) {
    const username = args.positionals[0];
    if (!username) throw new CliError('请提供用户名：members:freeze <username> [--reason text]', 2);
    const reason = textFlag(args.flags, 'reason');
    const done = await (
      await client()
    ).post<z.infer<typeof MemberActionResponseSchema>>(OperatorPath.membersFreeze, {
      username,
      ...(reason ? { reason } : {}),
    });
    // A repeat says so: it changed nothing, and the first freeze's reason is the one on record.
    print(
      done.changed
        ? `已冻结会员 ${username}${reason ? `（原因：${reason}）` : ''}`
        : `会员 ${username} 已是冻结状态，未做更改（冻结原因仍为原先的）`,
    );
  },
};
