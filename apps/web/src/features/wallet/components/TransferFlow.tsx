import { ArrowRightOutlined } from '@ant-design/icons';
import { Flex, Typography, theme } from 'antd';
import { formatMoney } from '../../../shared/format/money.ts';
import { useT } from '../../../shared/i18n/index.ts';
import '../../../shared/wallet/i18n.ts';
import type { TransferTy } from '../api.ts';

function Side({ label, amount, testId }: { label: string; amount: string | undefined; testId: string }) {
  const { token } = theme.useToken();
  return (
    <Flex
      vertical
      align="center"
      data-testid={testId}
      style={{
        flex: '1 1 0',
        minWidth: 0,
        padding: '10px 8px',
        borderRadius: token.borderRadiusLG,
        background: token.colorFillTertiary,
      }}
    >
      <Typography.Text type="secondary" ellipsis style={{ maxWidth: '100%', fontSize: token.fontSizeSM }}>
        {label}
      </Typography.Text>
      <Typography.Text strong style={{ fontSize: token.fontSizeLG, fontVariantNumeric: 'tabular-nums' }}>
        ¥{formatMoney(amount)}
      </Typography.Text>
    </Flex>
  );
}

interface Props {
  ty: TransferTy;
  centerBalance: string | undefined;
  venueName: string;
  venueBalance: string | undefined;
}

/** Where the money goes: the source wallet, an arrow, the target wallet, each with its balance. */
export function TransferFlow({ ty, centerBalance, venueName, venueBalance }: Props) {
  const tb = useT('balance');
  const { token } = theme.useToken();
  const center = <Side testId="flow-center" label={tb('centerWallet')} amount={centerBalance} />;
  const venue = <Side testId="flow-venue" label={venueName} amount={venueBalance} />;
  return (
    <Flex align="center" gap={8}>
      {ty === 1 ? center : venue}
      <ArrowRightOutlined style={{ color: token.colorPrimary, flex: 'none' }} />
      {ty === 1 ? venue : center}
    </Flex>
  );
}
