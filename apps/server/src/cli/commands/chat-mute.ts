import { OperatorPath, type ChatMuteResponseSchema } from '@qilin/contract';
import type { z } from 'zod';
import { CliError } from '../client.ts';
import type { Command } from '../command.ts';
import { textFlag } from '../text-flag.ts';
import { siteTime } from '../site-time.ts';

const usage = 'chat:mute <username> <minutes> [--reason text]';

export const chatMute: Command = {
  name: 'chat:mute',
  usage,
  summary: '在所有聊天室禁言会员若干分钟（0 表示解除禁言），到时自动解除',
  accepts: { flags: ['reason'], positionals: { min: 2, max: 2 } },
  async run({ args, client, print }) {
    const [username, rawMinutes] = args.positionals;
    const minutes = Number(rawMinutes);
    if (!username || rawMinutes === undefined) throw new CliError(`请提供用户名和分钟数：${usage}`, 2);
    if (!Number.isInteger(minutes) || minutes < 0 || minutes > 525_600)
      throw new CliError('分钟数必须是 0-525600 的整数', 2);
    const reason = textFlag(args.flags, 'reason');
    const data = await (
      await client()
    ).post<z.infer<typeof ChatMuteResponseSchema>>(OperatorPath.chatMute, {
      username,
      minutes,
      ...(reason ? { reason } : {}),
    });
    if (minutes === 0) print(`已解除会员 ${data.username} 的禁言`);
    else print(`已禁言会员 ${data.username} ${minutes} 分钟，至 ${siteTime(data.until)}`);
  },
};
