import type { ParsedArgs } from './args.ts';
import type { OperatorClient } from './client.ts';

export interface CommandContext {
  args: ParsedArgs;
  /** Logs in on first use, so commands that need no server (help) never ask for credentials. */
  client(): Promise<OperatorClient>;
  print(text: string): void;
}

/**
 * What a command takes on its command line besides the flags every command takes (GLOBAL_FLAGS): its own
 * flags, without the leading --, and how many positionals (max Infinity: text that may arrive unquoted as
 * several words). The runner refuses anything else before the command runs (strict-args.ts).
 */
export interface Accepts {
  flags: readonly string[];
  positionals: { min: number; max: number };
}

/** One CLI command; each lives in commands/<name>.ts and is listed in commands/index.ts. */
export interface Command {
  name: string;
  usage: string;
  summary: string;
  accepts: Accepts;
  run(ctx: CommandContext): Promise<void>;
}
