import { LetterTypeSchema, OperatorPath, type MessagesSendResponseSchema } from '@qilin/contract';
import type { z } from 'zod';
import { CliError } from '../client.ts';
import type { Command } from '../command.ts';
import { textFlag } from '../text-flag.ts';

const TYPE_NAMES: Record<string, string> = {
  notice: '通知',
  activity: '活动',
  bulletin: '公告',
  match: '赛事',
  fd: '反馈',
};

export const messagesSend: Command = {
  name: 'messages:send',
  usage:
    'messages:send --to <username|all> --type notice|activity|bulletin|match|fd --title <t> --body <b> [--title-tw <t>] [--body-tw <b>]',
  summary: '给一名会员或全站（--to all）发送站内信；公告与赛事只能发给全站',
  accepts: { flags: ['to', 'type', 'title', 'body', 'title-tw', 'body-tw'], positionals: { min: 0, max: 0 } },
  async run({ args, client, print }) {
    const to = textFlag(args.flags, 'to');
    const type = textFlag(args.flags, 'type');
    const title = textFlag(args.flags, 'title');
    const body = textFlag(args.flags, 'body');
    if (!to || !type || !title || !body)
      throw new CliError(`请提供收件人、类型、标题和内容：${messagesSend.usage}`, 2);
    if (!LetterTypeSchema.safeParse(type).success)
      throw new CliError(`--type 只能是 ${LetterTypeSchema.options.join('、')}`, 2);
    const titleTw = textFlag(args.flags, 'title-tw');
    const bodyTw = textFlag(args.flags, 'body-tw');
    const sent = await (
      await client()
    ).post<z.infer<typeof MessagesSendResponseSchema>>(OperatorPath.messagesSend, {
      to,
      type,
      title,
      body,
      ...(titleTw ? { titleTw } : {}),
      ...(bodyTw ? { bodyTw } : {}),
    });
    print(
      sent.broadcast
        ? `已向全站发送${TYPE_NAMES[sent.type] ?? sent.type}站内信（编号 ${sent.id}）：${title}`
        : `已向会员 ${sent.to} 发送${TYPE_NAMES[sent.type] ?? sent.type}站内信（编号 ${sent.id}）：${title}`,
    );
  },
};
