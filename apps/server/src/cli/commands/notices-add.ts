import { OperatorPath, type OperatorNotice } from '@qilin/contract';
import { CliError } from '../client.ts';
import type { Command } from '../command.ts';
import { textFlag } from '../text-flag.ts';

export const noticesAdd: Command = {
  name: 'notices:add',
  usage: 'notices:add --title <t> --body <b> [--title-tw <t>] [--body-tw <b>]',
  summary: '立即发布一条站点公告（首页公告栏即时可见）',
  accepts: { flags: ['title', 'body', 'title-tw', 'body-tw'], positionals: { min: 0, max: 0 } },
  async run({ args, client, print }) {
    const title = textFlag(args.flags, 'title');
    const body = textFlag(args.flags, 'body');
    if (!title || !body) throw new CliError(`请提供公告标题和内容：${noticesAdd.usage}`, 2);
    const titleTw = textFlag(args.flags, 'title-tw');
    const bodyTw = textFlag(args.flags, 'body-tw');
    const notice = await (
      await client()
    ).post<OperatorNotice>(OperatorPath.noticesAdd, {
      title,
      body,
      ...(titleTw ? { titleTw } : {}),
      ...(bodyTw ? { bodyTw } : {}),
    });
    print(`已发布公告 ${notice.id}：${notice.title}`);
  },
};
