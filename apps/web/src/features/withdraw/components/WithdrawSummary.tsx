import { Flex, Typography, theme } from 'antd';
import { formatFen } from '../../../shared/format/money.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { WITHDRAW_NS } from '../i18n.ts';
import type { WithdrawPreview } from '../withdraw-logic.ts';

/** What the typed amount pays out: amount, fee and the net (with its coins for USDT); dashes until valid. */
export function WithdrawSummary({ preview }: { preview: WithdrawPreview | null }) {
  const t = useT(WITHDRAW_NS);
  const { token } = theme.useToken();
  const yuan = (fen: number | undefined) => (fen === undefined ? '—' : `¥${formatFen(fen)}`);
  return (
    <Flex
      vertical
      gap={6}
      style={{
        padding: 14,
        borderRadius: token.borderRadiusLG,
        background: token.colorFillQuaternary,
        border: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Flex justify="space-between">
        <Typography.Text type="secondary">{t('form.summaryAmount')}</Typography.Text>
        <Typography.Text>{yuan(preview?.amountFen)}</Typography.Text>
      </Flex>
      <Flex justify="space-between">
        <Typography.Text type="secondary">{t('form.summaryFee')}</Typography.Text>
        <Typography.Text>{yuan(preview?.feeFen)}</Typography.Text>
      </Flex>
      <Flex justify="space-between" align="baseline">
        <Typography.Text type="secondary">{t('form.summaryActual')}</Typography.Text>
        <Typography.Text strong type="success" style={{ fontSize: 18 }}>
          {yuan(preview?.netFen)}
          {preview?.coins ? (
            <Typography.Text type="secondary" style={{ fontSize: token.fontSize, marginInlineStart: 6 }}>
              {t('form.summaryCoins', { coins: preview.coins })}
            </Typography.Text>
          ) : null}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
