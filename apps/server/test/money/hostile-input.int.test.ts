import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { Code, FundsPath, GamePath, codeMessages, type VenueLaunchResponse } from '@qilin/contract';
import { forEachDatabase } from '../harness.ts';
import { junk as anyJunk } from '../api/schema-arbitrary.ts';
import { preMatchOf } from '../../src/modules/sportsbook/http-test-support.ts';
import { expectLedgerOk, ledgerOf } from '../../src/modules/ledger/test-support.ts';
import {
  addCard,
  makePlayer,
  WITHDRAW_PASSWORD,
  type Player,
} from '../../src/modules/withdrawals/test-support.ts';

/**
 * Money endpoints under hostile input (issue 3 §6, issue 4 §8): random and malformed bodies from fast-check,
 * near-valid ones (a good body with one field replaced) among them. Every answer must be an envelope with a
 * SPEC code and a message, never the catch-all server error, and a refusal must leave the member's money
 * exactly where it was; `ledger:check` passes at the end.
 */

/** Junk of any field, and the numbers and texts an amount parser meets. */
const junk = fc.oneof(
  anyJunk,
  fc.constantFrom(
    '0.00',
    '0x10',
    'Infinity',
    '1.005',
    '１２３',
    '9'.repeat(13),
    '99999999999.99',
    '12345678901234567890',
  ),
);

/** Amount-shaped text: signs, many digits, many decimals, spaces. */
const amountish = fc.oneof(
  fc.stringMatching(/^-?\d{0,14}(\.\d{0,4})?$/),
  fc.double({ noNaN: true }).map(String),
  junk,
);

/**
 * A valid body with each field mostly kept, sometimes dropped or replaced by `alt` (so that most bodies get
 * past their first field and reach the deeper rules).
 */
const mutated = (valid: Record<string, unknown>, alt: Record<string, fc.Arbitrary<unknown>>) =>
  fc.record(
    Object.fromEntries(
      Object.entries(valid).map(([k, v]) => [
        k,
        fc.oneof(
          { arbitrary: fc.constant(v), weight: 5 },
          { arbitrary: fc.constant(undefined), weight: 1 },
          { arbitrary: alt[k] ?? junk, weight: 2 },
        ),
      ]),
    ),
  );

/** Mostly near-valid bodies, some plain junk. */
const bodies = (near: fc.Arbitrary<unknown>) =>
  fc.oneof({ arbitrary: near, weight: 4 }, { arbitrary: junk, weight: 1 });

const snapshot = async (player: Player, ledger: ReturnType<typeof ledgerOf>) =>
  JSON.stringify(await ledger.memberBalances(player.memberId));

const RUNS = 40;

forEachDatabase('money endpoints under hostile input', (server) => {
  let player: Player;
  let cardId: string;
  let venueToken: string;
  let ledger: ReturnType<typeof ledgerOf>;

  beforeAll(async () => {
    player = await makePlayer(server(), { fundFen: 500_000 });
    cardId = (await addCard(player)).id;
    const launch = await player.client.post<VenueLaunchResponse>(GamePath.launch, {
      enName: 'crty',
      gameCode: 'crty',
    });
    expect(launch.status_code, launch.message).toBe(Code.Success);
    venueToken = launch.data.token;
    ledger = ledgerOf(server());
  });

  /** One call: a SPEC envelope, never 6005; a refusal moves nothing. */
  const probe = async (path: string, body: unknown) => {
    const before = await snapshot(player, ledger);
    const res = await player.client.post(path, body, {
      'idempotency-key': `h${randomBytes(10).toString('hex')}`,
    });
    expect(Object.keys(codeMessages)).toContain(String(res.status_code));
    expect(res.status_code, `${path} ${JSON.stringify(body)} -> ${res.message}`).not.toBe(Code.ServerError);
    if (res.status_code !== Code.Success) {
      expect(res.message, JSON.stringify(body)).toBeTruthy();
      expect(await snapshot(player, ledger), `${path} ${JSON.stringify(body)}`).toBe(before);
    }
    return res.status_code;
  };

  it('venue/transfer, venue/recycle and transfer/utcTransfer', async () => {
    await fc.assert(
      fc.asyncProperty(
        bodies(mutated({ channelCode: 'demo', amount: '1', ty: 1, isActivity: 0 }, { amount: amountish })),
        async (body) => {
          await probe(GamePath.transfer, body);
        },
      ),
      { numRuns: RUNS },
    );
    await fc.assert(
      fc.asyncProperty(
        bodies(mutated({ direction: 1, amount: '10', quoteId: 'q' }, { amount: amountish })),
        async (body) => {
          await probe(FundsPath.utcTransfer, body);
        },
      ),
      { numRuns: RUNS },
    );
    expect(await probe(GamePath.recycle, { junk: true })).toBeDefined();
  });

  it('withdraw/new and payment/pay', async () => {
    await fc.assert(
      fc.asyncProperty(
        bodies(
          mutated(
            { accountId: cardId, amount: '100', withdrawPassword: WITHDRAW_PASSWORD },
            { amount: amountish },
          ),
        ),
        async (body) => {
          await probe(FundsPath.withdrawNew, body);
        },
      ),
      { numRuns: RUNS },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          junk,
          mutated({ channelId: 'bank', amount: '100', depositorName: '张三丰' }, { amount: amountish }),
        ),
        async (body) => {
          await probe(FundsPath.pay, body);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('venue/resource placeBet and cashOut', async () => {
    const found = await preMatchOf(player, venueToken);
    expect(found, 'the feed offers a pre-match football 1X2').not.toBeNull();
    const valid = { gameId: found!.match.gameId, w: 'M', r: 'H', line: null, odds: found!.odds };
    const leg = mutated(valid, { odds: fc.oneof(fc.double(), junk), line: fc.oneof(fc.double(), junk) });
    const bet = mutated(
      {
        ticket_id: 'hostile-ticket-1',
        type: 'single',
        stake: '10',
        oddsType: 'E',
        acceptOdds: 'any',
        legs: [valid],
      },
      {
        ticket_id: fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{8,12}$/), junk),
        type: fc.oneof(fc.constantFrom('single', 'parlay', 'outright'), junk),
        stake: amountish,
        oddsType: fc.oneof(fc.constantFrom('E', 'H', 'I', 'M'), junk),
        legs: fc.oneof(fc.array(leg, { maxLength: 12 }), junk),
      },
    );
    const resource = (method: unknown, fields: unknown) => ({
      method,
      enName: 'crty',
      Request:
        fields && typeof fields === 'object' && !Array.isArray(fields)
          ? { timestamp: Date.now(), token: venueToken, ...fields }
          : fields,
    });
    await fc.assert(
      fc.asyncProperty(bodies(bet), async (fields) => {
        await probe(GamePath.resource, resource('placeBet', fields));
      }),
      { numRuns: RUNS },
    );
    await fc.assert(
      fc.asyncProperty(
        bodies(mutated({ ticket_id: 'hostile-ticket-1', value: '1' }, { value: amountish })),
        fc.oneof(
          fc.constantFrom('cashOut', 'cashOutQuote', 'orderStatus'),
          // Names every object has: a method table looked up with `in` would find them.
          fc.constantFrom('constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'),
          junk,
        ),
        async (fields, method) => {
          await probe(GamePath.resource, resource(method, fields));
        },
      ),
      { numRuns: RUNS },
    );
    await expectLedgerOk(server());
  });
});
