import { OperatorPath, type MemberActionResponseSchema } from '@qilin/contract';
import type { z } from 'zod';
import { CliError } from '../client.ts';
import type { Command } from '../command.ts';
import { textFlag } from '../text-flag.ts';

const USAGE = 'members:unlock <username> --reason <text>';

export const membersUnlock: Command = {
  name: 'members:unlock',
  usage: USAGE,
  summary: '解除会员的登录锁定（连续 5 次密码错误后锁定 15 分钟），必须填写原因',
  async run({ args, client, print }) {
    const username = args.positionals[0];
    const reason = textFlag(args.flags, 'reason');
    if (!username || !reason) throw new CliError(`请提供用户名和解锁原因：${USAGE}`, 2);
    const done = await (
      await client()
    ).post<z.infer<typeof MemberActionResponseSchema>>(OperatorPath.membersUnlock, { username, reason });
    print(
      done.changed
        ? `已解除会员 ${username} 的登录锁定（原因：${reason}）`
        : `会员 ${username} 未被锁定，未做更改`,
    );
    // An unlock leaves the account's status alone: whoever answers the player must not promise a login.
    if (done.status === 'frozen')
      print(`注意：会员 ${username} 仍处于冻结状态，无法登录（解冻用 members:unfreeze）`);
  },
};
