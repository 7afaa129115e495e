import { Form, Input, Modal } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { Limits, SendCodeCate, SendCodeType, UserPath, validateEmail } from '@qilin/contract';
import { PhoneField } from '../../auth/phone-field.tsx';
import { asFormRule, useRuleText } from '../../auth/rule-text.ts';
import { apiPost } from '../../../shared/api/client.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { refreshMember } from '../api.ts';
import { CodeField } from './CodeField.tsx';
import { useSubmit } from './dialog-kit.tsx';

interface DialogProps {
  open: boolean;
  onClose: () => void;
}

/** Bind a phone: country + number, a type-1 SMS code to that number, then UserPath.bindPhone. */
export function BindPhoneDialog({ open, onClose }: DialogProps) {
  const t = useT('mine');
  const tAuth = useT('auth');
  const [form] = Form.useForm<{ areaCode: string; phone: string; code: string }>();
  const { busy, run } = useSubmit();

  const request = async () => {
    try {
      const v = await form.validateFields(['areaCode', 'phone']);
      return {
        type: SendCodeType.bind,
        cate: SendCodeCate.sms,
        contact: v.phone.trim(),
        areaCode: v.areaCode,
      };
    } catch {
      return null;
    }
  };

  const submit = (v: { areaCode: string; phone: string; code: string }) =>
    run(async () => {
      await apiPost(UserPath.bindPhone, { phone: v.phone.trim(), areaCode: v.areaCode, code: v.code.trim() });
      await refreshMember();
      toast.success(t('security.phoneBound'));
      onClose();
    });

  return (
    <Modal
      open={open}
      title={t('security.bindPhone')}
      onCancel={onClose}
      okText={t('common.submit')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy, htmlType: 'submit', form: 'qa-bind-phone' }}
      afterClose={() => form.resetFields()}
    >
      <Form
        id="qa-bind-phone"
        form={form}
        size="large"
        onFinish={(v) => void submit(v)}
        style={{ marginTop: 16 }}
      >
        <PhoneField placeholder={t('security.phonePh')} areaPlaceholder={t('security.areaPh')} />
        <CodeField placeholder={t('security.codePh')} request={request} successText={tAuth('code.smsSent')} />
      </Form>
    </Modal>
  );
}

/** Bind an e-mail: a type-1 e-mail code to that address, then UserPath.bindEmail. */
export function BindEmailDialog({ open, onClose }: DialogProps) {
  const t = useT('mine');
  const tAuth = useT('auth');
  const ruleText = useRuleText();
  const rule = asFormRule(ruleText);
  const [form] = Form.useForm<{ email: string; code: string }>();
  const { busy, run } = useSubmit();

  const request = async () => {
    try {
      const v = await form.validateFields(['email']);
      return { type: SendCodeType.bind, cate: SendCodeCate.email, contact: v.email.trim() };
    } catch {
      return null;
    }
  };

  const submit = (v: { email: string; code: string }) =>
    run(async () => {
      await apiPost(UserPath.bindEmail, { email: v.email.trim(), code: v.code.trim() });
      await refreshMember();
      toast.success(t('security.emailBound'));
      onClose();
    });

  return (
    <Modal
      open={open}
      title={t('security.bindEmail')}
      onCancel={onClose}
      okText={t('common.submit')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy, htmlType: 'submit', form: 'qa-bind-email' }}
      afterClose={() => form.resetFields()}
    >
      <Form
        id="qa-bind-email"
        form={form}
        size="large"
        onFinish={(v) => void submit(v)}
        style={{ marginTop: 16 }}
      >
        <Form.Item
          name="email"
          rules={[{ validator: (_, v: string | undefined) => rule(validateEmail((v ?? '').trim())) }]}
        >
          <Input
            prefix={<MailOutlined />}
            inputMode="email"
            maxLength={Limits.emailMax}
            placeholder={t('security.emailPh')}
          />
        </Form.Item>
        <CodeField
          placeholder={t('security.codePh')}
          request={request}
          successText={tAuth('code.emailSent')}
        />
      </Form>
    </Modal>
  );
}
