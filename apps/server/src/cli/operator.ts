/**
 * The operator CLI: `npm run operator -- --url <base> <command> [args]`. It speaks to the running
 * server's operator API over HTTP, never to the database files (PGlite is single-process).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from './args.ts';
import { boolFlag } from './bool-flag.ts';
import { CliError, login, type OperatorClient } from './client.ts';
import { COMMANDS, findCommand } from './commands/index.ts';
import { checkArgs } from './strict-args.ts';

const DEFAULT_URL = 'http://localhost:8080';

/** OPERATOR_PASSWORD, else the password the server generated at first start (same machine, default paths). */
const operatorPassword = (env: NodeJS.ProcessEnv): string => {
  if (env.OPERATOR_PASSWORD) return env.OPERATOR_PASSWORD;
  const file = path.resolve(env.DATA_DIR ?? './data', 'operator-password.txt');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  throw new CliError(
    '请设置 OPERATOR_PASSWORD（或在服务器的 DATA_DIR 下运行，以读取 operator-password.txt）',
    2,
  );
};

export const runCli = async (
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  print: (text: string) => void,
  printError: (text: string) => void = (text) => console.error(text),
): Promise<number> => {
  const args = parseArgs(argv);
  const first = args.positionals.shift();
  const name = first === undefined || first === '-h' ? 'help' : first;
  const command = findCommand(name);
  try {
    if (!command)
      throw new CliError(`未知命令 ${name}。可用命令：${COMMANDS.map((c) => c.name).join('、')}`, 2);
    // `<command> --help` (or -h) shows that command's usage and never runs it: `withdrawals:approve <no>
    // --help` must not approve anything.
    const askedForHelp = boolFlag(args.flags, 'help') === true || args.positionals.includes('-h');
    if (askedForHelp && command.name !== 'help') {
      print(`用法：npm run operator -- ${command.usage}\n  ${command.summary}`);
      return 0;
    }
    if (!askedForHelp) checkArgs(command, args);
    const url = args.flags.url ?? DEFAULT_URL;
    if (!/^https?:\/\/[^\s?#]+$/.test(url) || !URL.canParse(url))
      throw new CliError(`--url 须是 http(s) 地址，可带路径，不带 ? 或 #：${url}`, 2);
    let client: Promise<OperatorClient> | null = null;
    await command.run({
      args,
      print,
      client: () => (client ??= login(url, env.OPERATOR_USER || 'admin', operatorPassword(env))),
    });
    return 0;
  } catch (error) {
    if (error instanceof CliError) {
      printError(`错误：${error.message}`);
      return error.exitCode;
    }
    throw error;
  }
};

// Run only as the entry point, so tests can import runCli.
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  process.exitCode = await runCli(process.argv.slice(2), process.env, (text) => console.log(text));
}
