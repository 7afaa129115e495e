import type { PayoutAccountType, WithdrawalPayeeSchema } from '@qilin/contract';
import type { z } from 'zod';
import type { FieldCrypto } from '../../platform/security/field-crypto.ts';
import type { PayoutAccountRow } from './account-repo.ts';

type Payee = z.infer<typeof WithdrawalPayeeSchema>;

/**
 * A payout account unmasked, for the operator who pays the withdrawal (withdrawals/show only; present.ts
 * answers the mask everywhere else). A coin address has no holder: its display is the member's own label.
 */
export const toPayee = (row: PayoutAccountRow, crypto: FieldCrypto): Payee => {
  const coin = row.type === 'usdt';
  return {
    type: row.type as PayoutAccountType,
    name: row.name,
    bankCode: row.bankCode,
    branch: row.branch,
    holder: row.holderEnc ? crypto.decrypt(row.holderEnc) : '',
    account: crypto.decrypt(row.accountEnc),
    network: row.network,
    alias: coin ? row.holderDisplay : '',
  };
};
