import { useRef, useState, type ChangeEvent } from 'react';
import { Button, Flex, Input, Select, type InputRef } from 'antd';
import { useT } from '../../../shared/i18n/index.ts';
import { useMember } from '../../../shared/session/index.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { addBankCard, invalidateWithdraw, plainRealName, useBankOptions } from '../api.ts';
import { cardNumberProblem, reformatCardInput } from '../card-number.ts';
import { AccountList } from '../components/AccountList.tsx';
import { Field, PageCard } from '../components/FormBits.tsx';
import { WITHDRAW_NS } from '../i18n.ts';

/**
 * /mine/addBankCard (needs a bound phone and real name; the guard sends others to the auth page). The
 * number is grouped by four while typing and Luhn-checked; the holder is the real name, shown masked and
 * sent in full (the server refuses any other holder).
 */
export function AddBankCardPage() {
  const t = useT(WITHDRAW_NS);
  const member = useMember();
  const banks = useBankOptions();
  const cardRef = useRef<InputRef>(null);
  const [bankCode, setBankCode] = useState<string | undefined>(undefined);
  const [card, setCard] = useState({ value: '', digits: '' });
  const [branch, setBranch] = useState('');
  const [touched, setTouched] = useState({ bank: false, card: false });
  const [busy, setBusy] = useState(false);

  const bankError = touched.bank && !bankCode ? t('bankCard.bankRequired') : '';
  const cardProblem = cardNumberProblem(card.digits);
  const cardError = touched.card && cardProblem ? t(`rule.${cardProblem}`) : '';

  const onCardChange = (e: ChangeEvent<HTMLInputElement>) => {
    const el = e.target;
    const next = reformatCardInput(el.value, el.selectionStart ?? el.value.length);
    setCard({ value: next.value, digits: next.digits });
    // Put the caret back after the same digits once React has written the regrouped value.
    requestAnimationFrame(() => cardRef.current?.input?.setSelectionRange(next.caret, next.caret));
  };

  const submit = async () => {
    setTouched({ bank: true, card: true });
    if (!bankCode || cardProblem || busy) return;
    setBusy(true);
    try {
      let holder: string;
      try {
        holder = await plainRealName();
      } catch {
        toast.error(t('bankCard.holderUnknown'));
        return;
      }
      await addBankCard({
        bankCode,
        cardNo: card.digits,
        holder,
        ...(branch.trim() ? { branch: branch.trim() } : {}),
      });
      toast.success(t('bankCard.added'));
      setBankCode(undefined);
      setCard({ value: '', digits: '' });
      setBranch('');
      setTouched({ bank: false, card: false });
      void invalidateWithdraw();
    } catch {
      // The API client has shown the server's message (holder, duplicate, limit).
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageCard title={t('bankCard.title')} subtitle={t('bankCard.subtitle')}>
        <Flex vertical gap={6} style={{ maxWidth: 520 }}>
          <Field label={t('bankCard.bank')} htmlFor="bank-code" error={bankError} required>
            <Select
              id="bank-code"
              size="large"
              style={{ width: '100%' }}
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('bankCard.bankPh')}
              loading={banks.isPending}
              value={bankCode}
              status={bankError ? 'error' : undefined}
              onChange={(v: string) => setBankCode(v)}
              onBlur={() => setTouched((s) => ({ ...s, bank: true }))}
              options={(banks.data ?? []).map((b) => ({ value: b.bankCode, label: b.bankName }))}
            />
          </Field>
          <Field label={t('bankCard.cardNo')} htmlFor="card-no" error={cardError} required>
            <Input
              id="card-no"
              ref={cardRef}
              size="large"
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder={t('bankCard.cardNoPh')}
              value={card.value}
              status={cardError ? 'error' : undefined}
              onChange={onCardChange}
              onBlur={() => setTouched((s) => ({ ...s, card: true }))}
              style={{ fontVariantNumeric: 'tabular-nums', letterSpacing: 1 }}
            />
          </Field>
          <Field label={t('bankCard.holder')} htmlFor="card-holder" hint={t('bankCard.holderHint')} required>
            <Input id="card-holder" size="large" value={member?.realName ?? ''} disabled />
          </Field>
          <Field label={t('bankCard.branch')} htmlFor="card-branch">
            <Input
              id="card-branch"
              size="large"
              maxLength={60}
              placeholder={t('bankCard.branchPh')}
              value={branch}
              onChange={(e) => setBranch(e.target.value)}
            />
          </Field>
          <Button type="primary" size="large" block loading={busy} onClick={() => void submit()}>
            {t('bankCard.submit')}
          </Button>
        </Flex>
      </PageCard>
      <AccountList type="bank" />
    </>
  );
}
