import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import {
  Code,
  FundsPath,
  GamePath,
  OperatorPath,
  yuanToFen,
  type Balance,
  type DepositOrder,
  type Envelope,
  type TransferRate,
  type VenueBalance,
  type WithdrawOrder,
} from '@qilin/contract';
import { forEachDatabase } from '../harness.ts';
import { expectLedgerOk } from '../../src/modules/ledger/test-support.ts';
import { createOperatorWithRole } from '../../src/modules/operator/test-support.ts';
import { sendCallback, signedCallback } from '../../src/modules/payments/test-support.ts';
import {
  addCard,
  makePlayer,
  REAL_NAME,
  WITHDRAW_PASSWORD,
} from '../../src/modules/withdrawals/test-support.ts';

/**
 * The wallet against a model (issue 3): random deposits, venue transfers both ways, withdrawals approved or
 * rejected, CNY/USDT exchanges and operator adjustments, good and bad amounts. After every step the
 * balances the player reads (centre wallet, lock money, USDT, the venue) are exactly what the step's own
 * answer said moved: a deposit credits its amount less the fee it showed, a withdrawal holds its amount
 * until it is decided, an exchange moves what it answered at its quoted rate, and a refusal moves nothing.
 */
type Step =
  | { kind: 'deposit'; channel: 'alipay' | 'bank'; yuan: number; paid: boolean }
  | { kind: 'venue'; ty: 1 | 2; yuan: string }
  | { kind: 'withdraw'; yuan: string; decision: 'approve' | 'reject' | 'wait' }
  | { kind: 'exchange'; direction: 1 | 2; amount: string }
  | { kind: 'adjust'; way: 'credit' | 'debit'; yuan: string };

const amount = fc.oneof(
  fc.integer({ min: 1, max: 3000 }).map(String),
  fc
    .tuple(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 99 }))
    .map(([y, f]) => `${y}.${String(f).padStart(2, '0')}`),
  fc.constantFrom('0', '-5', '1.005', '99999999', 'abc'),
);
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('deposit' as const),
    channel: fc.constantFrom('alipay' as const, 'bank' as const),
    yuan: fc.integer({ min: 50, max: 3000 }),
    paid: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('venue' as const),
    ty: fc.constantFrom(1 as const, 2 as const),
    yuan: amount,
  }),
  fc.record({
    kind: fc.constant('withdraw' as const),
    yuan: amount,
    decision: fc.constantFrom('approve' as const, 'reject' as const, 'wait' as const),
  }),
  fc.record({
    kind: fc.constant('exchange' as const),
    direction: fc.constantFrom(1 as const, 2 as const),
    amount,
  }),
  fc.record({
    kind: fc.constant('adjust' as const),
    way: fc.constantFrom('credit' as const, 'debit' as const),
    yuan: amount,
  }),
);

const RATE_SCALE = 10_000;

forEachDatabase('the wallet against a model', (server) => {
  it('moves exactly what each answer says, and nothing on a refusal', async () => {
    const op = (await createOperatorWithRole(server(), 'admin')).token;
    const operator = <T>(path: string, body: unknown) =>
      server().post<T>(path, body, { authorization: `Bearer ${op}` });

    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 10 }), async (steps) => {
        const p = await makePlayer(server(), { fundFen: 500_000 });
        const card = await addCard(p);
        const key = () => ({ 'idempotency-key': `m${randomBytes(10).toString('hex')}` });
        const model = { wallet: 500_000, locked: 0, usdt: 0, venue: 0 };
        const read = async () => {
          const b = (await p.client.post<Balance>(FundsPath.getBalance, { withLockMoney: true })).data;
          const v = (await p.client.post<VenueBalance>(GamePath.balance, { channelCode: 'demo' })).data;
          return {
            wallet: yuanToFen(b.centerWalletBalance),
            locked: yuanToFen(b.lockMoney),
            usdt: yuanToFen(b.usdtBalance),
            venue: yuanToFen(v.balance),
          };
        };
        const ok = (r: Envelope<unknown>) => r.status_code === Code.Success;

        for (const s of steps) {
          if (s.kind === 'deposit') {
            const body = { channelId: s.channel, amount: String(s.yuan), depositorName: REAL_NAME };
            const order = await p.client.post<DepositOrder>(FundsPath.pay, body, key());
            if (ok(order) && s.paid) {
              const cb = signedCallback(server(), {
                orderNo: order.data.orderNo,
                amount: String(s.yuan * 100),
              });
              expect((await sendCallback(server(), cb)).status_code).toBe(Code.Success);
              expect(yuanToFen(order.data.creditAmount)).toBe(
                yuanToFen(order.data.amount) - yuanToFen(order.data.fee),
              );
              model.wallet += yuanToFen(order.data.creditAmount);
            }
          } else if (s.kind === 'venue') {
            const r = await p.client.post(
              GamePath.transfer,
              { channelCode: 'demo', amount: s.yuan, ty: s.ty },
              key(),
            );
            if (ok(r)) {
              const fen = yuanToFen(s.yuan) * (s.ty === 1 ? 1 : -1);
              model.wallet -= fen;
              model.venue += fen;
            }
          } else if (s.kind === 'withdraw') {
            const body = { accountId: card.id, amount: s.yuan, withdrawPassword: WITHDRAW_PASSWORD };
            const r = await p.client.post<WithdrawOrder>(FundsPath.withdrawNew, body, key());
            if (ok(r)) {
              const held = yuanToFen(r.data.amount);
              expect(held).toBe(yuanToFen(s.yuan));
              model.wallet -= held;
              model.locked += held;
              if (s.decision !== 'wait') {
                const path =
                  s.decision === 'approve' ? OperatorPath.withdrawalsApprove : OperatorPath.withdrawalsReject;
                const d = await operator(path, { orderNo: r.data.orderNo, reason: '模型测试' });
                expect(d.status_code, d.message).toBe(Code.Success);
                model.locked -= held;
                if (s.decision === 'reject') model.wallet += held;
              }
            }
          } else if (s.kind === 'exchange') {
            const quote = await p.client.post<TransferRate>(FundsPath.transferRate, {
              direction: s.direction,
            });
            const r = await p.client.post<{ debited: string; credited: string; rate: string }>(
              FundsPath.utcTransfer,
              { direction: s.direction, amount: s.amount, quoteId: quote.data.quoteId },
              key(),
            );
            if (ok(r)) {
              const debited = yuanToFen(r.data.debited);
              const credited = yuanToFen(r.data.credited);
              const rate = Math.round(Number(quote.data.rate) * RATE_SCALE);
              // Rounded down at the quoted rate: the exchange never gives more than the rate says.
              expect(credited).toBe(
                s.direction === 1
                  ? Math.floor((debited * RATE_SCALE) / rate)
                  : Math.floor((debited * rate) / RATE_SCALE),
              );
              if (s.direction === 1) {
                model.wallet -= debited;
                model.usdt += credited;
              } else {
                model.usdt -= debited;
                model.wallet += credited;
              }
            }
          } else {
            const path = s.way === 'credit' ? OperatorPath.walletCredit : OperatorPath.walletDebit;
            const r = await operator(path, { username: p.name, amount: s.yuan, reason: '模型测试' });
            if (ok(r)) model.wallet += yuanToFen(s.yuan) * (s.way === 'credit' ? 1 : -1);
          }
          expect(await read(), JSON.stringify({ steps, at: s })).toEqual(model);
        }
      }),
      { numRuns: Number(process.env.QILIN_MODEL_RUNS ?? 6) },
    );
    await expectLedgerOk(server());
  }, 300_000);
});
