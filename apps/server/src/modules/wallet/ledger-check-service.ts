import type { Operator } from '../../platform/http/route.ts';
import type { Money } from '../ledger/module.ts';
import type { OperatorGate } from '../operator/gate.ts';

/** `npm run operator -- ledger:check`: the ledger's invariants, for operators allowed to audit them. */
export const createLedgerCheckService = (money: Money, gate: OperatorGate) => ({
  check: (op: Operator, ip: string) =>
    gate.run(op, 'ledger.check', { action: 'ledger.check', ip }, () => money.ledger.check()),
});
