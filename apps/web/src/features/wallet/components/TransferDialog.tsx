import { Flex, Form, Modal } from 'antd';
import { formatMoney } from '../../../shared/format/money.ts';
import { useT } from '../../../shared/i18n/index.ts';
import type { TransferTy } from '../api.ts';
import { WALLET_NS } from '../i18n.ts';
import { useVenueTransfer } from '../use-venue-transfer.ts';
import type { VenueWallet } from '../use-wallet-data.ts';
import { AmountInput } from './AmountInput.tsx';
import { TransferFlow } from './TransferFlow.tsx';
import { useAmountRule } from './use-amount-rule.ts';

interface Props {
  venue: VenueWallet | null;
  ty: TransferTy;
  centerBalance: string | undefined;
  onClose: () => void;
}

/** The per-venue transfer of /mine/wallet: into the venue (ty 1) or back to the centre wallet (ty 2). */
export function TransferDialog({ venue, ty, centerBalance, onClose }: Props) {
  const t = useT(WALLET_NS);
  const [form] = Form.useForm<{ amount: string }>();
  const { busy, transfer } = useVenueTransfer();
  const source = ty === 1 ? centerBalance : venue?.balance;
  const rule = useAmountRule(ty, source, ty === 1 ? venue?.minTransfer : undefined);

  // The pending key is not reset on close: an attempt whose outcome is unknown, made again after reopening
  // with the same venue and amount, is the same transfer (any other body takes a new key anyway).
  const close = () => {
    form.resetFields();
    onClose();
  };

  const submit = async ({ amount }: { amount: string }) => {
    if (!venue) return;
    const ok = await transfer({ channelCode: venue.channelCode, amount: amount.trim(), ty });
    if (ok) close();
  };

  return (
    <Modal
      open={venue !== null}
      title={
        venue ? t(ty === 1 ? 'transfer.dialogIn' : 'transfer.dialogOut', { venue: venue.venueName }) : ''
      }
      okText={t('transfer.submit')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={close}
      destroyOnHidden
      width={440}
    >
      <div style={{ margin: '12px 0 20px' }}>
        <TransferFlow
          ty={ty}
          centerBalance={centerBalance}
          venueName={venue?.venueName ?? ''}
          venueBalance={venue?.balance}
        />
      </div>
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} requiredMark={false}>
        <Form.Item
          name="amount"
          label={t('transfer.amount')}
          rules={[{ validator: (_, v: string | undefined) => rule(v ?? '') }]}
          extra={
            <Flex justify="space-between" wrap gap={8}>
              <span>{t('transfer.available', { amount: formatMoney(source) })}</span>
              {ty === 1 && venue && venue.minTransfer !== '0.00' ? (
                <span>{t('transfer.min', { min: formatMoney(venue.minTransfer) })}</span>
              ) : null}
            </Flex>
          }
        >
          <AmountInput
            allOf={source}
            autoFocus
            testId="transfer-amount"
            placeholder={t(ty === 1 ? 'transfer.amountInPh' : 'transfer.amountOutPh')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
