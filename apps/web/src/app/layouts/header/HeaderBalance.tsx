import { ReloadOutlined, WalletOutlined } from '@ant-design/icons';
import { Grid, Tooltip } from 'antd';
import { useState, type CSSProperties } from 'react';
import { useNavigate } from 'react-router';
import { formatMoney } from '../../../shared/format/money.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { refreshBalance, useBalance } from '../../../shared/wallet/balance.ts';
import { BALANCE_NS } from '../../../shared/wallet/i18n.ts';

const box: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: 2,
  borderRadius: 999,
  background: 'rgba(255, 255, 255, 0.12)',
  color: 'inherit',
  padding: '2px 4px 2px 12px',
  whiteSpace: 'nowrap',
};
const plain: CSSProperties = {
  border: 0,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  font: 'inherit',
  padding: 0,
  display: 'flex',
  alignItems: 'center',
  gap: 6,
};

/**
 * SPEC §3: the member's centre wallet balance in the header (centerWalletBalance), with a refresh button.
 * The figure opens /mine/wallet. Loaded with the member menu, so visitors never download it. Hidden on
 * phone widths, where the header has no room for it.
 */
export function HeaderBalance() {
  const t = useT(BALANCE_NS);
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const balance = useBalance();
  const [spinning, setSpinning] = useState(false);
  const amount = balance.data ? formatMoney(balance.data.centerWalletBalance) : '--';

  const refresh = () => {
    if (spinning) return;
    setSpinning(true);
    // The player asked for it: a failure shows the server's message (SPEC §8.3).
    void refreshBalance({ showError: true }).finally(() => setSpinning(false));
  };

  return (
    <div style={box} className="qa-header-balance">
      <button
        type="button"
        style={plain}
        onClick={() => void navigate('/mine/wallet')}
        aria-label={`${t('centerWallet')} ${amount}`}
      >
        <WalletOutlined style={{ color: 'var(--qa-accent)' }} />
        {screens.lg ? <span style={{ opacity: 0.8, fontSize: 12 }}>{t('centerWallet')}</span> : null}
        <span style={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }} data-testid="header-balance">
          ¥{amount}
        </span>
      </button>
      <Tooltip title={t('refresh')}>
        <button
          type="button"
          style={{ ...plain, width: 26, height: 26, justifyContent: 'center' }}
          onClick={refresh}
          aria-label={t('refresh')}
          aria-busy={spinning}
        >
          <ReloadOutlined spin={spinning || balance.isFetching} />
        </button>
      </Tooltip>
    </div>
  );
}
