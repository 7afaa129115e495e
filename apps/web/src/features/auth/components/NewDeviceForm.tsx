import { useRef, useState } from 'react';
import { Alert, Button, Flex, Input, Modal, Typography, theme } from 'antd';
import { MobileOutlined, PhoneOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import {
  Limits,
  RuleMessage,
  SendCodeCate,
  SendCodeType,
  completeMaskedPhone,
  validatePhoneCompletion,
} from '@qilin/contract';
import type { NewDevicePayload } from '../../../shared/events/bus.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { openCustomerService } from '../../../shared/ui/customer-service.ts';
import { finishLogin, trustedLogin } from '../api.ts';
import { classifyLogin, submitWithCaptcha, type CaptchaAnswer, type CaptchaKind } from '../captcha.ts';
import { useRuleText } from '../rule-text.ts';
import { SendCodeButton } from '../send-code-button.tsx';
import type { SendCodeInput, SendCodeResult } from '../send-code.ts';
import { useCountdown } from '../use-countdown.ts';
import { digitsInput } from '../../../shared/format/typed-digits.ts';

interface Props {
  device: NewDevicePayload;
  /** The dialog's captcha prompt, for a login the server answers with 6021/6022. */
  ask: (kind: CaptchaKind, refused: string | null) => Promise<CaptchaAnswer | null>;
  onSuccess: () => void;
  onSwitchAccount: () => void;
  onRegister: () => void;
}

type Cate = typeof SendCodeCate.sms | typeof SendCodeCate.voice;

/**
 * SPEC §2.7/§4 new-device verification. The full number is rebuilt from the masked one and the 4 middle
 * digits the member types, then the code is sent (type 3, SMS or voice). Login sends kaptchcate 99 with
 * sendCodeNum. Send-code failures are shown inline here (SPEC §8.3).
 */
export function NewDeviceForm({ device, ask, onSuccess, onSwitchAccount, onRegister }: Props) {
  const t = useT('auth');
  const ruleText = useRuleText();
  const { token } = theme.useToken();
  const countdown = useCountdown();
  const [code, setCode] = useState('');
  const [requested, setRequested] = useState(false);
  const [inlineError, setInlineError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const fullPhone = useRef<string | null>(null);
  const [digitsOpen, setDigitsOpen] = useState(false);
  const [digits, setDigits] = useState('');
  const [digitsError, setDigitsError] = useState('');
  const pendingDigits = useRef<((digits: string | null) => void) | null>(null);

  const askDigits = () =>
    new Promise<string | null>((resolve) => {
      pendingDigits.current = resolve;
      setDigits('');
      setDigitsError('');
      setDigitsOpen(true);
    });

  const closeDigits = (value: string | null) => {
    setDigitsOpen(false);
    pendingDigits.current?.(value);
    pendingDigits.current = null;
  };

  const confirmDigits = () => {
    const problem = validatePhoneCompletion(digits);
    if (problem) {
      setDigitsError(ruleText(problem));
      return;
    }
    closeDigits(digits);
  };

  const requestFor = async (cate: Cate): Promise<SendCodeInput | null> => {
    setInlineError('');
    if (!fullPhone.current) {
      const typed = await askDigits();
      if (!typed) return null;
      fullPhone.current = completeMaskedPhone(device.phoneNumber, typed);
    }
    return { type: SendCodeType.newDevice, cate, contact: fullPhone.current, name: device.name };
  };

  const onResult = (result: SendCodeResult) => {
    if (result.ok) {
      setRequested(true);
      return;
    }
    setInlineError(result.message);
    // Refused for the resend wait (6066): a code went to this phone under a minute ago and is still valid,
    // so the player may log in with the code they hold rather than wait for another.
    if (result.resendAfter > 0) setRequested(true);
    // A wrong middle-digit guess must be re-typable on the next try.
    else fullPhone.current = null;
  };

  const submit = async () => {
    if (inFlight.current) return;
    if (!requested) {
      setInlineError(ruleText(RuleMessage.codeNotRequested));
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    setInlineError('');
    try {
      // A challenge left open too long is gone (10 minutes); the login is then an ordinary one, and the
      // server may ask for a captcha (the site's mode, or failed logins before): shown, then sent again.
      const result = await submitWithCaptcha(
        (answer) => trustedLogin(device.name, device.password, { sendCodeNum: code }, answer),
        ask,
      );
      if (!result) return;
      const outcome = classifyLogin(result);
      if (outcome.kind === 'success') {
        await finishLogin(outcome.data);
        onSuccess();
      } else {
        setInlineError(outcome.kind === 'error' ? outcome.message : result.message);
      }
    } catch {
      // Shown by the API client.
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  if (!device.phoneNumber) {
    return (
      <Flex vertical gap={16}>
        <Alert type="warning" showIcon title={t('newDevice.noPhone')} />
        <Button type="primary" block size="large" onClick={() => openCustomerService()}>
          {t('login.support')}
        </Button>
        <Flex justify="space-between">
          <Typography.Link onClick={onSwitchAccount}>{t('newDevice.switchAccount')}</Typography.Link>
          <Typography.Link onClick={onRegister}>{t('newDevice.register')}</Typography.Link>
        </Flex>
      </Flex>
    );
  }

  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary">{t('newDevice.desc')}</Typography.Text>
      <Flex
        align="center"
        gap={12}
        style={{
          padding: '12px 16px',
          borderRadius: token.borderRadiusLG,
          background: token.colorFillQuaternary,
          border: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <MobileOutlined style={{ fontSize: 22, color: token.colorPrimary }} />
        <div>
          <div style={{ fontSize: token.fontSizeSM, color: token.colorTextTertiary }}>
            {t('newDevice.phoneLabel')}
          </div>
          <div style={{ fontSize: token.fontSizeLG, fontWeight: 600, letterSpacing: 1 }}>
            {device.phoneNumber}
          </div>
        </div>
      </Flex>
      <Flex gap={8}>
        <Input
          size="large"
          prefix={<SafetyCertificateOutlined />}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={Limits.newDeviceCodeLength}
          placeholder={t('newDevice.codePh')}
          value={code}
          onChange={(e) => setCode(digitsInput(e.target.value, Limits.newDeviceCodeLength))}
          onPressEnter={() => code.length === Limits.newDeviceCodeLength && void submit()}
        />
        <SendCodeButton
          size="large"
          countdown={countdown}
          request={() => requestFor(SendCodeCate.sms)}
          successText={t('code.smsSent')}
          onResult={onResult}
        />
      </Flex>
      {inlineError ? <Alert type="error" showIcon title={inlineError} /> : null}
      <Button
        type="primary"
        size="large"
        block
        disabled={code.length !== Limits.newDeviceCodeLength}
        loading={submitting}
        onClick={() => void submit()}
      >
        {submitting ? t('login.submitting') : t('newDevice.submit')}
      </Button>
      <Flex justify="center">
        <SendCodeButton
          type="link"
          countdown={countdown}
          request={() => requestFor(SendCodeCate.voice)}
          successText={t('code.voiceSent')}
          onResult={onResult}
          label={t('newDevice.voice')}
        />
      </Flex>
      <Flex justify="space-between">
        <Typography.Link onClick={onSwitchAccount}>{t('newDevice.switchAccount')}</Typography.Link>
        <Typography.Link onClick={onRegister}>{t('newDevice.register')}</Typography.Link>
      </Flex>
      <Modal
        open={digitsOpen}
        centered
        width={340}
        title={
          <Flex gap={8} align="center">
            <PhoneOutlined style={{ color: token.colorPrimary }} />
            {t('newDevice.digitsTitle')}
          </Flex>
        }
        okText={t('captcha.confirm')}
        cancelText={t('captcha.cancel')}
        onOk={confirmDigits}
        onCancel={() => closeDigits(null)}
        destroyOnHidden
      >
        <Flex vertical gap={12}>
          <Typography.Text>{t('newDevice.digitsDesc', { phone: device.phoneNumber })}</Typography.Text>
          <Input
            autoFocus
            size="large"
            inputMode="numeric"
            maxLength={Limits.phoneCompletionDigits}
            placeholder={t('newDevice.digitsPh')}
            value={digits}
            status={digitsError ? 'error' : undefined}
            onChange={(e) => {
              setDigits(digitsInput(e.target.value, Limits.phoneCompletionDigits));
              setDigitsError('');
            }}
            onPressEnter={confirmDigits}
            style={{ letterSpacing: 8, textAlign: 'center' }}
          />
          {digitsError ? (
            <Typography.Text type="danger" style={{ fontSize: token.fontSizeSM }}>
              {digitsError}
            </Typography.Text>
          ) : null}
        </Flex>
      </Modal>
    </Flex>
  );
}
