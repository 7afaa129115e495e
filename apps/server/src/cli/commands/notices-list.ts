import { OperatorPath, type NoticesListResponseSchema } from '@qilin/contract';
import type { z } from 'zod';
import { CliError } from '../client.ts';
import type { Command } from '../command.ts';
import { renderTable } from '../table.ts';
import { time } from './withdrawals-format.ts';

const MAX_SHOWN = 40;
const short = (s: string) => (s.length > MAX_SHOWN ? `${s.slice(0, MAX_SHOWN)}…` : s);

export const noticesList: Command = {
  name: 'notices:list',
  usage: 'notices:list [--page n] [--size n]',
  summary: '列出站点公告（首页滚动公告，最新的在前）',
  async run({ args, client, print }) {
    const pageNum = Number(args.flags.page ?? '1');
    const pageSize = Number(args.flags.size ?? '20');
    if (!Number.isInteger(pageNum) || pageNum < 1) throw new CliError('--page 必须是正整数', 2);
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100)
      throw new CliError('--size 必须是 1-100 的整数', 2);
    const data = await (
      await client()
    ).post<z.infer<typeof NoticesListResponseSchema>>(OperatorPath.noticesList, { pageNum, pageSize });
    if (data.list.length === 0) {
      print('暂无公告。');
      return;
    }
    print(
      renderTable(
        ['编号', '标题', '内容', '发布时间'],
        data.list.map((n) => [
          String(n.id),
          n.title,
          short(n.content.replace(/\s+/g, ' ')),
          time(n.publishedAt),
        ]),
      ),
    );
    const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
    print(`\n第 ${data.pageNum}/${pages} 页，共 ${data.total} 条公告`);
  },
};
