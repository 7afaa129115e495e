import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OperatorPath } from '@qilin/contract';
import { startOperatorApiStandIn } from '../../test/operator-api-stand-in.ts';

/**
 * What the CLI puts on the wire, against a stand-in for the operator API that records each request and
 * answers it as the server would (a token for the login, the room for chat:block, an empty member page).
 */
describe('operator CLI requests', () => {
  let api: Awaited<ReturnType<typeof startOperatorApiStandIn>>;
  let base: string;
  let seen: Awaited<ReturnType<typeof startOperatorApiStandIn>>['seen'];

  beforeAll(async () => {
    api = await startOperatorApiStandIn((path, body) =>
      path.endsWith(OperatorPath.chatBlock)
        ? { rid: body.rid, name: '足球', blocked: body.blocked ?? true }
        : undefined,
    );
    base = api.url;
    seen = api.seen;
  });
  afterAll(() => api.close());
  beforeEach(() => {
    seen.length = 0;
  });

  const run = (args: string[], url = base) => api.run(args, url);

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
