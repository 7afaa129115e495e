import { OperatorPath, type ChatOperatorRoomSchema } from '@qilin/contract';
import type { z } from 'zod';
import { CliError } from '../client.ts';
import type { Command } from '../command.ts';
import { boolFlag } from '../bool-flag.ts';

export const chatBlock: Command = {
  name: 'chat:block',
  usage: 'chat:block <rid> [--off [true|false]]',
  summary: '聊天室全员禁言（不带 --off 时在禁言与解除之间切换；--off 明确解除，--off false 明确禁言）',
  accepts: { flags: ['off'], positionals: { min: 1, max: 1 } },
  async run({ args, client, print }) {
    const rid = args.positionals[0];
    if (!rid) throw new CliError('请提供房间号：chat:block <rid> [--off [true|false]]', 2);
    // Absent toggles; given, it says which state the room ends in, so a repeat cannot flip it back.
    const off = boolFlag(args.flags, 'off');
    const room = await (
      await client()
    ).post<z.infer<typeof ChatOperatorRoomSchema>>(OperatorPath.chatBlock, {
      rid,
      ...(off === undefined ? {} : { blocked: !off }),
    });
    print(
      room.blocked
        ? `聊天室 ${room.rid}（${room.name}）已全员禁言`
        : `聊天室 ${room.rid}（${room.name}）已解除禁言`,
    );
  },
};
