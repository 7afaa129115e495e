import { useState } from 'react';
import { Button } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatMoney } from '../../../shared/format/money.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { showTips } from '../../../shared/ui/dialogs.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { refreshBalance } from '../../../shared/wallet/balance.ts';
import { resource } from '../api.ts';
import { SPORTS_NS } from '../i18n.ts';
import '../i18n.ts';

/**
 * Public to other features (the bet record). Cash-out of an open ticket: the quote is refreshed every few seconds while shown; the player confirms the
 * value, which the server honours only if the current value is at least that (CashOutRequestSchema).
 * The ticket is the request's idempotency key: a retry or a duplicate of a cash-out that went through
 * answers the cashed-out ticket and pays nothing more, so no idempotency-key header is sent.
 */
export function CashOutButton({ ticketId, onDone }: { ticketId: string; onDone?: () => void }) {
  const t = useT(SPORTS_NS);
  const queryClient = useQueryClient();
  // From the first press until the ticket has left the open bets (or the attempt failed or was cancelled):
  // a second press queued a second confirmation behind the first, and confirming both sent the cash-out
  // twice (paid once, but 提前结算成功 twice, or a second confirmation for money already paid).
  const [stage, setStage] = useState<'idle' | 'confirming' | 'sending'>('idle');
  const quote = useQuery({
    queryKey: ['sports', 'cashOutQuote', ticketId],
    queryFn: () => resource('cashOutQuote', { ticket_id: ticketId }, { silent: true }),
    refetchInterval: 3_000,
  });
  const q = quote.data;
  if (!q) return null;
  if (!q.available) {
    return (
      <Button size="small" disabled title={q.reason}>
        {t('openBets.unavailable')}
      </Button>
    );
  }
  const execute = async () => {
    setStage('sending');
    try {
      await resource('cashOut', { ticket_id: ticketId, value: q.value });
    } catch {
      // The server's message was shown (兑现金额已变化 when the offer fell under the confirmed value): the
      // button shows the new offer at once, and the player may confirm that.
      setStage('idle');
      void quote.refetch();
      return;
    }
    toast.success(t('openBets.cashedOut'));
    void refreshBalance();
    void queryClient.invalidateQueries({ queryKey: ['sports'] });
    void queryClient.invalidateQueries({ queryKey: ['betRecords'] });
    onDone?.();
  };
  const confirm = () => {
    if (stage !== 'idle') return;
    setStage('confirming');
    showTips({
      msg: t('openBets.cashOutConfirm', { value: formatMoney(q.value) }),
      isShowCancel: true,
      sureText: t('confirm'),
      cancelText: t('cancel'),
      onSure: () => void execute(),
      onCancel: () => setStage('idle'),
    });
  };
  return (
    <Button
      size="small"
      type="primary"
      ghost
      loading={stage === 'sending'}
      onClick={confirm}
      data-testid="cash-out"
    >
      {t('openBets.cashOut', { value: formatMoney(q.value) })}
    </Button>
  );
}
