import { OperatorPath, type ChatOperatorRoomSchema } from '@qilin/contract';
import type { z } from 'zod';
import { boolFlag } from '../bool-flag.ts';
import { CliError } from '../client.ts';
import type { Command } from '../command.ts';

const usage = 'chat:room <rid> [--status open|closed] [--vip n] [--destroy]';

export const chatRoom: Command = {
  name: 'chat:room',
  usage,
  summary: '开放或关闭聊天室、设置发言所需 VIP 等级，或销毁聊天室',
  accepts: { flags: ['status', 'vip', 'destroy'], positionals: { min: 1, max: 1 } },
  async run({ args, client, print }) {
    const rid = args.positionals[0];
    if (!rid) throw new CliError(`请提供房间号：${usage}`, 2);
    const { status, vip } = args.flags;
    // `--destroy false` must not destroy the room (any text, even 'false', is truthy).
    const destroy = boolFlag(args.flags, 'destroy') === true;
    if (status !== undefined && status !== 'open' && status !== 'closed')
      throw new CliError('--status 只能是 open 或 closed', 2);
    const minVipLevel = vip === undefined ? undefined : Number(vip);
    if (minVipLevel !== undefined && (!Number.isInteger(minVipLevel) || minVipLevel < 0 || minVipLevel > 10))
      throw new CliError('--vip 必须是 0-10 的整数', 2);
    if (!destroy && status === undefined && minVipLevel === undefined)
      throw new CliError(`用法：${usage}`, 2);
    const room = await (
      await client()
    ).post<z.infer<typeof ChatOperatorRoomSchema>>(OperatorPath.chatRoomSet, {
      rid,
      ...(destroy ? { destroy: true } : {}),
      ...(status ? { status } : {}),
      ...(minVipLevel !== undefined ? { minVipLevel } : {}),
    });
    if (room.destroyed) print(`已销毁聊天室 ${room.rid}（${room.name}）`);
    else
      print(
        `聊天室 ${room.rid}（${room.name}）：${room.status === 'open' ? '开放' : '关闭'}，发言需 VIP${room.minVipLevel}`,
      );
  },
};
