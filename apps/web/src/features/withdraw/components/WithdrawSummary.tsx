import { formatFen } from '../../../shared/format/money.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { SummaryPanel, SummaryRow } from '../../../shared/ui/SummaryPanel.tsx';
import { WITHDRAW_NS } from '../i18n.ts';
import type { WithdrawPreview } from '../withdraw-logic.ts';

/** What the typed amount pays out: amount, fee and the net (with its coins for USDT); dashes until valid. */
export function WithdrawSummary({ preview }: { preview: WithdrawPreview | null }) {
  const t = useT(WITHDRAW_NS);
  const yuan = (fen: number | undefined) => (fen === undefined ? '—' : `¥${formatFen(fen)}`);
  return (
    <SummaryPanel>
      <SummaryRow label={t('form.summaryAmount')} value={yuan(preview?.amountFen)} />
      <SummaryRow label={t('form.summaryFee')} value={yuan(preview?.feeFen)} />
      <SummaryRow
        label={t('form.summaryActual')}
        value={yuan(preview?.netFen)}
        strong
        after={preview?.coins ? t('form.summaryCoins', { coins: preview.coins }) : undefined}
      />
    </SummaryPanel>
  );
}
