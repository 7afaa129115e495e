import { useCallback } from 'react';
import { RuleMessage } from '@qilin/contract';
import { formatMoney } from '../../../shared/format/money.ts';
import { useT } from '../../../shared/i18n/index.ts';
import type { TransferTy } from '../api.ts';
import { checkTransferAmount } from '../amount.ts';
import { WALLET_NS } from '../i18n.ts';
import { translateAmountMessage } from '../rule-text.ts';

/**
 * antd Form validator for a venue transfer amount: SPEC §5 through the contract's validateAmount (the
 * server's own rule) against the source balance, then the venue minimum for money going in. Messages in
 * the reader's language; "required" names the direction (SPEC's 请输入转入金额 for ty 1).
 */
export function useAmountRule(ty: TransferTy, source: string | undefined, minTransfer?: string) {
  const t = useT(WALLET_NS);
  return useCallback(
    (raw: string): Promise<void> => {
      const { message, min } = checkTransferAmount(raw, source, minTransfer);
      if (message) {
        const text =
          ty === 2 && message === RuleMessage.amountRequired
            ? t('transfer.amountOutPh')
            : translateAmountMessage(message, (k) => t(k));
        return Promise.reject(new Error(text));
      }
      if (min) return Promise.reject(new Error(t('transfer.min', { min: formatMoney(min) })));
      return Promise.resolve();
    },
    [t, ty, source, minTransfer],
  );
}
