import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { LockOutlined, SafetyOutlined } from '@ant-design/icons';
import { Limits, UserPath, validateNewPassword, type MemberInfo } from '@qilin/contract';
import { asFormRule, useRuleText } from '../../auth/rule-text.ts';
import { rememberNewPassword } from '../../auth/remember-store.ts';
import { md5 } from '../../../shared/crypto/md5.ts';
import { apiPost } from '../../../shared/api/client.ts';
import { bus } from '../../../shared/events/bus.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { CodeField } from './CodeField.tsx';
import { availableWays, CodeWay, resetCodeRequest, type CodeWayValue } from './CodeWay.tsx';
import { useSubmit } from './dialog-kit.tsx';

interface DialogProps {
  open: boolean;
  onClose: () => void;
}

/** New password + repeat with SPEC §5's forgot-password messages (the same rule applies to any new one). */
function NewPasswordFields() {
  const t = useT('mine');
  const rule = asFormRule(useRuleText());
  return (
    <>
      <Form.Item
        name="password"
        rules={[{ validator: (_, v: string | undefined) => rule(validateNewPassword(v ?? '', v ?? '')) }]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          maxLength={Limits.passwordMax}
          autoComplete="new-password"
          placeholder={t('security.newPasswordPh')}
        />
      </Form.Item>
      <Form.Item
        name="repeat"
        dependencies={['password']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, v: string | undefined) =>
              rule(validateNewPassword((getFieldValue('password') as string | undefined) ?? '', v ?? '')),
          }),
        ]}
      >
        <Input.Password
          prefix={<SafetyOutlined />}
          maxLength={Limits.passwordMax}
          autoComplete="new-password"
          placeholder={t('security.repeatPh')}
        />
      </Form.Item>
    </>
  );
}

/** Change the login password with the old one (UserPath.bindPassword, all three md5). */
export function ChangePasswordDialog({ open, onClose, member }: DialogProps & { member: MemberInfo }) {
  const t = useT('mine');
  const [form] = Form.useForm<{ oldPassword: string; password: string; repeat: string }>();
  const { busy, run } = useSubmit();

  const submit = (v: { oldPassword: string; password: string; repeat: string }) =>
    run(async () => {
      await apiPost(UserPath.bindPassword, {
        oldPassword: md5(v.oldPassword),
        password: md5(v.password),
        secondPassword: md5(v.repeat),
      });
      await rememberNewPassword(member.name, v.password);
      toast.success(t('security.passwordChanged'));
      onClose();
      // The shell decides what a changed password means for the session (SPEC §4 event).
      bus.emit('password_change_success');
    });

  return (
    <Modal
      open={open}
      title={t('security.changePassword')}
      onCancel={onClose}
      okText={t('common.submit')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy, htmlType: 'submit', form: 'qa-change-password' }}
      afterClose={() => form.resetFields()}
    >
      <Form
        id="qa-change-password"
        form={form}
        size="large"
        onFinish={(v) => void submit(v)}
        style={{ marginTop: 16 }}
      >
        <Form.Item
          name="oldPassword"
          rules={[{ required: true, message: t('security.oldPasswordRequired') }]}
        >
          <Input.Password
            prefix={<LockOutlined />}
            maxLength={30}
            autoComplete="current-password"
            placeholder={t('security.oldPasswordPh')}
          />
        </Form.Item>
        <NewPasswordFields />
      </Form>
    </Modal>
  );
}

/** Reset the login password with a code to the bound phone or e-mail (bindPasswordByPhone / ByEmail). */
export function ResetPasswordDialog({ open, onClose, member }: DialogProps & { member: MemberInfo }) {
  const t = useT('mine');
  const tAuth = useT('auth');
  const [form] = Form.useForm<{ code: string; password: string; repeat: string }>();
  const [way, setWay] = useState<CodeWayValue>(availableWays(member)[0] ?? 'phone');
  const { busy, run } = useSubmit();

  const submit = (v: { code: string; password: string; repeat: string }) =>
    run(async () => {
      await apiPost(way === 'phone' ? UserPath.bindPasswordByPhone : UserPath.bindPasswordByEmail, {
        code: v.code.trim(),
        password: md5(v.password),
        secondPassword: md5(v.repeat),
      });
      await rememberNewPassword(member.name, v.password);
      toast.success(t('security.passwordReset'));
      onClose();
      bus.emit('password_change_success');
    });

  return (
    <Modal
      open={open}
      title={t('security.resetPassword')}
      onCancel={onClose}
      okText={t('common.submit')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy, htmlType: 'submit', form: 'qa-reset-password' }}
      afterClose={() => form.resetFields()}
    >
      <Form
        id="qa-reset-password"
        form={form}
        size="large"
        onFinish={(v) => void submit(v)}
        style={{ marginTop: 16 }}
      >
        <CodeWay member={member} value={way} onChange={setWay} />
        <CodeField
          key={way}
          placeholder={t('security.codePh')}
          request={() => resetCodeRequest(member, way)}
          successText={way === 'phone' ? tAuth('code.smsSent') : tAuth('code.emailSent')}
        />
        <NewPasswordFields />
      </Form>
    </Modal>
  );
}
