import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Code, OperatorPath } from '@qilin/contract';
import { runCli } from './operator.ts';

interface Seen {
  path: string;
  body: Record<string, unknown>;
}

/**
 * What the CLI puts on the wire, against a stand-in for the operator API that records each request and
 * answers it as the server would (a token for the login, the room for chat:block, an empty member page).
 */
describe('operator CLI requests', () => {
  let server: Server;
  let base: string;
  const seen: Seen[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        const body = JSON.parse(raw || '{}') as Record<string, unknown>;
        const path = req.url ?? '';
        seen.push({ path, body });
        const data = path.endsWith(OperatorPath.login)
          ? { token: 't0k3n', role: 'admin' }
          : path.endsWith(OperatorPath.chatBlock)
            ? { rid: body.rid, name: '足球', blocked: body.blocked ?? true }
            : { list: [], total: 0, pageNum: 1, pageSize: 20 };
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ status_code: Code.Success, message: '成功', data }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    seen.length = 0;
  });

  const run = async (args: string[], url = base) => {
    let stdout = '';
    let stderr = '';
    const code = await runCli(
      ['--url', url, ...args],
      { OPERATOR_PASSWORD: 'secret-pass' },
      (t) => (stdout += `${t}\n`),
      (t) => (stderr += `${t}\n`),
    );
    return { code, stdout, stderr };
  };

  it('keeps the sub-path of --url, with or without its trailing slash', async () => {
    for (const url of [`${base}/qilin/`, `${base}/qilin`, `${base}/a/b//`]) {
      seen.length = 0;
      const res = await run(['members:list'], url);
      expect(res.code, res.stderr).toBe(0);
      const prefix = url.slice(base.length).replace(/\/+$/, '');
      expect(seen.map((s) => s.path)).toEqual([
        `${prefix}${OperatorPath.login}`,
        `${prefix}${OperatorPath.membersList}`,
      ]);
    }
    expect((await run(['members:list'])).code).toBe(0);
    expect(seen.at(-1)?.path).toBe(OperatorPath.membersList);
  });

  it('refuses a --url with a query or fragment, or not http(s), before sending anything', async () => {
    for (const url of [`${base}/qilin?x=1`, `${base}/#top`, 'ftp://host/', 'http://']) {
      const res = await run(['members:list'], url);
      expect(res.code, url).toBe(2);
      expect(res.stderr).toContain('--url 须是 http(s) 地址');
    }
    expect(seen).toEqual([]);
  });

  it('reads a yes/no flag by its value: --off false is not --off', async () => {
    const blocked = async (args: string[]) => {
      seen.length = 0;
      const res = await run(['chat:block', ...args]);
      expect(res.code, `${args.join(' ')}: ${res.stderr}`).toBe(0);
      const call = seen.find((s) => s.path === OperatorPath.chatBlock);
      expect(call?.body.rid, args.join(' ')).toBe('7');
      return call?.body.blocked;
    };
    expect(await blocked(['7'])).toBeUndefined();
    // `--off 7`: a yes/no flag never takes the room as its value.
    for (const args of [
      ['7', '--off'],
      ['7', '--off', 'true'],
      ['7', '--off', 'YES'],
      ['7', '--off=1'],
      ['--off', '7'],
    ])
      expect(await blocked(args), args.join(' ')).toBe(false);
    for (const args of [
      ['7', '--off', 'false'],
      ['7', '--off', 'no'],
      ['7', '--off=0'],
      ['7', '--off', 'False'],
    ])
      expect(await blocked(args), args.join(' ')).toBe(true);
  });

  it('refuses a yes/no flag with any other value, sending nothing', async () => {
    for (const args of [
      ['chat:block', '7', '--off=maybe'],
      ['chat:block', '7', '--off=off'],
      ['members:list', '--help=please'],
    ]) {
      const res = await run(args);
      expect(res.code, args.join(' ')).toBe(2);
      expect(res.stderr).toMatch(/--(off|help) 只能不带取值，或取 true\/false、1\/0、yes\/no/);
    }
    expect(seen).toEqual([]);
  });

  it('shows usage for --help and runs the command for --help false', async () => {
    const help = await run(['members:list', '--help', 'yes']);
    expect(help.stdout).toContain('用法：npm run operator -- members:list');
    expect(seen).toEqual([]);
    const ran = await run(['members:list', '--help', 'false']);
    expect(ran.code, ran.stderr).toBe(0);
    expect(seen.map((s) => s.path)).toContain(OperatorPath.membersList);
  });
});
