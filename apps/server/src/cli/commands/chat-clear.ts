import { OperatorPath, type ChatOperatorRoomSchema } from '@qilin/contract';
import type { z } from 'zod';
import { CliError } from '../client.ts';
import type { Command } from '../command.ts';

export const chatClear: Command = {
  name: 'chat:clear',
  usage: 'chat:clear <rid>',
  summary: '清空聊天室的聊天记录（在线会员立即看到清空）',
  accepts: { flags: [], positionals: { min: 1, max: 1 } },
  async run({ args, client, print }) {
    const rid = args.positionals[0];
    if (!rid) throw new CliError('请提供房间号：chat:clear <rid>', 2);
    const room = await (
      await client()
    ).post<z.infer<typeof ChatOperatorRoomSchema>>(OperatorPath.chatClear, { rid });
    print(`已清空聊天室 ${room.rid}（${room.name}）的聊天记录`);
  },
};
