import { OperatorPath, type MembersListWithBalancesResponseSchema } from '@qilin/contract';
import type { z } from 'zod';
import type { Command } from '../command.ts';
import { textFlag } from '../text-flag.ts';
import { siteTime } from '../site-time.ts';
import { renderTable } from '../table.ts';
import { pageFlags, emptyPage, pageFooter, PAGE_FLAGS } from '../paging.ts';
import { yuan } from '../yuan.ts';

const yesNo = (b: boolean) => (b ? '是' : '否');

const HEADERS = [
  '用户名',
  '状态',
  '中心钱包',
  '提现锁定',
  '场馆余额',
  '绑定手机',
  '实名',
  '注册时间',
  '最后登录',
];
/** The three amounts, right-aligned so their decimals line up. */
const MONEY_COLUMNS = [2, 3, 4];

export const membersList: Command = {
  name: 'members:list',
  usage: 'members:list [--keyword k] [--page n] [--size n]',
  summary: '列出会员（可按用户名关键字筛选），含中心钱包余额、提现锁定金额与各场馆余额合计',
  accepts: { flags: ['keyword', ...PAGE_FLAGS], positionals: { min: 0, max: 0 } },
  async run({ args, client, print }) {
    const { pageNum, pageSize } = pageFlags(args);
    const keyword = textFlag(args.flags, 'keyword');
    const data = await (
      await client()
    ).post<z.infer<typeof MembersListWithBalancesResponseSchema>>(OperatorPath.membersList, {
      pageNum,
      pageSize,
      ...(keyword ? { keyword } : {}),
    });
    if (data.list.length === 0) {
      print(emptyPage(data, keyword ? `没有用户名包含“${keyword}”的会员。` : '暂无会员。', '名会员'));
      return;
    }
    print(
      renderTable(
        HEADERS,
        data.list.map((m) => [
          m.name,
          m.status === 'frozen' ? '已冻结' : '正常',
          yuan(m.centerWalletBalance),
          yuan(m.lockedBalance),
          yuan(m.venueBalance),
          yesNo(m.bindPhone),
          yesNo(m.bindRealName),
          siteTime(m.registerTime),
          siteTime(m.lastLoginTime),
        ]),
        { right: MONEY_COLUMNS },
      ),
    );
    print(pageFooter(data, '名会员'));
  },
};
