import { OperatorPath, type ChatOperatorRoomsResponseSchema } from '@qilin/contract';
import type { z } from 'zod';
import type { Command } from '../command.ts';
import { renderTable } from '../table.ts';

export const chatRooms: Command = {
  name: 'chat:rooms',
  usage: 'chat:rooms',
  summary: '列出聊天室：状态、是否禁言、发言 VIP 等级与在线人数',
  accepts: { flags: [], positionals: { min: 0, max: 0 } },
  async run({ client, print }) {
    const data = await (
      await client()
    ).post<z.infer<typeof ChatOperatorRoomsResponseSchema>>(OperatorPath.chatRooms, {});
    if (data.list.length === 0) {
      print('还没有聊天室。');
      return;
    }
    print(
      renderTable(
        ['房间号', '站点', '名称', '类型', '赛事ID', '状态', '禁言', '发言VIP', '在线'],
        data.list.map((r) => [
          r.rid,
          r.siteId,
          r.name,
          r.category === 'sport' ? '赛事' : '综合',
          r.gameId || '-',
          r.destroyed ? '已销毁' : r.status === 'open' ? '开放' : '关闭',
          r.blocked ? '是' : '否',
          String(r.minVipLevel),
          String(r.online),
        ]),
      ),
    );
    print(`\n共 ${data.list.length} 个聊天室`);
  },
};
