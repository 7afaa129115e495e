import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { runCli } from '../src/cli/operator.ts';
import { REPO_ROOT } from '../src/platform/config/config.ts';
import { TEST_OPERATOR_PASSWORD, type TestServer } from './harness.ts';

const run = promisify(execFile);

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
  /** stdout then stderr: what an operator sees in the terminal. */
  out: string;
}

const asAdmin = (password: string) => ({
  ...process.env,
  OPERATOR_USER: 'admin',
  OPERATOR_PASSWORD: password,
});

/**
 * `npm run operator -- --url <server> …` as the harness's admin, run in this process: the same runCli the
 * entry point calls, with its lines and exit code as the terminal would show them. A spawned CLI costs
 * 2-3 s of CPU to start (tsx compiling the command tree) and the suite runs ~70 of them; spawnOperatorCli
 * keeps the entry point itself tested.
 */
export const runOperatorCli = async (
  server: TestServer,
  args: string[],
  password = TEST_OPERATOR_PASSWORD,
): Promise<CliResult> => {
  let stdout = '';
  let stderr = '';
  let code: number;
  try {
    code = await runCli(
      ['--url', server.url, ...args],
      asAdmin(password),
      (text) => (stdout += `${text}\n`),
      (text) => (stderr += `${text}\n`),
    );
  } catch (error) {
    // What the process would do: an uncaught error prints its stack and exits 1.
    stderr += `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`;
    code = 1;
  }
  return { code, stdout, stderr, out: `${stdout}${stderr}` };
};

/** Spawns the operator CLI exactly as `npm run operator -- --url <server> …` does, as the harness's admin. */
export const spawnOperatorCli = async (
  server: TestServer,
  args: string[],
  password = TEST_OPERATOR_PASSWORD,
): Promise<CliResult> => {
  try {
    const { stdout, stderr } = await run(
      'node',
      ['--import', 'tsx', 'apps/server/src/cli/operator.ts', '--url', server.url, ...args],
      { cwd: REPO_ROOT, env: asAdmin(password), timeout: 30_000 },
    );
    return { code: 0, stdout, stderr, out: `${stdout}${stderr}` };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    const stdout = e.stdout ?? '';
    const stderr = e.stderr ?? '';
    return { code: typeof e.code === 'number' ? e.code : -1, stdout, stderr, out: `${stdout}${stderr}` };
  }
};
