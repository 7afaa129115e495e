import { CliError } from './client.ts';

/**
 * A text flag's value, undefined when the flag is absent. A flag given without a value parses as 'true':
 * that is a mistake (`--reason` with the text forgotten), refused with exit 2 rather than sent as the text
 * "true" or silently dropped (`chat:notify hi --rid` must not go to every room).
 */
export const textFlag = (flags: Record<string, string>, name: string): string | undefined => {
  const v = flags[name];
  if (v === 'true') throw new CliError(`--${name} 后面缺少取值`, 2);
  return v;
};
