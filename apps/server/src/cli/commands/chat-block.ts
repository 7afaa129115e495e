import { OperatorPath, type ChatOperatorRoomSchema } from '@qilin/contract';
import type { z } from 'zod';
import { CliError } from '../client.ts';
import type { Command } from '../command.ts';

export const chatBlock: Command = {
  name: 'chat:block',
  usage: 'chat:block <rid> [--off]',
  summary: '聊天室全员禁言（再次执行则解除；--off 明确解除）',
  async run({ args, client, print }) {
    const rid = args.positionals[0];
    if (!rid) throw new CliError('请提供房间号：chat:block <rid> [--off]', 2);
    const room = await (
      await client()
    ).post<z.infer<typeof ChatOperatorRoomSchema>>(OperatorPath.chatBlock, {
      rid,
      ...(args.flags.off ? { blocked: false } : {}),
    });
    print(
      room.blocked
        ? `聊天室 ${room.rid}（${room.name}）已全员禁言`
        : `聊天室 ${room.rid}（${room.name}）已解除禁言`,
    );
  },
};
