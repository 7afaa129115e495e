import { randomBytes } from 'node:crypto';
import {
  Code,
  FeedbackPath,
  UserPath,
  type AddFeedbackRequest,
  type Envelope,
  type FeedbackSummary,
} from '@qilin/contract';
import type { TestServer } from '../../../test/harness.ts';
import type { Account } from '../identity/test-support.ts';
import { sportsTicketLegs, sportsTickets } from '../sportsbook/schema.ts';

/** Helpers for the feedback integration tests (imported only by *.int.test.ts files). */

/** A 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Uploads a PNG through user/upload/uploadImage as the member and answers its URL. */
export const uploadPng = async (server: TestServer, account: Account): Promise<string> => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PNG)]), 'shot.png');
  const res = await fetch(`${server.url}${UserPath.uploadImage}`, {
    method: 'POST',
    headers: { token: account.token },
    body: form,
  });
  const body = (await res.json()) as Envelope<{ url: string }>;
  if (body.status_code !== Code.Success) throw new Error(`upload failed: ${JSON.stringify(body)}`);
  return body.data.url;
};

export const addFeedback = (account: Account, body: AddFeedbackRequest) =>
  account.client.post<FeedbackSummary>(FeedbackPath.add, body);

export const addFeedbackOk = async (account: Account, body: AddFeedbackRequest): Promise<FeedbackSummary> => {
  const res = await addFeedback(account, body);
  if (res.status_code !== Code.Success) throw new Error(`addFeedBack failed: ${JSON.stringify(res)}`);
  return res.data;
};

/**
 * A settled single ticket written straight into the sportsbook's tables: the picker only reads tickets,
 * and placing one through the live feed would make these tests depend on the simulator's fixtures.
 */
export const insertTicket = async (server: TestServer, memberId: number): Promise<string> => {
  const ticketId = `fbt${randomBytes(8).toString('hex')}`;
  const key = `${memberId}:${ticketId}`;
  const now = server.deps.now();
  await server.deps.db.insert(sportsTickets).values({
    key,
    memberId,
    ticketId,
    requestHash: randomBytes(16).toString('hex'),
    type: 'single',
    status: 'settled',
    statusText: '已结算',
    oddsType: 'EU',
    acceptOdds: 'any',
    odds: 1.95,
    displayOdds: 1.95,
    stake: 10_000,
    risk: 10_000,
    potentialReturn: 19_500,
    cap: 0,
    payout: 0,
    result: 'L',
    gameType: 'FT',
    placedAt: now,
    settledAt: now,
  });
  await server.deps.db.insert(sportsTicketLegs).values({
    ticketKey: key,
    idx: 0,
    gameId: 'g1',
    eventId: 'g1',
    sport: 'FT',
    league: '测试联赛',
    teamH: '北京国安',
    teamC: '上海申花',
    startTime: now,
    w: 'M',
    r: 'H',
    odds: 1.95,
    selectionName: '主胜',
    isLive: false,
    scoreAtBet: '',
  });
  return ticketId;
};
