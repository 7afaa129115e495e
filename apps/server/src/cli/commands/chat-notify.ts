import { OperatorPath } from '@qilin/contract';
import { CliError } from '../client.ts';
import type { Command } from '../command.ts';
import { textFlag } from '../text-flag.ts';

const usage = 'chat:notify <text> [--rid room]';

export const chatNotify: Command = {
  name: 'chat:notify',
  usage,
  summary: '向一个聊天室或全站在线会员发送系统通知',
  accepts: { flags: ['rid'], positionals: { min: 1, max: Infinity } },
  async run({ args, client, print }) {
    const text = args.positionals.join(' ').trim();
    if (!text) throw new CliError(`请提供通知内容：${usage}`, 2);
    const rid = textFlag(args.flags, 'rid');
    await (await client()).post(OperatorPath.chatNotify, { text, ...(rid ? { rid } : {}) });
    print(rid ? `已向聊天室 ${rid} 发送通知` : '已向全站在线会员发送通知');
  },
};
