import { OperatorPath, type MembersListResponseSchema } from '@qilin/contract';
import type { z } from 'zod';
import { CliError } from '../client.ts';
import type { Command } from '../command.ts';
import { renderTable } from '../table.ts';

const yesNo = (b: boolean) => (b ? '是' : '否');
const time = (iso: string) => (iso ? iso.replace('T', ' ').slice(0, 19) : '-');

export const membersList: Command = {
  name: 'members:list',
  usage: 'members:list [--keyword k] [--page n] [--size n]',
  summary: '列出会员（可按用户名关键字筛选）',
  async run({ args, client, print }) {
    const pageNum = Number(args.flags.page ?? '1');
    const pageSize = Number(args.flags.size ?? '20');
    if (!Number.isInteger(pageNum) || pageNum < 1) throw new CliError('--page 必须是正整数', 2);
    if (!Number.isInteger(pageSize) || pageSize < 1) throw new CliError('--size 必须是正整数', 2);
    const keyword = args.flags.keyword;
    const data = await (
      await client()
    ).post<z.infer<typeof MembersListResponseSchema>>(OperatorPath.membersList, {
      pageNum,
      pageSize,
      ...(keyword ? { keyword } : {}),
    });
    if (data.list.length === 0) {
      print(keyword ? `没有用户名包含“${keyword}”的会员。` : '暂无会员。');
      return;
    }
    print(
      renderTable(
        ['用户名', '状态', '绑定手机', '实名', '注册时间', '最后登录'],
        data.list.map((m) => [
          m.name,
          m.status === 'frozen' ? '已冻结' : '正常',
          yesNo(m.bindPhone),
          yesNo(m.bindRealName),
          time(m.registerTime),
          time(m.lastLoginTime),
        ]),
      ),
    );
    const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
    print(`\n第 ${data.pageNum}/${pages} 页，共 ${data.total} 名会员`);
  },
};
