import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import {
  Code,
  OperatorPath,
  type AuditListResponseSchema,
  type OperatorsListResponseSchema,
} from '@qilin/contract';
import type { z } from 'zod';
import { forEachDatabase } from '../../../test/harness.ts';
import { adminToken, createOperatorWithRole } from './test-support.ts';

type AuditPage = z.infer<typeof AuditListResponseSchema>;
type Operators = z.infer<typeof OperatorsListResponseSchema>;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

forEachDatabase('operator audit log and accounts', (server) => {
  it('lists the audit log newest first, filtered and paged, for admin and risk only', async () => {
    const s = server();
    const admin = bearer(await adminToken(s));
    const risk = await createOperatorWithRole(s, 'risk');
    // Three entries on one target: a refusal (unknown member) by risk, then two site switches by admin.
    const ghost = `gh${randomBytes(4).toString('hex')}`;
    expect(
      (await s.post(OperatorPath.membersFreeze, { username: ghost }, bearer(risk.token))).status_code,
    ).toBe(Code.NotFound);
    const list = async (body: Record<string, unknown>, as = admin) => {
      const res = await s.post<AuditPage>(OperatorPath.auditList, body, as);
      expect(res.status_code, res.message).toBe(Code.Success);
      return res.data;
    };
    // The log stamps rows with microseconds and `until` is exclusive: a row written in the same
    // millisecond as `before` would fall outside it, so let the clock move on either side.
    const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
    await tick();
    const before = new Date().toISOString();
    await tick();
    for (const value of [true, false])
      await s.post(OperatorPath.siteSet, { key: 'safeSwitch', value }, admin);

    const byGhost = await list({ target: ghost });
    expect(byGhost.list.map((r) => [r.operator, r.action, r.outcome])).toEqual([
      [risk.username, 'members.freeze', '6004'],
    ]);
    expect(byGhost.list[0]).toMatchObject({ target: ghost, detail: { reason: '' } });

    // Newest first, paged, with the filtered total.
    const switches = await list({ action: 'site.set', since: before, pageSize: 1 });
    expect(switches).toMatchObject({ total: 2, pageNum: 1, pageSize: 1 });
    expect(switches.list[0]?.detail).toEqual({ key: 'safeSwitch', value: false });
    const second = await list({ action: 'site.set', since: before, pageSize: 1, pageNum: 2 });
    expect(second.list[0]?.detail).toEqual({ key: 'safeSwitch', value: true });
    expect(second.list[0]!.id).toBeLessThan(switches.list[0]!.id);

    // An operator's entries, a prefix of actions, an outcome, a time window.
    const mine = await list({ operator: risk.username, pageSize: 100 });
    expect(mine.list.every((r) => r.operator === risk.username)).toBe(true);
    expect(mine.list.map((r) => r.action)).toEqual(['members.freeze', 'auth.login']);
    expect((await list({ operator: risk.username, action: 'members.*' })).list).toHaveLength(1);
    expect((await list({ operator: risk.username, outcome: '6004' })).list).toHaveLength(1);
    expect((await list({ operator: risk.username, outcome: 'ok' })).list.map((r) => r.action)).toEqual([
      'auth.login',
    ]);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect((await list({ since: future })).total).toBe(0);
    expect((await list({ target: ghost, until: before })).total).toBe(1);

    // Risk may read it (investigating is its work); support and finance may not, and the refusal is logged.
    expect((await list({ target: ghost }, bearer(risk.token))).total).toBe(1);
    for (const role of ['support', 'finance'] as const) {
      const other = await createOperatorWithRole(s, role);
      const refused = await s.post(OperatorPath.auditList, {}, bearer(other.token));
      expect(refused.status_code, role).toBe(Code.AccessDenied);
      const logged = await list({ operator: other.username, action: 'audit.list' });
      expect(logged.list.map((r) => r.outcome)).toEqual([String(Code.AccessDenied)]);
    }
  });

  it('refuses malformed filters with 6007', async () => {
    const s = server();
    const admin = bearer(await adminToken(s));
    for (const body of [
      { action: 'members.%' },
      { action: 'members.**' },
      { outcome: 'fine' },
      { since: 'yesterday' },
      { until: '2026-05-01 08:00' },
      // JavaScript reads year 0000; PostgreSQL has no year 0 (it answered 6005, found by the fuzz test).
      { since: '0000-02-29T10:00:00Z' },
      { until: '1969-12-31T23:59:59Z' },
      { pageSize: 101 },
      { operator: '' },
    ]) {
      const res = await s.post(OperatorPath.auditList, body, admin);
      expect(res.status_code, JSON.stringify(body)).toBe(Code.InvalidParameter);
    }
  });

  it('lists the operator accounts for admin only, with their locks and never a password hash', async () => {
    const s = server();
    const admin = bearer(await adminToken(s));
    const support = await createOperatorWithRole(s, 'support');
    for (let i = 0; i < 5; i += 1)
      await s.post(OperatorPath.login, { username: support.username, password: 'wrong-password' });
    const res = await s.post<Operators>(OperatorPath.operatorsList, {}, admin);
    expect(res.status_code, res.message).toBe(Code.Success);
    expect(JSON.stringify(res.data)).not.toMatch(/argon2|password/i);
    const row = (name: string) => res.data.list.find((o) => o.username === name);
    expect(row('admin')).toMatchObject({ role: 'admin', status: 'active', lockedUntil: '' });
    expect(row('admin')!.lastLoginTime).not.toBe('');
    expect(row(support.username)).toMatchObject({ role: 'support', status: 'active' });
    expect(Date.parse(row(support.username)!.lockedUntil)).toBeGreaterThan(Date.now());
    const risk = await createOperatorWithRole(s, 'risk');
    expect((await s.post(OperatorPath.operatorsList, {}, bearer(risk.token))).status_code).toBe(
      Code.AccessDenied,
    );
  });
});
