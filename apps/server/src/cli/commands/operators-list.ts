import { OperatorPath, type OperatorsListResponseSchema } from '@qilin/contract';
import type { z } from 'zod';
import type { Command } from '../command.ts';
import { ROLE_NAMES } from '../../modules/operator/permissions.ts';
import { siteTime } from '../site-time.ts';
import { renderTable } from '../table.ts';

export const operatorsList: Command = {
  name: 'operators:list',
  usage: 'operators:list',
  summary: '列出运营账号：角色、状态、登录锁定与最后登录时间（仅管理员）',
  accepts: { flags: [], positionals: { min: 0, max: 0 } },
  async run({ client, print }) {
    const data = await (
      await client()
    ).post<z.infer<typeof OperatorsListResponseSchema>>(OperatorPath.operatorsList, {});
    print(
      renderTable(
        ['用户名', '角色', '状态', '锁定至', '最后登录', '创建时间'],
        data.list.map((o) => [
          o.username,
          `${ROLE_NAMES[o.role]}（${o.role}）`,
          o.status === 'disabled' ? '已停用' : '正常',
          siteTime(o.lockedUntil),
          siteTime(o.lastLoginTime),
          siteTime(o.createdTime),
        ]),
      ),
    );
    print(`\n共 ${data.list.length} 个运营账号`);
  },
};
