import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
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

/** Spawns the operator CLI exactly as `npm run operator -- --url <server> …` does, as the harness's admin. */
export const runOperatorCli = async (
  server: TestServer,
  args: string[],
  password = TEST_OPERATOR_PASSWORD,
): Promise<CliResult> => {
  try {
    const { stdout, stderr } = await run(
      'node',
      ['--import', 'tsx', 'apps/server/src/cli/operator.ts', '--url', server.url, ...args],
      {
        cwd: REPO_ROOT,
        env: { ...process.env, OPERATOR_USER: 'admin', OPERATOR_PASSWORD: password },
        timeout: 30_000,
      },
    );
    return { code: 0, stdout, stderr, out: `${stdout}${stderr}` };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    const stdout = e.stdout ?? '';
    const stderr = e.stderr ?? '';
    return { code: typeof e.code === 'number' ? e.code : -1, stdout, stderr, out: `${stdout}${stderr}` };
  }
};
