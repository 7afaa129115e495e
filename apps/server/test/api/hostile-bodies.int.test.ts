import { readFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import {
  Code,
  codeMessages,
  GamePath,
  OperatorPath,
  SportsResourceMethods,
  UserPath,
  type VenueLaunchResponse,
} from '@qilin/contract';
import { z } from 'zod';
import { forEachDatabase } from '../harness.ts';
import { registerAndLogin, type Account } from '../../src/modules/identity/test-support.ts';
import { createOperatorWithRole } from '../../src/modules/operator/test-support.ts';
import { expectLedgerOk } from '../../src/modules/ledger/test-support.ts';
import { junk, nearValid, type JsonSchema } from './schema-arbitrary.ts';

/**
 * Every route of docs/api/openapi.json under bodies built from its own request schema, mostly well-shaped
 * and sometimes junk, sent with a member's token and an admin operator's: each answer is a SPEC envelope
 * with a known code and never the catch-all 6005 ("Bad input gets a clear error in SPEC's codes").
 */
interface Operation {
  summary?: string;
  requestBody?: { content?: { 'application/json'?: { schema?: JsonSchema } } };
}

const spec = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../../../docs/api/openapi.json'), 'utf8'),
) as { paths: Record<string, { post?: Operation; get?: Operation }> };

/** Routes that would end the very sessions the test calls with; each has its own tests. */
const SKIPPED = new Set<string>([UserPath.logout, OperatorPath.siteSet]);

const routes = Object.entries(spec.paths).flatMap(([url, ops]) =>
  (['post', 'get'] as const).flatMap((method) => {
    const op = ops[method];
    if (!op || SKIPPED.has(url)) return [];
    const schema = op.requestBody?.content?.['application/json']?.schema;
    return [{ url, method, body: schema ? nearValid(schema) : junk }];
  }),
);

// QILIN_HOSTILE_RUNS raises the count for a longer local hunt.
const RUNS_PER_ROUTE = Number(process.env.QILIN_HOSTILE_RUNS ?? 12);
const known = new Set(Object.keys(codeMessages).map(Number));

forEachDatabase('every route under hostile bodies', (server) => {
  let member: Account;
  let operatorToken: string;
  beforeAll(async () => {
    member = await registerAndLogin(server());
    operatorToken = (await createOperatorWithRole(server(), 'admin')).token;
  });

  it('lists the routes it probes', () => {
    expect(routes.length).toBeGreaterThan(100);
  });

  it('answers every body with a SPEC code, never 6005', async () => {
    const send = async (route: (typeof routes)[number], body: unknown) => {
      const headers: Record<string, string> = {
        authorization: `Bearer ${operatorToken}`,
        'idempotency-key': `h${randomBytes(10).toString('hex')}`,
      };
      if (route.method === 'post') return member.client.post(route.url, body, headers);
      const query =
        body && typeof body === 'object' && !Array.isArray(body)
          ? `?${new URLSearchParams(Object.entries(body).map(([k, v]): [string, string] => [k, String(v)])).toString()}`
          : '';
      const res = await member.client.get(route.url + query, headers);
      return (await res.json()) as { status_code: number; message: string };
    };
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(route.body, async (body) => {
          const res = await send(route, body);
          const where = `${route.url} ${JSON.stringify(body)} -> ${res.status_code} ${res.message}`;
          expect(known.has(res.status_code), where).toBe(true);
          expect(res.status_code, where).not.toBe(Code.ServerError);
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
    }
    await expectLedgerOk(server());
  }, 300_000);

  it('answers every sport page method (venue/resource) with a SPEC code, never 6005', async () => {
    const launch = await member.client.post<VenueLaunchResponse>(GamePath.launch, {
      enName: 'crty',
      gameCode: 'crty',
    });
    expect(launch.status_code, launch.message).toBe(Code.Success);
    for (const [method, { params }] of Object.entries(SportsResourceMethods)) {
      const schema = z.toJSONSchema(params, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
      await fc.assert(
        fc.asyncProperty(nearValid(schema), async (fields) => {
          const Request =
            fields && typeof fields === 'object' && !Array.isArray(fields)
              ? { timestamp: Date.now(), token: launch.data.token, ...fields }
              : fields;
          const res = await member.client.post(
            GamePath.resource,
            { method, enName: 'crty', Request },
            { 'idempotency-key': `h${randomBytes(10).toString('hex')}` },
          );
          const where = `${method} ${JSON.stringify(fields)} -> ${res.status_code} ${res.message}`;
          expect(known.has(res.status_code), where).toBe(true);
          expect(res.status_code, where).not.toBe(Code.ServerError);
        }),
        { numRuns: RUNS_PER_ROUTE * 2 },
      );
    }
    await expectLedgerOk(server());
  }, 300_000);
});
