import { BOOLEAN_FLAGS, type ParsedArgs } from './args.ts';
import { CliError } from './client.ts';
import type { Command } from './command.ts';

/** Flags every command takes: the server's address and `<command> --help` (operator.ts reads both). */
export const GLOBAL_FLAGS: readonly string[] = ['url', 'help'];

const usageLine = (command: Command) => `用法：npm run operator -- ${command.usage}`;

/**
 * Refuses, before anything is sent, what the command would otherwise ignore: an unknown flag (a typo of a
 * filter would list everything and look filtered), a flag whose value is missing, or more or fewer
 * positionals than it takes (`withdrawals:approve <no1> <no2>` would approve only the first). Exit 2.
 */
export const checkArgs = (command: Command, args: ParsedArgs): void => {
  const { accepts } = command;
  const known = [...accepts.flags, ...GLOBAL_FLAGS];
  const unknown = Object.keys(args.flags).filter((name) => !known.includes(name));
  if (unknown.length > 0)
    throw new CliError(
      `未知选项 ${unknown.map((name) => `--${name}`).join('、')}；本命令可用：${known.map((name) => `--${name}`).join(' ')}`,
      2,
    );
  // A value flag given bare parses as 'true' (args.ts); no value flag takes the word true as a value.
  const valueless = Object.keys(args.flags).find(
    (name) => !BOOLEAN_FLAGS.has(name) && args.flags[name] === 'true',
  );
  if (valueless !== undefined) throw new CliError(`--${valueless} 后面缺少取值`, 2);
  const { min, max } = accepts.positionals;
  const count = args.positionals.length;
  if (count > max)
    throw new CliError(`多余的参数：${args.positionals.slice(max).join(' ')}。${usageLine(command)}`, 2);
  if (count < min) throw new CliError(`缺少参数。${usageLine(command)}`, 2);
};
