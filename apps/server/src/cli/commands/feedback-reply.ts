import { OperatorPath, type OperatorFeedback } from '@qilin/contract';
import { CliError } from '../client.ts';
import type { Command } from '../command.ts';

export const feedbackReply: Command = {
  name: 'feedback:reply',
  usage: 'feedback:reply <id> <text>',
  summary: '回复一条会员反馈（会员的未读反馈数加一，并收到站内信）',
  accepts: { flags: [], positionals: { min: 2, max: Infinity } },
  async run({ args, client, print }) {
    const [rawId, ...words] = args.positionals;
    const id = Number(rawId);
    // The text may arrive unquoted as several words: they are one reply.
    const content = words.join(' ').trim();
    if (!rawId || !Number.isInteger(id) || id < 1 || !content)
      throw new CliError('请提供反馈编号和回复内容：feedback:reply <id> <text>', 2);
    const f = await (await client()).post<OperatorFeedback>(OperatorPath.feedbackReply, { id, content });
    print(`已回复会员 ${f.username} 的反馈 #${f.id}（${f.typeName}），共 ${f.replyCount} 条回复`);
  },
};
