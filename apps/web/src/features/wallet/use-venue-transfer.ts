import { useRef, useState } from 'react';
import { Code } from '@qilin/contract';
import { useIdempotentAction } from '../../shared/api/idempotency.ts';
import { useT } from '../../shared/i18n/index.ts';
import { showTips } from '../../shared/ui/dialogs.ts';
import { toast } from '../../shared/ui/toast.ts';
import { formatMoney } from '../../shared/format/money.ts';
import { patchBalance } from '../../shared/wallet/balance.ts';
import { postRecycle, postVenueTransfer, refreshWallets, type TransferTy } from './api.ts';
import { WALLET_NS } from './i18n.ts';
import { usePendingVenues } from './pending-store.ts';
import { translateAmountMessage } from './rule-text.ts';

/**
 * venue/transfer as one user action: one idempotency key, reused when the press is repeated after a
 * network failure; success shows 转账成功 and refreshes the balances (SPEC §4); a refusal shows the
 * server's message in a dialog (SPEC §8.3); an unconfirmed transfer is shown as pending.
 */
export function useVenueTransfer() {
  const t = useT(WALLET_NS);
  const action = useIdempotentAction();
  const [busy, setBusy] = useState(false);
  // One transfer at a time. Enter in the dialog's amount field submits its form without passing the
  // loading OK button, and a second Enter sent the transfer again: the same key moved the money once,
  // but the player read 转账成功 twice.
  const inFlight = useRef(false);

  const transfer = async (body: {
    channelCode: string;
    amount: string;
    ty: TransferTy;
  }): Promise<boolean> => {
    if (inFlight.current) return false;
    inFlight.current = true;
    setBusy(true);
    try {
      const res = await action.run(body, (key) => postVenueTransfer(body, key));
      // 6449 has its own "go complete" dialog from the API client.
      if (res.code !== Code.Success) {
        if (res.code !== Code.BindRealName) showTips({ msg: translateAmountMessage(res.message, t) });
        // A refusal is often about figures this page no longer has right (余额不足 after another tab moved
        // the money): they are read again, here and in the header.
        void refreshWallets();
        return false;
      }
      void patchBalance({ centerWalletBalance: res.data.centerWalletBalance });
      if (res.data.status === 'pending') {
        usePendingVenues.getState().mark(body.channelCode, Date.now());
        toast.info(t('transfer.pending'));
      } else if (res.data.status === 'failed') {
        showTips({ msg: t('transfer.failed') });
      } else {
        toast.success(t('transfer.success'));
      }
      void refreshWallets();
      return res.data.status !== 'failed';
    } catch {
      // A transport failure was shown by the client; the key is kept so pressing again is the same transfer.
      // The transfer may have gone through, or a refusal may stem from stale figures: they are read again,
      // so none of them is false.
      void refreshWallets();
      return false;
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };
  return { busy, transfer, reset: action.reset };
}

/** venue/recycle ("one-click recall") as one user action with its own idempotency key. */
export function useRecycle() {
  const t = useT(WALLET_NS);
  const action = useIdempotentAction();
  const [busy, setBusy] = useState(false);

  const recycle = async (venueName: (code: string) => string): Promise<void> => {
    setBusy(true);
    try {
      const res = await action.run({ recycle: true }, (key) => postRecycle(key));
      if (res.code !== Code.Success) {
        if (res.code !== Code.BindRealName) showTips({ msg: res.message });
        void refreshWallets();
        return;
      }
      const { recalled, list, centerWalletBalance } = res.data;
      void patchBalance({ centerWalletBalance });
      const now = Date.now();
      const pending = list.filter((e) => e.status === 'pending');
      const failed = list.filter((e) => e.status === 'failed');
      pending.forEach((e) => usePendingVenues.getState().mark(e.channelCode, now));
      if (failed.length) {
        showTips({
          msg: [
            t('wallet.recycleFailed'),
            ...failed.map((e) => `${venueName(e.channelCode)}：${e.message}`),
          ].join('\n'),
        });
      }
      if (recalled !== '0.00') toast.success(t('wallet.recycled', { amount: formatMoney(recalled) }));
      if (pending.length) toast.info(t('wallet.recyclePending'));
      else if (recalled === '0.00' && !failed.length) toast.info(t('wallet.recycleNothing'));
      void refreshWallets();
    } catch {
      // Shown by the client; the key stays for a retry. What moved meanwhile is read again.
      void refreshWallets();
    } finally {
      setBusy(false);
    }
  };
  return { busy, recycle };
}
