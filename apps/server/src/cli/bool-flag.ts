import { BOOLEAN_WORDS } from './args.ts';
import { CliError } from './client.ts';

/**
 * A yes/no flag: given alone, or as true/1/yes, true; as false/0/no, false; undefined when absent (a command
 * may treat "not given" apart from "no"). Any other value is refused (exit 2) rather than guessed:
 * `--off maybe` acting as `--off` would do the opposite of what `--off false` means.
 */
export const boolFlag = (flags: Record<string, string>, name: string): boolean | undefined => {
  const v = flags[name];
  if (v === undefined) return undefined;
  const word = v.toLowerCase();
  if (BOOLEAN_WORDS.yes.includes(word)) return true;
  if (BOOLEAN_WORDS.no.includes(word)) return false;
  throw new CliError(`--${name} 只能不带取值，或取 true/false、1/0、yes/no（收到“${v}”）`, 2);
};
