import { beforeAll, expect, it } from 'vitest';
import {
  Code,
  codeMessages,
  FeedbackPath,
  FundsPath,
  GamePath,
  HelpPath,
  IDEMPOTENCY_HEADER,
  OperatorPath,
  SitePath,
  StreamPath,
  UserPath,
} from '@qilin/contract';
import { forEachDatabase } from '../harness.ts';
import { registerAndLogin, type Account } from '../../src/modules/identity/test-support.ts';
import { createOperatorWithRole } from '../../src/modules/operator/test-support.ts';
import { expectLedgerOk } from '../../src/modules/ledger/test-support.ts';
import {
  balancesOf,
  fundedPlayer,
  newKey,
  ordersOf,
  providerBalance,
  transfer,
} from '../../src/modules/venues/test-support.ts';

/**
 * Calls that take no parameters (SPEC §7 "no body", "empty body", and the reads whose payload is "not
 * shown" and that need none). Each declares the contract's EmptySchema: a body that is not an object is
 * refused with 6007 naming the body and changes nothing; `{}`, what the SPA sends, works; an unknown key is
 * dropped as every other contract schema drops it.
 */
const NO_PARAMS = [
  StreamPath.rooms,
  OperatorPath.chatRooms,
  FeedbackPath.unreadNum,
  FeedbackPath.memberBetList,
  FeedbackPath.depositRewardConfigList,
  HelpPath.menu,
  HelpPath.sponsorContent,
  OperatorPath.me,
  OperatorPath.ledgerCheck,
  FundsPath.paymentTypes,
  FundsPath.vCurrencyList,
  FundsPath.openDepositOrders,
  FundsPath.customerInfo,
  FundsPath.withdrawCfgList,
  FundsPath.usdtWithdrawInfo,
  SitePath.preInfo,
  SitePath.onlineCustomService,
  SitePath.myDiscountAd,
  SitePath.navigationList,
  GamePath.hotLive,
  GamePath.recycle,
  UserPath.memberJwt,
  UserPath.avatarList,
  UserPath.defaultKaptcha,
  UserPath.geeChallenge,
];

const NOT_OBJECTS: unknown[] = [[], [1], 'junk', 7, true];
const BODY_REFUSED = `${codeMessages[Code.InvalidParameter]}：body must be object`;

interface Operation {
  requestBody?: {
    content?: { 'application/json'?: { schema?: unknown }; 'multipart/form-data'?: { schema?: unknown } };
  };
}

forEachDatabase('calls without parameters: one contract schema for their body', (server) => {
  let member: Account;
  let operatorToken: string;
  beforeAll(async () => {
    member = await registerAndLogin(server());
    operatorToken = (await createOperatorWithRole(server(), 'admin')).token;
  });

  /** As the member and as an admin operator at once, from a fresh IP (captcha calls are limited per IP). */
  const send = (path: string, body: unknown) =>
    server()
      .client({ token: member.token })
      .post(path, body, {
        authorization: `Bearer ${operatorToken}`,
        [IDEMPOTENCY_HEADER]: newKey(),
      });

  it('documents a body schema for every POST route: JSON, or multipart for the one upload', async () => {
    const res = await fetch(`${server().url}/docs/json`);
    const spec = (await res.json()) as { paths: Record<string, { post?: Operation }> };
    const posts = Object.entries(spec.paths).flatMap(([url, ops]) =>
      ops.post ? [{ url, op: ops.post }] : [],
    );
    const multipart = posts.filter((p) => p.op.requestBody?.content?.['multipart/form-data']?.schema);
    expect(multipart.map((p) => p.url)).toEqual([UserPath.uploadImage]);
    const undeclared = posts
      .filter((p) => !p.op.requestBody?.content?.['application/json']?.schema && !multipart.includes(p))
      .map((p) => p.url);
    expect(undeclared).toEqual([]);
    for (const path of NO_PARAMS)
      expect(spec.paths[path]?.post?.requestBody?.content?.['application/json']?.schema, path).toMatchObject({
        type: 'object',
        properties: {},
      });
  });

  it('refuses a body that is not an object with 6007 naming the body', async () => {
    for (const path of [...NO_PARAMS, UserPath.uploadImage]) {
      for (const body of NOT_OBJECTS) {
        const res = await send(path, body);
        expect({ path, body, code: res.status_code, message: res.message }).toEqual({
          path,
          body,
          code: Code.InvalidParameter,
          message: BODY_REFUSED,
        });
      }
    }
  });

  it('answers {} as the SPA sends it, and an unknown key exactly as {} (as every contract schema)', async () => {
    for (const path of NO_PARAMS) {
      const plain = await send(path, {});
      expect(plain.status_code, `${path} ${plain.message}`).not.toBe(Code.InvalidParameter);
      expect(Object.keys(codeMessages), path).toContain(String(plain.status_code));
      const extra = await send(path, { junk: 1, category: 6 });
      expect({ path, code: extra.status_code }).toEqual({ path, code: plain.status_code });
    }
    // A call with parameters drops an unknown key the same way: the choice is one for the whole API.
    const area = await send(SitePath.countryArea, { area: '+86', junk: 1 });
    expect(area.status_code, area.message).toBe(Code.Success);
  });

  it('moves no money on a refused recycle', async () => {
    const p = await fundedPlayer(server(), 5_000);
    const into = await transfer(p, { channelCode: 'demo', amount: '30', ty: 1 });
    expect(into.status_code, into.message).toBe(Code.Success);
    const before = await balancesOf(server(), p.memberId);
    expect(before).toEqual({ wallet: 2_000, transit: 0, demo: 3_000 });
    for (const body of NOT_OBJECTS) {
      const res = await p.client.post(GamePath.recycle, body, { [IDEMPOTENCY_HEADER]: newKey() });
      expect(res.status_code, JSON.stringify(body)).toBe(Code.InvalidParameter);
    }
    expect(await balancesOf(server(), p.memberId)).toEqual(before);
    expect(await providerBalance(server(), p.providerAccount)).toBe(3_000);
    expect(await ordersOf(server(), p.memberId)).toHaveLength(1);
    // The same member, a well-formed body: the refusal above was the body's, not the state's.
    const ok = await p.client.post<{ recalled: string }>(
      GamePath.recycle,
      {},
      { [IDEMPOTENCY_HEADER]: newKey() },
    );
    expect(ok.data.recalled).toBe('30.00');
    await expectLedgerOk(server());
  });

  it('keeps the session on a refused logout', async () => {
    const a = await registerAndLogin(server());
    const refused = await a.client.post(UserPath.logout, 'junk');
    expect(refused).toMatchObject({ status_code: Code.InvalidParameter, message: BODY_REFUSED });
    expect((await a.client.post(UserPath.memberInfo, {})).status_code).toBe(Code.Success);
    expect((await a.client.post(UserPath.logout, {})).status_code).toBe(Code.Success);
    expect((await a.client.post(UserPath.memberInfo, {})).status_code).toBe(Code.LoginExpired);
  });

  it('reads the GET lists with or without a stray query', async () => {
    for (const path of [FundsPath.memberBanks, FundsPath.bankOptions]) {
      const res = (await (await member.client.get(`${path}?junk=1&_=${Date.now()}`)).json()) as {
        status_code: number;
      };
      expect(res.status_code, path).toBe(Code.Success);
    }
  });
});
