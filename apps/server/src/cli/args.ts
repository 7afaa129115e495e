/**
 * `a b --flag value --other=value` -> positionals and flags; a flag with no value reads as 'true'.
 * A yes/no flag (BOOLEAN_FLAGS) takes the next word as its value only when that word is a yes/no word, so
 * `chat:block --off 12` keeps 12 as the room and `--off false` is read as false (bool-flag.ts).
 */
export interface ParsedArgs {
  positionals: string[];
  flags: Record<string, string>;
}

/** The flags that are yes or no; every other flag takes a value. */
export const BOOLEAN_FLAGS: ReadonlySet<string> = new Set([
  'help',
  'off',
  'forget-devices',
  'destroy',
  'full',
  'logins',
]);

/** The words a yes/no flag takes, in any case. */
export const BOOLEAN_WORDS: { yes: readonly string[]; no: readonly string[] } = {
  yes: ['true', '1', 'yes'],
  no: ['false', '0', 'no'],
};

const isBooleanWord = (word: string) =>
  BOOLEAN_WORDS.yes.includes(word.toLowerCase()) || BOOLEAN_WORDS.no.includes(word.toLowerCase());

export const parseArgs = (argv: readonly string[]): ParsedArgs => {
  const positionals: string[] = [];
  const flags: Record<string, string> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (arg === '--') continue;
    if (!arg.startsWith('--')) {
      positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    if (eq > 0) {
      flags[arg.slice(2, eq)] = arg.slice(eq + 1);
      continue;
    }
    const name = arg.slice(2);
    const next = argv[i + 1];
    const takesNext =
      next !== undefined && !next.startsWith('--') && (!BOOLEAN_FLAGS.has(name) || isBooleanWord(next));
    if (takesNext) {
      flags[name] = next;
      i += 1;
    } else {
      flags[name] = 'true';
    }
  }
  return { positionals, flags };
};
