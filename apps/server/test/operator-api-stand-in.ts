import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Code, OperatorPath } from '@qilin/contract';
import { runCli } from '../src/cli/operator.ts';

export interface SeenRequest {
  path: string;
  body: Record<string, unknown>;
}

/** What the stand-in answers a path with (the login is answered already); undefined: an empty page. */
export type Answer = (path: string, body: Record<string, unknown>) => unknown;

/**
 * A stand-in for the operator API for CLI unit tests: it records every request and answers each path as
 * `answer` says, so a test sees what the CLI sent (or that it sent nothing) and what it printed, without a
 * server or a database.
 */
export const startOperatorApiStandIn = async (answer: Answer = () => undefined) => {
  const seen: SeenRequest[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      const path = req.url ?? '';
      seen.push({ path, body });
      const data = path.endsWith(OperatorPath.login)
        ? { token: 't0k3n', role: 'admin' }
        : (answer(path, body) ?? { list: [], total: 0, pageNum: 1, pageSize: 20 });
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ status_code: Code.Success, message: '成功', data }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    seen,
    /** The requests other than the login: what a command sent. */
    sent: () => seen.filter((s) => !s.path.endsWith(OperatorPath.login)),
    /** Runs the CLI against the stand-in (or `at`, e.g. a path under it). */
    run: async (args: readonly string[], at = url) => {
      let stdout = '';
      let stderr = '';
      const code = await runCli(
        ['--url', at, ...args],
        { OPERATOR_PASSWORD: 'secret-pass' },
        (t) => (stdout += `${t}\n`),
        (t) => (stderr += `${t}\n`),
      );
      return { code, stdout, stderr };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
