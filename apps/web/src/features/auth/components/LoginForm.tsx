import { useEffect, useRef, useState } from 'react';
import { Button, Checkbox, Flex, Form, Input, Typography } from 'antd';
import { CustomerServiceOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import { Kaptchcate } from '@qilin/contract';
import { bus } from '../../../shared/events/bus.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { openCustomerService } from '../../../shared/ui/customer-service.ts';
import { finishLogin, postLogin } from '../api.ts';
import { classifyLogin, submitWithCaptcha, type CaptchaAnswer, type CaptchaKind } from '../captcha.ts';
import { applyRememberChoice, loadRemembered } from '../remember.ts';
import { rememberStore } from '../remember-store.ts';
import { md5 } from '../../../shared/crypto/md5.ts';

interface Values {
  name: string;
  password: string;
  remember: boolean;
}

interface Props {
  /** Pre-filled username (after a failed auto-login or switching account); wins over the remembered one. */
  initialName?: string;
  ask: (kind: CaptchaKind, refused: string | null) => Promise<CaptchaAnswer | null>;
  onSuccess: () => void;
  onRegister: () => void;
}

/** SPEC §2.7 login form; SPEC §5: login only checks that both fields are filled. */
export function LoginForm({ initialName, ask, onSuccess, onRegister }: Props) {
  const t = useT('auth');
  const [form] = Form.useForm<Values>();
  const name = Form.useWatch('name', form) ?? '';
  const password = Form.useWatch('password', form) ?? '';
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);

  useEffect(() => {
    let live = true;
    // The remembered pair is read (its sealing code may still be loading) after the dialog opens: once the
    // player has typed or ticked anything, the form is theirs and a late fill would overwrite it (or put
    // another member's saved password beside the name they typed).
    const fill = (values: Values) => {
      if (!form.isFieldsTouched()) form.setFieldsValue(values);
    };
    void loadRemembered(rememberStore).then((saved) => {
      if (!live) return;
      if (initialName) {
        const same = saved.remember && saved.name === initialName;
        fill({ name: initialName, password: same ? saved.password : '', remember: saved.remember });
      } else if (saved.remember) {
        fill(saved);
      }
    });
    return () => {
      live = false;
    };
  }, [form, initialName]);

  const submit = async (values: Values) => {
    // SPEC §4: a second press while a submission is in progress is ignored.
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    try {
      const loginName = values.name.trim();
      const hashed = md5(values.password);
      const result = await submitWithCaptcha(
        (answer) => postLogin({ name: loginName, password: hashed, kaptchcate: Kaptchcate.login }, answer),
        ask,
      );
      if (!result) return;
      const outcome = classifyLogin(result);
      if (outcome.kind === 'error') {
        if (outcome.message) toast.error(outcome.message);
        return;
      }
      // The password was right in both remaining cases, so the remember choice is applied now.
      await applyRememberChoice(rememberStore, values.remember, {
        name: loginName,
        password: values.password,
      });
      if (outcome.kind === 'newDevice') {
        bus.emit('newDevice', {
          name: loginName,
          password: hashed,
          phoneNumber: outcome.phoneNumber,
          code: result.code,
        });
        return;
      }
      await finishLogin(outcome.data);
      onSuccess();
    } catch {
      // Transport failures and 6001 were shown by the API client.
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  const ready = Boolean(name.trim() && password);

  return (
    <Form<Values>
      form={form}
      size="large"
      initialValues={{ name: initialName ?? '', password: '', remember: false }}
      onFinish={(v) => void submit(v)}
      autoComplete="on"
    >
      <Form.Item name="name" style={{ marginBottom: 16 }}>
        <Input
          prefix={<UserOutlined />}
          placeholder={t('field.usernamePh')}
          autoComplete="username"
          maxLength={30}
          allowClear
        />
      </Form.Item>
      <Form.Item name="password" style={{ marginBottom: 8 }}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('field.passwordPh')}
          autoComplete="current-password"
          maxLength={30}
        />
      </Form.Item>
      <Flex justify="space-between" align="center" style={{ marginBottom: 20 }}>
        <Form.Item name="remember" valuePropName="checked" noStyle>
          <Checkbox>{t('login.remember')}</Checkbox>
        </Form.Item>
        <Typography.Link onClick={() => bus.emit('forget_password')}>{t('login.forgot')}</Typography.Link>
      </Flex>
      <Button type="primary" htmlType="submit" block disabled={!ready} loading={submitting}>
        {submitting ? t('login.submitting') : t('login.submit')}
      </Button>
      <Flex justify="space-between" align="center" style={{ marginTop: 16 }}>
        <Typography.Text type="secondary">
          {t('login.noAccount')}{' '}
          <Typography.Link onClick={onRegister}>{t('login.goRegister')}</Typography.Link>
        </Typography.Text>
        <Typography.Link onClick={() => openCustomerService()}>
          <CustomerServiceOutlined /> {t('login.support')}
        </Typography.Link>
      </Flex>
    </Form>
  );
}
