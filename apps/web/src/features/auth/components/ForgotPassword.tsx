import { useEffect, useReducer, useRef, useState } from 'react';
import { Button, Flex, Form, Input, Result, Steps, Tabs, Typography, theme } from 'antd';
import {
  LockOutlined,
  MailOutlined,
  MobileOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  UserOutlined,
} from '@ant-design/icons';
import {
  Limits,
  SendCodeCate,
  SendCodeType,
  Timing,
  validateCode,
  validateEmail,
  validateForgotUsername,
  validateNewPassword,
  type ForgetStepResponseSchema,
} from '@qilin/contract';
import type { z } from 'zod';
import { apiPost } from '../../../shared/api/client.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { forgotCall, forgotReducer, initialForgotState, type ForgotWay } from '../forgot-machine.ts';
import { asFormRule, useRuleText } from '../rule-text.ts';
import { PhoneField } from '../phone-field.tsx';
import { SendCodeButton } from '../send-code-button.tsx';
import { md5 } from '../../../shared/crypto/md5.ts';
import { secondsLeft, useCountdown } from '../use-countdown.ts';

type ForgetStepResponse = z.infer<typeof ForgetStepResponseSchema>;

interface Props {
  initialWay?: ForgotWay;
  /** Back to the login form (after done, or by the player). */
  onDone: () => void;
}

/** SPEC §2.7/§4 find password: identity -> verification -> new password -> done (back to login after 3 s). */
export function ForgotPassword({ initialWay = 'phone', onDone }: Props) {
  const t = useT('auth');
  const ruleText = useRuleText();
  const rule = asFormRule(ruleText);
  const { token } = theme.useToken();
  const [state, dispatch] = useReducer(forgotReducer, initialWay, initialForgotState);
  const [busy, setBusy] = useState(false);
  // The resend countdown outlives the steps (each step remounts): 上一步 then 下一步 within the 60 s must
  // not offer 获取验证码 again while the server would refuse it. Another contact starts afresh.
  const resend = useCountdown();
  const [identityForm] = Form.useForm<{ name: string; areaCode: string; phone: string; email: string }>();
  const [codeForm] = Form.useForm<{ code: string }>();
  const [passwordForm] = Form.useForm<{ password: string; repeat: string }>();

  const run = async (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    try {
      await work();
    } catch {
      // apiPost has shown the server message.
    } finally {
      setBusy(false);
    }
  };

  const identify = (v: { name: string; areaCode: string; phone: string; email: string }) =>
    run(async () => {
      const next = {
        way: state.way,
        name: v.name.trim(),
        phone: (v.phone ?? '').trim(),
        areaCode: v.areaCode ?? state.areaCode,
        email: (v.email ?? '').trim(),
      };
      const call = forgotCall(next, 'one');
      const answer = await apiPost<ForgetStepResponse>(call.path, call.body);
      const sameContact =
        next.way === state.way &&
        next.name === state.name &&
        (next.way === 'phone'
          ? next.phone === state.phone && next.areaCode === state.areaCode
          : next.email === state.email);
      if (!sameContact) resend.stop();
      dispatch({ type: 'identified', ...next, masked: answer.masked });
    });

  const verify = (v: { code: string }) =>
    run(async () => {
      const call = forgotCall(state, 'two', { code: v.code.trim() });
      await apiPost(call.path, call.body);
      dispatch({ type: 'verified', code: v.code.trim() });
    });

  const reset = (v: { password: string; repeat: string }) =>
    run(async () => {
      const call = forgotCall(state, 'three', {
        code: state.code,
        password: md5(v.password),
        secondPassword: md5(v.repeat),
      });
      await apiPost(call.path, call.body);
      dispatch({ type: 'passwordReset' });
    });

  const identityStep = (
    <Form
      form={identityForm}
      size="large"
      initialValues={{ name: state.name, areaCode: state.areaCode, phone: state.phone, email: state.email }}
      onFinish={(v) => void identify(v)}
    >
      <Form.Item
        name="name"
        rules={[{ validator: (_, v: string) => rule(validateForgotUsername((v ?? '').trim())) }]}
      >
        <Input
          prefix={<UserOutlined />}
          placeholder={t('forgot.usernamePh')}
          maxLength={Limits.forgotUsernameMax}
        />
      </Form.Item>
      {state.way === 'phone' ? (
        <PhoneField placeholder={t('forgot.phonePh')} areaPlaceholder={t('forgot.areaPh')} />
      ) : (
        <Form.Item
          name="email"
          rules={[{ validator: (_, v: string) => rule(validateEmail((v ?? '').trim())) }]}
        >
          <Input
            prefix={<MailOutlined />}
            inputMode="email"
            maxLength={Limits.emailMax}
            placeholder={t('forgot.emailPh')}
          />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" block loading={busy}>
        {t('forgot.next')}
      </Button>
    </Form>
  );

  const verifyStep = (
    <Form form={codeForm} size="large" onFinish={(v) => void verify(v)}>
      <Typography.Paragraph type="secondary">
        {t('forgot.sentTo', { masked: state.masked })}
      </Typography.Paragraph>
      <Flex gap={8} align="start">
        <Form.Item
          name="code"
          style={{ flex: 1 }}
          rules={[{ validator: (_, v: string) => rule(validateCode((v ?? '').trim())) }]}
        >
          <Input
            prefix={<SafetyCertificateOutlined />}
            maxLength={Limits.codeMax}
            placeholder={t('forgot.codePh')}
          />
        </Form.Item>
        <SendCodeButton
          size="large"
          countdown={resend}
          request={() => ({
            type: SendCodeType.reset,
            cate: state.way === 'phone' ? SendCodeCate.sms : SendCodeCate.email,
            contact: state.way === 'phone' ? state.phone : state.email,
            name: state.name,
            areaCode: state.way === 'phone' ? state.areaCode : undefined,
          })}
          successText={state.way === 'phone' ? t('code.smsSent') : t('code.emailSent')}
        />
      </Flex>
      <Flex gap={12}>
        <Button block onClick={() => dispatch({ type: 'back' })}>
          {t('forgot.prev')}
        </Button>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('forgot.next')}
        </Button>
      </Flex>
    </Form>
  );

  const resetStep = (
    <Form form={passwordForm} size="large" onFinish={(v) => void reset(v)}>
      <Form.Item
        name="password"
        rules={[{ validator: (_, v: string) => rule(validateNewPassword(v ?? '', v ?? '')) }]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          maxLength={Limits.passwordMax}
          placeholder={t('forgot.newPasswordPh')}
          autoComplete="new-password"
        />
      </Form.Item>
      <Form.Item
        name="repeat"
        dependencies={['password']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, v: string) => rule(validateNewPassword(getFieldValue('password') ?? '', v ?? '')),
          }),
        ]}
      >
        <Input.Password
          prefix={<SafetyOutlined />}
          maxLength={Limits.passwordMax}
          placeholder={t('forgot.repeatPh')}
          autoComplete="new-password"
        />
      </Form.Item>
      <Flex gap={12}>
        <Button block onClick={() => dispatch({ type: 'back' })}>
          {t('forgot.prev')}
        </Button>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('forgot.submit')}
        </Button>
      </Flex>
    </Form>
  );

  return (
    <Flex vertical gap={20}>
      {state.step < 3 ? (
        <>
          <Tabs
            centered
            activeKey={state.way}
            onChange={(k) => dispatch({ type: 'switchWay', way: k as ForgotWay })}
            items={[
              {
                key: 'phone',
                label: (
                  <span>
                    <MobileOutlined /> {t('forgot.byPhone')}
                  </span>
                ),
              },
              {
                key: 'email',
                label: (
                  <span>
                    <MailOutlined /> {t('forgot.byEmail')}
                  </span>
                ),
              },
            ]}
            style={{ marginBottom: -8 }}
          />
          <Steps
            size="small"
            current={state.step}
            items={[
              { title: t('forgot.stepIdentity') },
              { title: t('forgot.stepVerify') },
              { title: t('forgot.stepReset') },
            ]}
          />
          <div key={`${state.way}-${state.step}`}>
            {state.step === 0 ? identityStep : state.step === 1 ? verifyStep : resetStep}
          </div>
          <Flex justify="center">
            <Typography.Link onClick={onDone}>{t('forgot.backToLogin')}</Typography.Link>
          </Flex>
        </>
      ) : (
        <DoneStep onDone={onDone} color={token.colorSuccess} />
      )}
    </Flex>
  );
}

function DoneStep({ onDone, color }: { onDone: () => void; color: string }) {
  const t = useT('auth');
  const endsAt = useRef(0);
  const [left, setLeft] = useState(Math.ceil(Timing.resetRedirectMs / 1000));

  useEffect(() => {
    endsAt.current = Date.now() + Timing.resetRedirectMs;
    const tick = setInterval(() => setLeft(secondsLeft(endsAt.current, Date.now())), 250);
    const done = setTimeout(onDone, Timing.resetRedirectMs);
    return () => {
      clearInterval(tick);
      clearTimeout(done);
    };
  }, [onDone]);

  return (
    <Result
      status="success"
      icon={<SafetyCertificateOutlined style={{ color }} />}
      title={t('forgot.doneTitle')}
      subTitle={t('forgot.doneHint', { s: left })}
      extra={
        <Button type="primary" onClick={onDone}>
          {t('forgot.backToLogin')}
        </Button>
      }
    />
  );
}
