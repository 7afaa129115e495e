import { Button, Input } from 'antd';
import { MoneyLimits } from '@qilin/contract';
import { useT } from '../../../shared/i18n/index.ts';
import { allAmount, filterAmountInput } from '../amount.ts';
import { WALLET_NS } from '../i18n.ts';

interface Props {
  /** Given by antd's Form.Item. */
  value?: string;
  onChange?: (value: string) => void;
  /** The balance the "all" button fills in (canonical yuan); the button is off when there is nothing. */
  allOf?: string;
  placeholder?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  /** 'USDT' for the exchange dialog's USDT side; the yuan sign otherwise. */
  unit?: 'cny' | 'usdt';
  testId?: string;
}

/**
 * SPEC §5 amount field: keeps only what can be sent (digits, one point, 2 decimals, 12 characters) while
 * the player types or pastes, with an "all" button that fills the source balance.
 */
export function AmountInput({
  value,
  onChange,
  allOf,
  placeholder,
  disabled,
  autoFocus,
  unit,
  testId,
}: Props) {
  const t = useT(WALLET_NS);
  const all = allAmount(allOf);
  return (
    <Input
      size="large"
      value={value ?? ''}
      inputMode="decimal"
      autoComplete="off"
      maxLength={MoneyLimits.amountMaxLength}
      placeholder={placeholder}
      disabled={disabled}
      autoFocus={autoFocus}
      data-testid={testId}
      prefix={
        unit === 'usdt' ? <span style={{ opacity: 0.6 }}>USDT</span> : <span style={{ opacity: 0.6 }}>¥</span>
      }
      onChange={(e) => onChange?.(filterAmountInput(e.target.value))}
      suffix={
        <Button
          type="link"
          size="small"
          style={{ padding: 0, height: 'auto' }}
          disabled={disabled || !all}
          onClick={() => onChange?.(all)}
        >
          {t('common.all')}
        </Button>
      }
    />
  );
}
