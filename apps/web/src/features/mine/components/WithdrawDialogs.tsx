import { useState } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import { KeyOutlined } from '@ant-design/icons';
import { UserPath, WITHDRAW_PASSWORD_LENGTH, type MemberInfo } from '@qilin/contract';
import { apiPost } from '../../../shared/api/client.ts';
import { md5 } from '../../../shared/crypto/md5.ts';
import { digitsInput } from '../../../shared/format/typed-digits.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { refreshMember } from '../api.ts';
import { validateWithdrawPassword } from '../rules.ts';
import { CodeField } from './CodeField.tsx';
import { availableWays, CodeWay, resetCodeRequest, type CodeWayValue } from './CodeWay.tsx';
import { useSubmit } from './dialog-kit.tsx';

interface DialogProps {
  open: boolean;
  onClose: () => void;
}

const digitsOnly = (v: string | undefined) => digitsInput(v ?? '', WITHDRAW_PASSWORD_LENGTH);

/** Six-digit password + repeat. */
function WithdrawPasswordFields() {
  const t = useT('mine');
  const check = (problem: string) =>
    problem ? Promise.reject(new Error(t(`security.${problem}`))) : Promise.resolve();
  return (
    <>
      <Form.Item
        name="password"
        normalize={digitsOnly}
        rules={[{ validator: (_, v: string | undefined) => check(validateWithdrawPassword(v ?? '')) }]}
      >
        <Input.Password
          prefix={<KeyOutlined />}
          inputMode="numeric"
          maxLength={WITHDRAW_PASSWORD_LENGTH}
          autoComplete="off"
          placeholder={t('security.withdrawPh')}
        />
      </Form.Item>
      <Form.Item
        name="repeat"
        normalize={digitsOnly}
        dependencies={['password']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, v: string | undefined) =>
              check(
                validateWithdrawPassword((getFieldValue('password') as string | undefined) ?? '', v ?? ''),
              ),
          }),
        ]}
      >
        <Input.Password
          prefix={<KeyOutlined />}
          inputMode="numeric"
          maxLength={WITHDRAW_PASSWORD_LENGTH}
          autoComplete="off"
          placeholder={t('security.withdrawRepeatPh')}
        />
      </Form.Item>
    </>
  );
}

/**
 * Set the withdrawal password (UserPath.withdrawPwdSet). Without a bound real name the server answers 6449
 * and the API client shows SPEC §6's "go complete" dialog by itself; we only say so up front.
 */
export function WithdrawSetDialog({ open, onClose, member }: DialogProps & { member: MemberInfo }) {
  const t = useT('mine');
  const [form] = Form.useForm<{ password: string; repeat: string }>();
  const { busy, run } = useSubmit();

  const submit = (v: { password: string; repeat: string }) =>
    run(async () => {
      try {
        await apiPost(UserPath.withdrawPwdSet, { password: md5(v.password), secondPassword: md5(v.repeat) });
      } catch (err) {
        onClose(); // the 6449 dialog (or the error message) takes over
        throw err;
      }
      await refreshMember();
      toast.success(t('security.withdrawSet'));
      onClose();
    });

  return (
    <Modal
      open={open}
      title={t('security.setWithdraw')}
      onCancel={onClose}
      okText={t('common.submit')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy, htmlType: 'submit', form: 'qa-withdraw-set' }}
      afterClose={() => form.resetFields()}
    >
      {!member.bindRealName ? (
        <Alert type="info" showIcon title={t('security.realNameFirst')} style={{ marginTop: 12 }} />
      ) : null}
      <Form
        id="qa-withdraw-set"
        form={form}
        size="large"
        onFinish={(v) => void submit(v)}
        style={{ marginTop: 16 }}
      >
        <WithdrawPasswordFields />
      </Form>
    </Modal>
  );
}

/**
 * Reset the withdrawal password with a code (UserPath.withdrawPwdReset). By e-mail the code is checked
 * first (withdrawPwdEmailCheck), then the new password is asked; by phone it is one form.
 */
export function WithdrawResetDialog({ open, onClose, member }: DialogProps & { member: MemberInfo }) {
  const t = useT('mine');
  const tAuth = useT('auth');
  const [form] = Form.useForm<{ code: string; password: string; repeat: string }>();
  const [way, setWay] = useState<CodeWayValue>(availableWays(member)[0] ?? 'phone');
  const [emailChecked, setEmailChecked] = useState(false);
  const { busy, run } = useSubmit();
  const askPassword = way === 'phone' || emailChecked;

  const submit = (v: { code: string; password: string; repeat: string }) =>
    run(async () => {
      const code = (v.code ?? form.getFieldValue('code') ?? '').trim();
      if (way === 'email' && !emailChecked) {
        await apiPost(UserPath.withdrawPwdEmailCheck, { code });
        setEmailChecked(true);
        toast.success(t('security.emailChecked'));
        return;
      }
      await apiPost(UserPath.withdrawPwdReset, {
        way,
        code,
        password: md5(v.password),
        secondPassword: md5(v.repeat),
      });
      await refreshMember();
      toast.success(t('security.withdrawReset'));
      onClose();
    });

  return (
    <Modal
      open={open}
      title={t('security.resetWithdraw')}
      onCancel={onClose}
      okText={askPassword ? t('common.submit') : t('common.next')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy, htmlType: 'submit', form: 'qa-withdraw-reset' }}
      afterClose={() => {
        form.resetFields();
        setEmailChecked(false);
      }}
    >
      <Form
        id="qa-withdraw-reset"
        form={form}
        size="large"
        preserve
        onFinish={(v) => void submit(v)}
        style={{ marginTop: 16 }}
      >
        <div style={{ display: emailChecked ? 'none' : undefined }}>
          <CodeWay
            member={member}
            value={way}
            onChange={(w) => {
              setWay(w);
              setEmailChecked(false);
            }}
          />
          <CodeField
            key={way}
            placeholder={t('security.codePh')}
            request={() => resetCodeRequest(member, way)}
            successText={way === 'phone' ? tAuth('code.smsSent') : tAuth('code.emailSent')}
          />
        </div>
        {askPassword ? <WithdrawPasswordFields /> : null}
      </Form>
    </Modal>
  );
}
