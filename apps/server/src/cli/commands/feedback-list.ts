import { FeedbackStatusSchema, OperatorPath, type OperatorFeedbackPageSchema } from '@qilin/contract';
import type { z } from 'zod';
import { CliError } from '../client.ts';
import type { Command } from '../command.ts';
import { renderTable } from '../table.ts';

const STATUS_NAMES: Record<string, string> = { open: '待回复', replied: '已回复', closed: '已关闭' };
const PREVIEW = 40;

/** One line per feedback: long texts are cut so the table stays readable; reply by id to see it whole. */
const preview = (text: string) => {
  const flat = text.replace(/\s+/g, ' ');
  const chars = [...flat];
  return chars.length > PREVIEW ? `${chars.slice(0, PREVIEW).join('')}…` : flat;
};

export const feedbackList: Command = {
  name: 'feedback:list',
  usage: 'feedback:list [--status open|replied|closed] [--page n] [--size n]',
  summary: '列出会员反馈（待回复的在前，最新的在前）',
  async run({ args, client, print }) {
    const pageNum = Number(args.flags.page ?? '1');
    const pageSize = Number(args.flags.size ?? '20');
    if (!Number.isInteger(pageNum) || pageNum < 1) throw new CliError('--page 必须是正整数', 2);
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100)
      throw new CliError('--size 必须是 1-100 的整数', 2);
    const status = args.flags.status;
    if (status !== undefined && !FeedbackStatusSchema.safeParse(status).success)
      throw new CliError('--status 只能是 open（待回复）、replied（已回复）或 closed（已关闭）', 2);
    const data = await (
      await client()
    ).post<z.infer<typeof OperatorFeedbackPageSchema>>(OperatorPath.feedbackList, {
      pageNum,
      pageSize,
      ...(status ? { status } : {}),
    });
    if (data.list.length === 0) {
      print(status ? `没有${STATUS_NAMES[status] ?? status}的反馈。` : '暂无反馈。');
      return;
    }
    print(
      renderTable(
        ['编号', '会员', '类型', '内容', '图片', '关联记录', '状态', '回复数', '提交时间'],
        data.list.map((f) => [
          String(f.id),
          f.username,
          f.typeName,
          preview(f.content),
          String(f.images.length),
          f.relatedRef || '-',
          STATUS_NAMES[f.status] ?? f.status,
          String(f.replyCount),
          f.createdAt.replace('T', ' ').slice(0, 19),
        ]),
      ),
    );
    const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
    print(`\n第 ${data.pageNum}/${pages} 页，共 ${data.total} 条反馈`);
  },
};
