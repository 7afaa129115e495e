import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, HealthPath, UserPath } from '@qilin/contract';
import { startTestServer, type TestServer } from '../../../test/harness.ts';

/** What every client relies on before any module: health, envelope for the unknown, SPA fallback, ids, docs. */
describe('platform HTTP behaviour', () => {
  let server: TestServer;
  const webDist = mkdtempSync(path.join(tmpdir(), 'qilin-dist-'));
  beforeAll(async () => {
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>qilin-spa</title>');
    server = await startTestServer({ kind: 'pglite' }, { env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('answers health with the database in use', async () => {
    const res = await fetch(server.url + HealthPath);
    expect(await res.json()).toEqual({ status: 'ok', database: 'pglite' });
  });

  it('serves the SPA for deep links and the 6004 envelope for unknown API paths', async () => {
    const page = await fetch(`${server.url}/mine/userinfo`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('qilin-spa');
    const api = await fetch(`${server.url}/site/api/v1/user/nothing-here`, { method: 'POST', body: '{}' });
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ status_code: Code.NotFound, data: null });
  });

  it('echoes a well-formed request id and makes one up otherwise', async () => {
    const given = await fetch(server.url + HealthPath, { headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers.get('x-request-id')).toBe('abc-123');
    const made = await fetch(server.url + HealthPath, { headers: { 'x-request-id': '<script>' } });
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers broken JSON and wrong content types with 6007, never a 500', async () => {
    const broken = await fetch(server.url + UserPath.login, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name": ',
    });
    expect(broken.status).toBe(200);
    expect(await broken.json()).toMatchObject({ status_code: Code.InvalidParameter });
    const text = await fetch(server.url + UserPath.login, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'name=a',
    });
    expect(await text.json()).toMatchObject({ status_code: Code.InvalidParameter });
  });

  it('reads a JSON call with an empty body as one without parameters (SPEC §7: some calls take no body)', async () => {
    const empty = await fetch(server.url + UserPath.defaultKaptcha, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '',
    });
    expect(await empty.json()).toMatchObject({ status_code: Code.Success });
    const poisoned = await fetch(server.url + UserPath.login, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"__proto__": {"admin": true}}',
    });
    expect(await poisoned.json()).toMatchObject({ status_code: Code.InvalidParameter });
  });

  it('publishes the OpenAPI document generated from the contract schemas', async () => {
    const doc = (await (await fetch(`${server.url}/docs/json`)).json()) as {
      paths: Record<string, { post?: { requestBody?: { content?: Record<string, unknown> } } }>;
    };
    expect(Object.keys(doc.paths[UserPath.login]?.post?.requestBody?.content ?? {})).toEqual([
      'application/json',
    ]);
    // The upload is documented as the multipart form it is, with its file field.
    expect(doc.paths[UserPath.uploadImage]?.post?.requestBody?.content).toEqual({
      'multipart/form-data': {
        schema: expect.objectContaining({
          required: ['file'],
          properties: { file: { type: 'string', format: 'binary' } },
        }),
      },
    });
    expect(Object.keys(doc.paths).length).toBeGreaterThan(40);
  });
});
