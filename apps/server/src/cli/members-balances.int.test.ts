import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { Code, OperatorPath, type MembersListWithBalancesResponseSchema } from '@qilin/contract';
import type { z } from 'zod';
import { forEachDatabase, TEST_OPERATOR_PASSWORD, type TestServer } from '../../test/harness.ts';
import { runOperatorCli as cli } from '../../test/operator-cli.ts';
import { operatorToken } from '../modules/identity/test-support.ts';
import { ledgerOf } from '../modules/ledger/test-support.ts';
import { addCard, makePlayer, withdrawOk } from '../modules/withdrawals/test-support.ts';

type MembersPage = z.infer<typeof MembersListWithBalancesResponseSchema>;

/** Terminal columns, as the table counts them: CJK characters take two. */
const columns = (s: string): number =>
  [...s].reduce((n, ch) => n + ((ch.codePointAt(0) ?? 0) >= 0x2e80 ? 2 : 1), 0);

/** The terminal column where `token` ends on `line`. */
const endColumn = (line: string, token: string): number => {
  const at = line.indexOf(token);
  expect(at, `${token} in ${line}`).toBeGreaterThanOrEqual(0);
  return columns(line.slice(0, at + token.length));
};

/** Money a member holds at a venue, moved from the house as a venue transfer would leave it. */
const atVenue = (s: TestServer, memberId: number, code: string, fen: number) =>
  ledgerOf(s).postOrThrow({
    reference: `test:venue:${randomBytes(6).toString('hex')}`,
    kind: 'credit',
    legs: [{ from: { house: 'house' }, to: { member: memberId, kind: 'venue', code }, amount: fen }],
    memo: 'test venue balance',
  });

forEachDatabase('operator CLI: members:list shows money', (server) => {
  it("shows each member's centre wallet, locked and venue balances, right-aligned", async () => {
    const s = server();
    // ¥1000 in, ¥300 asked for (locked while under review), ¥150 and ¥100.25 at two venues.
    const rich = await makePlayer(s, { fundFen: 1_000_00 });
    await withdrawOk(rich, (await addCard(rich)).id, '300');
    await atVenue(s, rich.memberId, 'crty', 150_00);
    await atVenue(s, rich.memberId, 'demo', 100_25);
    const poor = await makePlayer(s);

    const admin = await operatorToken(s, TEST_OPERATOR_PASSWORD);
    const api = await s.post<MembersPage>(
      OperatorPath.membersList,
      { keyword: rich.name },
      { authorization: `Bearer ${admin}` },
    );
    expect(api.status_code, api.message).toBe(Code.Success);
    expect(api.data.list).toEqual([
      expect.objectContaining({
        name: rich.name,
        centerWalletBalance: '700.00',
        lockedBalance: '300.00',
        venueBalance: '250.25',
      }),
    ]);

    const res = await cli(s, ['members:list', '--keyword', rich.name]);
    expect(res.code, res.stderr).toBe(0);
    const [header = '', , row = ''] = res.stdout.split('\n');
    expect(header).toMatch(/^用户名\s+状态\s+中心钱包\s+提现锁定\s+场馆余额\s+绑定手机/);
    expect(row).toMatch(new RegExp(`^${rich.name}\\s+正常\\s+¥700\\.00\\s+¥300\\.00\\s+¥250\\.25\\s+是`));
    // Right-aligned: each amount ends where its heading does.
    expect(endColumn(row, '¥700.00')).toBe(endColumn(header, '中心钱包'));
    expect(endColumn(row, '¥300.00')).toBe(endColumn(header, '提现锁定'));
    expect(endColumn(row, '¥250.25')).toBe(endColumn(header, '场馆余额'));

    // A member who never had money shows zeros, not blanks.
    const none = await cli(s, ['members:list', '--keyword', poor.name]);
    expect(none.stdout.split('\n')[2]).toMatch(
      new RegExp(`^${poor.name}\\s+正常\\s+¥0\\.00\\s+¥0\\.00\\s+¥0\\.00\\s`),
    );
  });

  it('reads the money of a whole page: every row its own member', async () => {
    const s = server();
    const players = [];
    for (const fen of [12_34, 5_678_90, 1_00]) players.push(await makePlayer(s, { fundFen: fen }));
    const res = await cli(s, ['members:list', '--size', '3']);
    expect(res.code, res.stderr).toBe(0);
    // The newest three members, newest first.
    const rows = res.stdout.split('\n').slice(2, 5);
    expect(rows.map((r) => r.split(/\s+/).slice(0, 3))).toEqual([
      [players[2]!.name, '正常', '¥1.00'],
      [players[1]!.name, '正常', '¥5678.90'],
      [players[0]!.name, '正常', '¥12.34'],
    ]);
    const ends = rows.map((r, i) => endColumn(r, ['¥1.00', '¥5678.90', '¥12.34'][i]!));
    expect(new Set(ends).size).toBe(1);
  });
});
