import { OperatorPath, type NoticesListResponseSchema } from '@qilin/contract';
import type { z } from 'zod';
import type { Command } from '../command.ts';
import { renderTable } from '../table.ts';
import { clip, pageFlags, emptyPage, pageFooter, PAGE_FLAGS } from '../paging.ts';
import { siteTime } from '../site-time.ts';

export const noticesList: Command = {
  name: 'notices:list',
  usage: 'notices:list [--page n] [--size n]',
  summary: '列出站点公告（首页滚动公告，最新的在前）',
  accepts: { flags: PAGE_FLAGS, positionals: { min: 0, max: 0 } },
  async run({ args, client, print }) {
    const { pageNum, pageSize } = pageFlags(args);
    const data = await (
      await client()
    ).post<z.infer<typeof NoticesListResponseSchema>>(OperatorPath.noticesList, { pageNum, pageSize });
    if (data.list.length === 0) {
      print(emptyPage(data, '暂无公告。', '条公告'));
      return;
    }
    print(
      renderTable(
        ['编号', '标题', '内容', '发布时间'],
        data.list.map((n) => [String(n.id), n.title, clip(n.content), siteTime(n.publishedAt)]),
      ),
    );
    print(pageFooter(data, '条公告'));
  },
};
