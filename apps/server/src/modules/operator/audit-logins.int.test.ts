import { expect, it } from 'vitest';
import { Code, OperatorPath, type AuditListResponseSchema } from '@qilin/contract';
import type { z } from 'zod';
import { forEachDatabase } from '../../../test/harness.ts';
import { runOperatorCli as cli } from '../../../test/operator-cli.ts';
import { adminToken, createOperatorWithRole } from './test-support.ts';

type AuditPage = z.infer<typeof AuditListResponseSchema>;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The rows of the CLI's table: the lines between the dashes under the header and the blank line. */
const tableRows = (stdout: string): string[] => {
  const lines = stdout.split('\n');
  const start = lines.findIndex((l) => /^-+( +-+)+$/.test(l));
  const end = lines.indexOf('', start);
  return lines.slice(start + 1, end);
};

forEachDatabase('audit:list leaves out logins by default', (server) => {
  it('counts and pages without the logins in the query, unless asked for or named', async () => {
    const s = server();
    const admin = bearer(await adminToken(s));
    // Three logins and four other entries by one support operator (refused reads of the log).
    const support = await createOperatorWithRole(s, 'support');
    for (let i = 0; i < 2; i += 1)
      await s.post(OperatorPath.login, { username: support.username, password: support.password });
    for (let i = 0; i < 4; i += 1)
      expect((await s.post(OperatorPath.auditList, {}, bearer(support.token))).status_code).toBe(
        Code.AccessDenied,
      );
    const list = async (body: Record<string, unknown>) => {
      const res = await s.post<AuditPage>(OperatorPath.auditList, body, admin);
      expect(res.status_code, res.message).toBe(Code.Success);
      return res.data;
    };
    const mine = { operator: support.username };

    // The API keeps its answer for callers that send nothing; logins: false leaves them out of the total.
    expect((await list(mine)).total).toBe(7);
    const page1 = await list({ ...mine, logins: false, pageSize: 3 });
    expect(page1.total).toBe(4);
    expect(page1.list).toHaveLength(3);
    const page2 = await list({ ...mine, logins: false, pageSize: 3, pageNum: 2 });
    expect(page2.list.map((r) => r.action)).toEqual(['audit.list']);
    // Named by the action filter (exactly or by a prefix), they are listed whatever `logins` says.
    expect((await list({ ...mine, logins: false, action: 'auth.login' })).total).toBe(3);
    expect((await list({ ...mine, logins: false, action: 'auth.*' })).total).toBe(3);
    expect((await list({ ...mine, logins: false, action: 'audit.*' })).total).toBe(4);
    expect((await s.post(OperatorPath.auditList, { logins: 'no' }, admin)).status_code).toBe(
      Code.InvalidParameter,
    );

    // The CLI: the four entries, counted as four, and a line saying logins were left out.
    const plain = await cli(s, ['audit:list', '--operator', support.username]);
    expect(plain.code, plain.stderr).toBe(0);
    expect(tableRows(plain.stdout).map((l) => l.split(/\s{2,}/)[2])).toEqual(Array(4).fill('audit.list'));
    expect(plain.stdout).toContain(
      '第 1/1 页，共 4 条记录\n未列出登录记录（auth.login），加 --logins 一并列出',
    );
    const paged = await cli(s, ['audit:list', '--operator', support.username, '--size', '3', '--page', '2']);
    expect(tableRows(paged.stdout)).toHaveLength(1);
    expect(paged.stdout).toContain('第 2/2 页，共 4 条记录');

    const all = await cli(s, ['audit:list', '--operator', support.username, '--logins']);
    expect(tableRows(all.stdout).filter((l) => l.includes('auth.login'))).toHaveLength(3);
    expect(all.stdout).toContain('第 1/1 页，共 7 条记录\n');
    expect(all.stdout).not.toContain('未列出登录记录');

    for (const action of ['auth.login', 'auth.*']) {
      const named = await cli(s, ['audit:list', '--operator', support.username, '--action', action]);
      expect(tableRows(named.stdout), action).toHaveLength(3);
      expect(tableRows(named.stdout).every((l) => l.includes('auth.login'))).toBe(true);
      expect(named.stdout).toContain('共 3 条记录\n');
    }
    // Only logins: the page says so, instead of claiming the log is empty.
    const reader = await createOperatorWithRole(s, 'risk');
    const none = await cli(s, ['audit:list', '--operator', reader.username]);
    expect(none.stdout).toBe(
      '没有符合条件的审计记录。\n未列出登录记录（auth.login），加 --logins 一并列出\n',
    );
    expect((await cli(s, ['audit:list', '--logins', 'maybe'])).code).toBe(2);
    const help = await cli(s, ['help'], 'not-the-password');
    expect(help.stdout).toContain('[--full] [--logins]');
    expect(help.stdout).toContain('默认不列登录记录（auth.login');
  });
});
