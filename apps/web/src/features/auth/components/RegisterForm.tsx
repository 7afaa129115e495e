import { useRef, useState } from 'react';
import { Button, Checkbox, Form, Input, Typography } from 'antd';
import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import {
  Code,
  Kaptchcate,
  Limits,
  stripWhitespace,
  validateAgree,
  validatePassword,
  validateRepeat,
  validateUsername,
} from '@qilin/contract';
import { bus } from '../../../shared/events/bus.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { storage } from '../../../shared/storage/storage.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { finishLogin, postRegister, trustedLogin } from '../api.ts';
import { classifyLogin, submitWithCaptcha, type CaptchaAnswer, type CaptchaKind } from '../captcha.ts';
import { buildRegisterDomain } from '../referral.ts';
import { asFormRule, useRuleText } from '../rule-text.ts';
import { md5 } from '../../../shared/crypto/md5.ts';

interface Values {
  name: string;
  password: string;
  repeat: string;
  agree: boolean;
}

interface Props {
  ask: (kind: CaptchaKind, refused: string | null) => Promise<CaptchaAnswer | null>;
  onSuccess: () => void;
  /** The automatic login after registering failed: go to the login tab with this name filled. */
  onAutoLoginFailed: (name: string) => void;
  onLogin: () => void;
  onOpenLegal: (doc: 'terms' | 'privacy') => void;
}

/** SPEC §2.7 register form with SPEC §5's rules (whitespace stripped from every field). */
export function RegisterForm({ ask, onSuccess, onAutoLoginFailed, onLogin, onOpenLegal }: Props) {
  const t = useT('auth');
  const ruleText = useRuleText();
  const rule = asFormRule(ruleText);
  const [form] = Form.useForm<Values>();
  const values = Form.useWatch([], form) as Partial<Values> | undefined;
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);

  const submit = async (v: Values) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    try {
      const name = stripWhitespace(v.name);
      const hashed = md5(stripWhitespace(v.password));
      const rCode = storage.rCode.get() ?? undefined;
      const iCode = storage.iCode.get() ?? undefined;
      const result = await submitWithCaptcha(
        (answer) =>
          postRegister(
            {
              name,
              password: hashed,
              secondPassword: md5(stripWhitespace(v.repeat)),
              kaptchcate: Kaptchcate.register,
              domain: buildRegisterDomain(location.href, { iCode, rCode }),
              rCode,
              iCode,
            },
            answer,
          ),
        ask,
      );
      if (!result) return;
      if (result.code !== Code.Success) {
        if (result.message) toast.error(result.message);
        return;
      }
      // SPEC §4: success clears the stored referral code, says 注册成功 and logs in with kaptchcate 99.
      storage.rCode.set(null);
      storage.iCode.set(null);
      toast.success(t('register.success'));
      const login = await trustedLogin(name, hashed, { codeId: result.data.loginTicket });
      const outcome = classifyLogin(login);
      if (outcome.kind === 'success') {
        await finishLogin(outcome.data);
        onSuccess();
      } else if (outcome.kind === 'newDevice') {
        bus.emit('newDevice', { name, password: hashed, phoneNumber: outcome.phoneNumber, code: login.code });
      } else {
        // SPEC leaves the auto-login failure handler open. The account exists now, so we show why and move
        // to the login tab with the name filled: the player only types the password again.
        toast.error(outcome.message || t('register.autoLoginFailed'));
        onAutoLoginFailed(name);
      }
    } catch {
      // Transport failures and 6001 were shown by the API client.
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  const ready = Boolean(values?.name && values.password && values.repeat && values.agree);

  return (
    <Form<Values>
      form={form}
      size="large"
      initialValues={{ name: '', password: '', repeat: '', agree: false }}
      onFinish={(v) => void submit(v)}
      validateTrigger="onBlur"
      // Checked on leaving a field, so nothing is red while it is being typed; but a field already shown in
      // error is checked again at every change, so the error goes as soon as the value is right.
      onValuesChange={(changed: Partial<Values>) => {
        const shown = (Object.keys(changed) as (keyof Values)[]).filter(
          (k) => form.getFieldError(k).length > 0,
        );
        if (shown.length > 0) form.validateFields(shown).catch(() => undefined);
      }}
    >
      <Form.Item
        name="name"
        normalize={(v: string) => stripWhitespace(v ?? '')}
        rules={[{ validator: (_, v: string) => rule(validateUsername(v ?? '')) }]}
      >
        <Input
          prefix={<UserOutlined />}
          placeholder={t('field.registerUsernamePh')}
          autoComplete="username"
          maxLength={Limits.usernameMax}
          allowClear
        />
      </Form.Item>
      <Form.Item
        name="password"
        normalize={(v: string) => stripWhitespace(v ?? '')}
        rules={[{ validator: (_, v: string) => rule(validatePassword(v ?? '')) }]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('field.registerPasswordPh')}
          autoComplete="new-password"
          maxLength={Limits.passwordMax}
        />
      </Form.Item>
      <Form.Item
        name="repeat"
        dependencies={['password']}
        normalize={(v: string) => stripWhitespace(v ?? '')}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, v: string) => rule(validateRepeat(getFieldValue('password') ?? '', v ?? '')),
          }),
        ]}
      >
        <Input.Password
          prefix={<SafetyOutlined />}
          placeholder={t('field.repeatPh')}
          autoComplete="new-password"
          maxLength={Limits.passwordMax}
        />
      </Form.Item>
      <Form.Item
        name="agree"
        valuePropName="checked"
        validateTrigger="onChange"
        rules={[{ validator: (_, v: boolean) => rule(validateAgree(Boolean(v))) }]}
        style={{ marginBottom: 20 }}
      >
        <Checkbox>
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {t('register.agreePrefix')}
            {/* A document's name never breaks across lines (《隐私政 / 策》). */}
            <Typography.Link
              style={{ whiteSpace: 'nowrap' }}
              onClick={(e) => {
                e.preventDefault(); // do not tick the box when opening the text
                e.stopPropagation();
                onOpenLegal('terms');
              }}
            >
              {t('register.terms')}
            </Typography.Link>
            {t('register.and')}
            <Typography.Link
              style={{ whiteSpace: 'nowrap' }}
              onClick={(e) => {
                e.preventDefault(); // do not tick the box when opening the text
                e.stopPropagation();
                onOpenLegal('privacy');
              }}
            >
              {t('register.privacy')}
            </Typography.Link>
          </Typography.Text>
        </Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" block disabled={!ready} loading={submitting}>
        {submitting ? t('register.submitting') : t('register.submit')}
      </Button>
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Typography.Text type="secondary">
          {t('register.hasAccount')}{' '}
          <Typography.Link onClick={onLogin}>{t('register.goLogin')}</Typography.Link>
        </Typography.Text>
      </div>
    </Form>
  );
}
