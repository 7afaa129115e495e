import { useState } from 'react';
import { Button, Flex, Input } from 'antd';
import { alipayAccountProblem } from '@qilin/contract';
import { useT } from '../../../shared/i18n/index.ts';
import { useMember } from '../../../shared/session/index.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { addAlipay, invalidateWithdraw, plainRealName } from '../api.ts';
import { AccountList } from '../components/AccountList.tsx';
import { Field, PageCard } from '../components/FormBits.tsx';
import { WITHDRAW_NS } from '../i18n.ts';

/** /mine/alipayManage: the member's Alipay accounts and adding one (a phone number or e-mail login). */
export function AlipayManagePage() {
  const t = useT(WITHDRAW_NS);
  const member = useMember();
  const [account, setAccount] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const problem = alipayAccountProblem(account);
  const error = touched && problem ? t(`alipay.${problem}`) : '';

  const submit = async () => {
    setTouched(true);
    if (problem || busy) return;
    setBusy(true);
    try {
      let holder: string;
      try {
        holder = await plainRealName();
      } catch {
        toast.error(t('bankCard.holderUnknown'));
        return;
      }
      await addAlipay({ account: account.trim(), holder });
      toast.success(t('alipay.added'));
      setAccount('');
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
      <PageCard title={t('alipay.addTitle')} subtitle={t('alipay.subtitle')}>
        <Flex vertical gap={6} style={{ maxWidth: 520 }}>
          <Field label={t('alipay.account')} htmlFor="alipay-account" error={error} required>
            <Input
              id="alipay-account"
              size="large"
              maxLength={60}
              autoComplete="off"
              placeholder={t('alipay.accountPh')}
              value={account}
              status={error ? 'error' : undefined}
              onChange={(e) => setAccount(e.target.value.trim())}
              onBlur={() => setTouched(true)}
              onPressEnter={() => void submit()}
            />
          </Field>
          <Field label={t('alipay.holder')} htmlFor="alipay-holder" hint={t('alipay.holderHint')} required>
            <Input id="alipay-holder" size="large" value={member?.realName ?? ''} disabled />
          </Field>
          <Button type="primary" size="large" block loading={busy} onClick={() => void submit()}>
            {t('alipay.submit')}
          </Button>
        </Flex>
      </PageCard>
      <AccountList type="alipay" />
    </>
  );
}
