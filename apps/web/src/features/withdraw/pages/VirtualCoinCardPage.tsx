import { useState } from 'react';
import { Alert, Button, Flex, Input, Segmented } from 'antd';
import { coinAddressProblem, type CoinNetwork } from '@qilin/contract';
import { useT } from '../../../shared/i18n/index.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { addVirtualAddress, invalidateWithdraw } from '../api.ts';
import { AccountList } from '../components/AccountList.tsx';
import { Field, PageCard } from '../components/FormBits.tsx';
import { WITHDRAW_NS } from '../i18n.ts';

const NETWORKS: readonly CoinNetwork[] = ['TRC20', 'ERC20'];

/** /mine/virtualCoinCard: USDT payout addresses on TRC20 or ERC20, format-checked before sending. */
export function VirtualCoinCardPage() {
  const t = useT(WITHDRAW_NS);
  const [network, setNetwork] = useState<CoinNetwork>('TRC20');
  const [address, setAddress] = useState('');
  const [alias, setAlias] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const problem = coinAddressProblem(network, address);
  const error = touched && problem ? t(`coin.${problem}`) : '';

  const submit = async () => {
    setTouched(true);
    if (problem || busy) return;
    setBusy(true);
    try {
      await addVirtualAddress({
        network,
        address: address.trim(),
        ...(alias.trim() ? { alias: alias.trim() } : {}),
      });
      toast.success(t('coin.added'));
      setAddress('');
      setAlias('');
      setTouched(false);
      void invalidateWithdraw();
    } catch {
      // The API client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageCard title={t('coin.addTitle')}>
        <Flex vertical gap={6} style={{ maxWidth: 560 }}>
          <Field label={t('coin.network')}>
            <Segmented<CoinNetwork>
              size="large"
              value={network}
              onChange={(v) => setNetwork(v)}
              options={NETWORKS.map((n) => ({ value: n, label: `USDT-${n}` }))}
              aria-label={t('coin.network')}
            />
          </Field>
          <Field label={t('coin.address')} htmlFor="coin-address" error={error} required>
            <Input
              id="coin-address"
              size="large"
              maxLength={80}
              autoComplete="off"
              spellCheck={false}
              placeholder={t(`coin.addressPh.${network}`)}
              value={address}
              status={error ? 'error' : undefined}
              onChange={(e) => setAddress(e.target.value.trim())}
              onBlur={() => setTouched(true)}
              style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' }}
            />
          </Field>
          <Field label={t('coin.alias')} htmlFor="coin-alias">
            <Input
              id="coin-alias"
              size="large"
              maxLength={20}
              placeholder={t('coin.aliasPh')}
              value={alias}
              onChange={(e) => setAlias(e.target.value)}
            />
          </Field>
          <Alert type="warning" showIcon title={t('coin.tip')} style={{ marginBottom: 16 }} />
          <Button type="primary" size="large" block loading={busy} onClick={() => void submit()}>
            {t('coin.submit')}
          </Button>
        </Flex>
      </PageCard>
      <AccountList type="usdt" />
    </>
  );
}
