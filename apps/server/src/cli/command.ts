import type { ParsedArgs } from './args.ts';
import type { OperatorClient } from './client.ts';

export interface CommandContext {
  args: ParsedArgs;
  /** Logs in on first use, so commands that need no server (help) never ask for credentials. */
  client(): Promise<OperatorClient>;
  print(text: string): void;
}

/** One CLI command; each lives in commands/<name>.ts and is listed in commands/index.ts. */
export interface Command {
  name: string;
  usage: string;
  summary: string;
  run(ctx: CommandContext): Promise<void>;
}
