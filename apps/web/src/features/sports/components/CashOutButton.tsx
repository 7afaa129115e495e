import { useState } from 'react';
import { Button } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useIdempotentAction } from '../../../shared/api/idempotency.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { showTips } from '../../../shared/ui/dialogs.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { refreshBalance } from '../../../shared/wallet/balance.ts';
import { resource } from '../api.ts';
import { SPORTS_NS } from '../i18n.ts';
import '../i18n.ts';

/**
 * Cash-out of an open ticket: the quote is refreshed every few seconds while shown; the player confirms the
 * value, which the server honours only if the current value is at least that (CashOutRequestSchema).
 */
export function CashOutButton({ ticketId, onDone }: { ticketId: string; onDone?: () => void }) {
  const t = useT(SPORTS_NS);
  const queryClient = useQueryClient();
  const action = useIdempotentAction();
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
      await action.run({ ticketId, value: q.value }, () =>
        resource('cashOut', { ticket_id: ticketId, value: q.value }),
      );
    } catch {
      // The server's message was shown; the quote refreshes and the player may try again.
      setStage('idle');
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
