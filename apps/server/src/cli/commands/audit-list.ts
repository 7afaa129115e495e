import {
  AuditListRequestSchema,
  codeMessages,
  OperatorPath,
  type AuditListResponseSchema,
  type ResponseCode,
} from '@qilin/contract';
import type { z } from 'zod';
import { CliError } from '../client.ts';
import type { Command } from '../command.ts';
import { clip, emptyPage, pageFlags, pageFooter, PAGE_FLAGS } from '../paging.ts';
import { siteTime } from '../site-time.ts';
import { renderTable } from '../table.ts';
import { textFlag } from '../text-flag.ts';
import { timeFlag } from '../time-flag.ts';
import { boolFlag } from '../bool-flag.ts';

type AuditPage = z.infer<typeof AuditListResponseSchema>;

const usage =
  'audit:list [--operator name] [--action members.freeze|members.*] [--target t] ' +
  '[--outcome ok|unchanged|error|6003] [--since time] [--until time] [--page n] [--size n] [--full] [--logins]';

/** ok / unchanged / error in words; a SPEC code with its meaning (6003 请求被拒绝). */
export const outcomeText = (outcome: string): string => {
  if (outcome === 'ok') return '成功';
  if (outcome === 'unchanged') return '无变化';
  if (outcome === 'error') return '出错';
  const meaning = codeMessages[Number(outcome) as ResponseCode] as string | undefined;
  return meaning ? `${outcome} ${meaning}` : outcome;
};

/** A field the server would refuse, refused here first with the flag's name (exit 2). */
const checked = (
  name: string,
  value: string | undefined,
  schema: z.ZodType,
  hint: string,
): string | undefined => {
  if (value !== undefined && !schema.safeParse(value).success) throw new CliError(`--${name} ${hint}`, 2);
  return value;
};

export const auditList: Command = {
  name: 'audit:list',
  usage,
  summary:
    '查看运营审计日志（新的在前）：谁在何时做了什么、结果如何；时间为北京时间，--until 只写日期时含当天；' +
    '默认不列登录记录（auth.login，每条命令都会登录一次），--logins 或 --action auth.login 时列出',
  accepts: {
    flags: ['operator', 'action', 'target', 'outcome', 'since', 'until', 'full', 'logins', ...PAGE_FLAGS],
    positionals: { min: 0, max: 0 },
  },
  async run({ args, client, print }) {
    const { pageNum, pageSize } = pageFlags(args);
    // The detail (an adjustment's reason, a freeze's grounds) is cut to keep the table readable; --full
    // shows it whole, for an audit that needs the reason.
    const full = boolFlag(args.flags, 'full') === true;
    // Every command logs in, so the logins would be half the log: left out by the server (the total and
    // the pages count without them) unless asked for, or named by --action (the server keeps those).
    const logins = boolFlag(args.flags, 'logins') === true;
    const shape = AuditListRequestSchema.shape;
    const now = new Date();
    const filters = {
      operator: textFlag(args.flags, 'operator'),
      action: checked(
        'action',
        textFlag(args.flags, 'action'),
        shape.action,
        '须是操作名（如 members.freeze），或以 * 结尾的前缀（如 members.*）',
      ),
      target: textFlag(args.flags, 'target'),
      outcome: checked(
        'outcome',
        textFlag(args.flags, 'outcome'),
        shape.outcome,
        '只能是 ok、unchanged、error 或 4 位代码（如 6003）',
      ),
      since: timeFlag(args.flags, 'since', now),
      until: timeFlag(args.flags, 'until', now, true),
    };
    if (filters.since && filters.until && filters.since >= filters.until)
      throw new CliError('--since 须早于 --until', 2);
    const query = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined));
    const data = await (
      await client()
    ).post<AuditPage>(OperatorPath.auditList, { pageNum, pageSize, ...query, logins });
    // Said under every page the logins were left out of, so a short log never looks complete.
    const loginsHint = logins || filters.action ? '' : '\n未列出登录记录（auth.login），加 --logins 一并列出';
    if (data.list.length === 0) {
      const filtered = Object.keys(query).length > 0;
      print(emptyPage(data, filtered ? '没有符合条件的审计记录。' : '暂无审计记录。', '条记录') + loginsHint);
      return;
    }
    print(
      renderTable(
        ['时间', '操作员', '操作', '对象', '结果', '详情', 'IP'],
        data.list.map((r) => [
          siteTime(r.at),
          r.operator,
          r.action,
          r.target || '-',
          outcomeText(r.outcome),
          Object.keys(r.detail).length
            ? full
              ? JSON.stringify(r.detail)
              : clip(JSON.stringify(r.detail), 60)
            : '-',
          r.ip || '-',
        ]),
      ),
    );
    print(pageFooter(data, '条记录') + loginsHint);
  },
};
