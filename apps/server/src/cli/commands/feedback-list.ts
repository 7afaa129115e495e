import { FeedbackStatusSchema, OperatorPath, type OperatorFeedbackPageSchema } from '@qilin/contract';
import type { z } from 'zod';
import { CliError } from '../client.ts';
import type { Command } from '../command.ts';
import { siteTime } from '../site-time.ts';
import { renderTable } from '../table.ts';
import { clip, pageFlags, emptyPage, pageFooter, PAGE_FLAGS } from '../paging.ts';

const STATUS_NAMES: Record<string, string> = { open: '待回复', replied: '已回复', closed: '已关闭' };
export const feedbackList: Command = {
  name: 'feedback:list',
  usage: 'feedback:list [--status open|replied|closed] [--page n] [--size n]',
  summary: '列出会员反馈（待回复的在前，最新的在前）',
  accepts: { flags: ['status', ...PAGE_FLAGS], positionals: { min: 0, max: 0 } },
  async run({ args, client, print }) {
    const { pageNum, pageSize } = pageFlags(args);
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
      print(
        emptyPage(data, status ? `没有${STATUS_NAMES[status] ?? status}的反馈。` : '暂无反馈。', '条反馈'),
      );
      return;
    }
    print(
      renderTable(
        ['编号', '会员', '类型', '内容', '图片', '关联记录', '状态', '回复数', '提交时间'],
        data.list.map((f) => [
          String(f.id),
          f.username,
          f.typeName,
          clip(f.content),
          String(f.images.length),
          f.relatedRef || '-',
          STATUS_NAMES[f.status] ?? f.status,
          String(f.replyCount),
          siteTime(f.createdAt),
        ]),
      ),
    );
    print(pageFooter(data, '条反馈'));
  },
};
