import { OperatorPath, type OperatorNotice } from '@qilin/contract';
import { CliError } from '../client.ts';
import type { Command } from '../command.ts';

export const noticesRemove: Command = {
  name: 'notices:remove',
  usage: 'notices:remove <id>',
  summary: '删除一条站点公告（编号见 notices:list）',
  accepts: { flags: [], positionals: { min: 1, max: 1 } },
  async run({ args, client, print }) {
    const raw = args.positionals[0] ?? '';
    const id = Number(raw);
    if (!/^\d+$/.test(raw) || !Number.isSafeInteger(id) || id < 1)
      throw new CliError(`请提供公告编号：${noticesRemove.usage}`, 2);
    const notice = await (await client()).post<OperatorNotice>(OperatorPath.noticesRemove, { id });
    print(`已删除公告 ${notice.id}：${notice.title}`);
  },
};
