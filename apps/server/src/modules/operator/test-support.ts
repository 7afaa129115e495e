import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { Code, OperatorPath, type OperatorRole } from '@qilin/contract';
import { TEST_OPERATOR_PASSWORD, type TestServer } from '../../../test/harness.ts';
import { hashPassword } from '../../platform/security/passwords.ts';
import { createOperatorRepo } from './repo.ts';

/** Creates an operator with a role and logs it in (imported only by *.int.test.ts files). */
export const createOperatorWithRole = async (server: TestServer, role: OperatorRole) => {
  const username = `${role}-${randomBytes(3).toString('hex')}`;
  const password = `pw-${randomBytes(6).toString('hex')}`;
  await createOperatorRepo(server.deps.db).insertOperator(
    username,
    await hashPassword(password),
    role,
    server.deps.now(),
  );
  const res = await server.post<{ token: string }>(OperatorPath.login, { username, password });
  expect(res.status_code, res.message).toBe(Code.Success);
  return { username, password, token: res.data.token };
};

/** Logs in the first admin the test server created (imported only by *.int.test.ts files). */
export const adminToken = async (server: TestServer): Promise<string> => {
  const res = await server.post<{ token: string }>(OperatorPath.login, {
    username: 'admin',
    password: TEST_OPERATOR_PASSWORD,
  });
  expect(res.status_code, res.message).toBe(Code.Success);
  return res.data.token;
};
