import { OperatorPath, type MemberLogoutResponseSchema } from '@qilin/contract';
import type { z } from 'zod';
import { boolFlag } from '../bool-flag.ts';
import { CliError } from '../client.ts';
import type { Command } from '../command.ts';
import { textFlag } from '../text-flag.ts';

const USAGE = 'members:logout <username> --reason <text> [--forget-devices]';

export const membersLogout: Command = {
  name: 'members:logout',
  usage: USAGE,
  summary:
    '结束会员的全部登录会话（网页和 App，如手机丢失、有不明登录）：会员须用密码重新登录，账号不冻结，必须填写原因；--forget-devices 同时清除已验证的设备，任何设备再登录都须短信验证',
  accepts: { flags: ['reason', 'forget-devices'], positionals: { min: 1, max: 1 } },
  async run({ args, client, print }) {
    const username = args.positionals[0];
    const reason = textFlag(args.flags, 'reason');
    if (!username || !reason) throw new CliError(`请提供用户名和原因：${USAGE}`, 2);
    const forgetDevices = boolFlag(args.flags, 'forget-devices') === true;
    const done = await (
      await client()
    ).post<z.infer<typeof MemberLogoutResponseSchema>>(OperatorPath.membersLogout, {
      username,
      reason,
      ...(forgetDevices ? { forgetDevices } : {}),
    });
    print(
      done.ended > 0
        ? `已结束会员 ${username} 的 ${done.ended} 个登录会话（原因：${reason}），会员可用密码重新登录`
        : `会员 ${username} 没有有效的登录会话${done.changed ? '' : '，未做更改'}`,
    );
    if (forgetDevices)
      print(
        done.devicesForgotten > 0
          ? `已清除会员 ${username} 的 ${done.devicesForgotten} 台已验证设备：任何设备再登录都须通过绑定手机的短信验证`
          : `会员 ${username} 没有已验证的设备，无需清除`,
      );
    // A logout leaves the account's status alone: whoever answers the player must not promise a login.
    if (done.status === 'frozen')
      print(`注意：会员 ${username} 处于冻结状态，无法登录（解冻用 members:unfreeze）`);
  },
};
