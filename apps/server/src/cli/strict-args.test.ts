import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startOperatorApiStandIn } from '../../test/operator-api-stand-in.ts';
import { parseArgs } from './args.ts';
import { COMMANDS, findCommand } from './commands/index.ts';
import { checkArgs } from './strict-args.ts';

describe('the runner refuses arguments a command would ignore', () => {
  let api: Awaited<ReturnType<typeof startOperatorApiStandIn>>;
  beforeAll(async () => {
    api = await startOperatorApiStandIn();
  });
  afterAll(() => api.close());
  beforeEach(() => {
    api.seen.length = 0;
  });

  it('refuses extra positionals with the usage, sending nothing (exit 2)', async () => {
    for (const [args, extra, usage] of [
      [['withdrawals:approve', 'W1', 'W2'], 'W2', 'withdrawals:approve <orderNo>'],
      [['credit', 'alice', '10', '20', '--reason', '补发'], '20', 'credit <username> <amount>'],
      [['members:list', 'alice'], 'alice', 'members:list [--keyword k]'],
    ] as const) {
      const res = await api.run(args);
      expect(res.code, args.join(' ')).toBe(2);
      expect(res.stderr).toContain(`多余的参数：${extra}。用法：npm run operator -- ${usage}`);
    }
    expect(api.seen).toEqual([]);
  });

  it('refuses too few positionals with the usage', async () => {
    const res = await api.run(['matches:score', '123', '2']);
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('缺少参数。用法：npm run operator -- matches:score <gameId> <home> <away>');
    expect(api.seen).toEqual([]);
  });

  it('refuses an unknown flag, naming the ones the command takes', async () => {
    for (const args of [
      ['withdrawals:list', '--member', 'x'],
      ['withdrawals:list', '--staus', 'reviewing'],
      ['withdrawals:list', '--staus=reviewing'],
    ]) {
      const res = await api.run(args);
      expect(res.code, args.join(' ')).toBe(2);
      expect(res.stderr).toContain(
        `未知选项 ${args[1]?.split('=')[0]}；本命令可用：--status --page --size --url --help`,
      );
    }
    const none = await api.run(['operators:list', '--all']);
    expect(none.stderr).toContain('未知选项 --all；本命令可用：--url --help');
    expect(api.seen).toEqual([]);
  });

  it('refuses a value flag given without its value', async () => {
    for (const [args, flag] of [
      [['credit', 'alice', '10', '--reason', '补发', '--key'], '--key'],
      [['withdrawals:list', '--status'], '--status'],
      [['chat:room', '7', '--vip', '--status', 'open'], '--vip'],
      [['members:list', '--url'], '--url'],
    ] as const) {
      const res = await api.run(args);
      expect(res.code, args.join(' ')).toBe(2);
      expect(res.stderr).toContain(`${flag} 后面缺少取值`);
    }
    expect(api.seen).toEqual([]);
  });

  it('keeps the global flags, yes/no flags and many-word texts working', async () => {
    for (const args of [
      ['withdrawals:list', '--status', 'reviewing', '--page', '2', '--size', '5'],
      ['members:logout', 'alice', '--reason', '手机丢失', '--forget-devices'],
      ['chat:block', '7', '--off'],
      ['chat:notify', '今晚', '维护', '--rid', '7'],
      ['feedback:reply', '12', '您好，', '已处理'],
    ]) {
      const res = await api.run(args);
      expect(res.stderr, args.join(' ')).not.toContain('错误');
    }
    // --help wins over anything else on the line: the usage, nothing sent.
    const help = await api.run(['withdrawals:approve', 'W1', 'W2', '--staus', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('用法：npm run operator -- withdrawals:approve');
    expect(api.sent().map((s) => s.path)).toHaveLength(5);
  });
});

/** Each command's file by its name: credit and debit share one. */
const sourceOf = (name: string): string => {
  const file = name === 'credit' || name === 'debit' ? 'wallet-adjust' : name.replace(':', '-');
  return readFileSync(new URL(`./commands/${file}.ts`, import.meta.url), 'utf8');
};

/** The flag names a command's code reads: textFlag(args.flags, 'x'), args.flags.x, { x } = args.flags, pageFlags. */
const flagsRead = (source: string): string[] => {
  const read = new Set<string>();
  for (const m of source.matchAll(/Flag\(args\.flags, '([a-z-]+)'/g)) read.add(m[1] ?? '');
  for (const m of source.matchAll(/args\.flags\.([a-zA-Z]+)/g)) read.add(m[1] ?? '');
  for (const m of source.matchAll(/\{([^}]*)\} = args\.flags/g))
    for (const name of (m[1] ?? '').split(',')) read.add(name.trim());
  if (source.includes('pageFlags(args)')) ['page', 'size'].forEach((name) => read.add(name));
  return [...read].sort();
};

describe('every command declares what it accepts', () => {
  it('declares exactly the flags its code reads', () => {
    for (const command of COMMANDS) {
      expect([...command.accepts.flags].sort(), command.name).toEqual(flagsRead(sourceOf(command.name)));
    }
  });

  it('takes every documented form of each command', () => {
    for (const line of [
      'members:list --keyword ab --page 2 --size 50',
      'members:freeze alice --reason 风控',
      'members:unfreeze alice',
      'members:unlock alice --reason 来电 --lock all',
      'members:logout alice --reason 来电 --forget-devices',
      'site:set captchaMode picture --site demo',
      'credit alice 10 --reason 补发 --key retry-key-0001',
      'debit alice 10 --reason 扣回',
      'ledger:check',
      'withdrawals:list --status reviewing --page 1 --size 20',
      'withdrawals:show W1',
      'withdrawals:approve W1',
      'withdrawals:reject W1 --reason 账户异常',
      'deposits:exceptions --state all --page 1 --size 20',
      'deposits:resolve 3 credit --reason 核实',
      'matches:list --sport FT --status live --limit 10',
      'matches:score 123 2 1',
      'matches:finish 123',
      'matches:void 123 D1',
      'matches:void 123 DB 暴雨 中断',
      'matches:restore 123',
      'feed:push feed.json',
      'tickets:list --member alice --status settled --limit 10',
      'messages:send --to all --type notice --title t --body b --title-tw t --body-tw b',
      'notices:list --page 1 --size 5',
      'notices:add --title t --body b --title-tw t --body-tw b',
      'notices:remove 3',
      'feedback:list --status open --page 1 --size 5',
      'feedback:reply 3 您好 已处理',
      'feedback:close 3',
      'help:set agent --lang zh-CN --title t --file a.md --site demo',
      'help:reset agent --lang zh-TW --site demo',
      'chat:rooms',
      'chat:mute alice 10 --reason 广告',
      'chat:block 7 --off false',
      'chat:clear 7',
      'chat:words',
      'chat:words add 坏词',
      'chat:room 7 --status open --vip 3 --destroy',
      'chat:notify 今晚 维护 --rid 7',
      'audit:list --operator admin --action members.* --target alice --outcome ok --since 1h --until 2026-05-01 --page 1 --size 5',
      'audit:list --logins --full',
      'operators:list',
      'help',
    ]) {
      const [name = '', ...rest] = line.split(' ');
      const command = findCommand(name);
      expect(command, name).toBeDefined();
      if (command)
        expect(() => checkArgs(command, parseArgs(['--url', 'http://x', ...rest])), line).not.toThrow();
    }
  });
});
