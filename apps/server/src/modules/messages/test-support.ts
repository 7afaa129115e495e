import {
  Code,
  OperatorPath,
  type Letter,
  type LetterListResponse,
  type MessagesSendRequest,
  type UnreadCounts,
  LetterPath,
} from '@qilin/contract';
import { TEST_OPERATOR_PASSWORD, type TestServer } from '../../../test/harness.ts';
import type { Account } from '../identity/test-support.ts';
import { operatorToken } from '../identity/test-support.ts';

/** Helpers for the inbox's integration tests (imported only by *.int.test.ts files). */
export const unread = async (a: Account): Promise<UnreadCounts> => {
  const res = await a.client.post<UnreadCounts>(LetterPath.unread, { userSystem: 1 });
  if (res.status_code !== Code.Success) throw new Error(`unread failed: ${JSON.stringify(res)}`);
  return res.data;
};

export const inbox = async (
  a: Account,
  body: Record<string, unknown> = {},
  headers?: Record<string, string>,
): Promise<LetterListResponse> => {
  const res = await a.client.post<LetterListResponse>(LetterPath.list, body, headers);
  if (res.status_code !== Code.Success) throw new Error(`list failed: ${JSON.stringify(res)}`);
  return res.data;
};

/** The member's letter with this title (the newest), or undefined. */
export const letterTitled = async (a: Account, title: string): Promise<Letter | undefined> =>
  (await inbox(a, { pageSize: 100 })).list.find((l) => l.title === title);

let adminToken: { server: TestServer; token: string } | undefined;
/** The harness's admin, logged in once per server. */
export const admin = async (server: TestServer): Promise<string> => {
  if (adminToken?.server !== server)
    adminToken = { server, token: await operatorToken(server, TEST_OPERATOR_PASSWORD) };
  return adminToken.token;
};

export const sendLetter = async (server: TestServer, body: MessagesSendRequest, token?: string) =>
  server.post<{ id: string; broadcast: boolean }>(OperatorPath.messagesSend, body, {
    authorization: `Bearer ${token ?? (await admin(server))}`,
  });
