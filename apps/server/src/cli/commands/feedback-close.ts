import { OperatorPath, type OperatorFeedback } from '@qilin/contract';
import { CliError } from '../client.ts';
import type { Command } from '../command.ts';

export const feedbackClose: Command = {
  name: 'feedback:close',
  usage: 'feedback:close <id>',
  summary: '关闭一条会员反馈（会员看到“已关闭”；之后再回复会重新打开）',
  accepts: { flags: [], positionals: { min: 1, max: 1 } },
  async run({ args, client, print }) {
    const [rawId] = args.positionals;
    const id = Number(rawId);
    if (!rawId || !Number.isInteger(id) || id < 1)
      throw new CliError('请提供反馈编号：feedback:close <id>', 2);
    const f = await (await client()).post<OperatorFeedback>(OperatorPath.feedbackClose, { id });
    print(`已关闭会员 ${f.username} 的反馈 #${f.id}（${f.typeName}）`);
  },
};
