import { useState } from 'react';
import { Button, type ButtonProps } from 'antd';
import { Code } from '@qilin/contract';
import { useT } from '../../shared/i18n/index.ts';
import { toast } from '../../shared/ui/toast.ts';
import { sendCode, type SendCodeInput, type SendCodeResult } from './send-code.ts';
import { useCountdown, type Countdown } from './use-countdown.ts';
import './i18n.ts';

export interface SendCodeButtonProps {
  /** Builds the request when pressed; null when the form is not ready (the caller shows why). */
  request: () => SendCodeInput | null | Promise<SendCodeInput | null>;
  /** Shown as a toast on success, e.g. t('code.smsSent'). */
  successText: string;
  /** Called with every answer; when given, failures are left to it (e.g. inline on new device). */
  onResult?: (result: SendCodeResult) => void;
  /** Share one countdown between buttons (SMS and voice on the new-device screen). */
  countdown?: Countdown;
  /** Label before the first request; defaults to 获取验证码. */
  label?: string;
  type?: ButtonProps['type'];
  size?: ButtonProps['size'];
  block?: boolean;
  disabled?: boolean;
  className?: string;
}

/**
 * Public to other features: the get-code button with SPEC §4's 60 s countdown, then 重新获取.
 */
export function SendCodeButton(props: SendCodeButtonProps) {
  const t = useT('auth');
  const own = useCountdown();
  const countdown = props.countdown ?? own;
  const [sending, setSending] = useState(false);
  const [asked, setAsked] = useState(false);

  const press = async () => {
    if (sending || countdown.busy || countdown.running) return;
    setSending(true);
    countdown.setBusy(true);
    try {
      const input = await props.request();
      if (!input) return;
      const result = await sendCode(input);
      if (result.ok) {
        setAsked(true);
        countdown.start(result.resendAfter > 0 ? result.resendAfter : undefined);
        toast.success(props.successText);
      } else if (result.code === Code.SixtySecondLimit && result.resendAfter > 0) {
        // 6066: a code was sent moments ago; wait out the remaining time instead of failing silently.
        setAsked(true);
        countdown.start(result.resendAfter);
      }
      // Any other refusal (a wrong phone, a captcha to answer) sent nothing: the label stays 获取验证码.
      if (props.onResult) props.onResult(result);
      else if (!result.ok && result.message) toast.error(result.message);
    } finally {
      setSending(false);
      countdown.setBusy(false);
    }
  };

  const label = countdown.running
    ? t('code.countdown', { s: countdown.remaining })
    : asked
      ? t('code.resend')
      : (props.label ?? t('code.get'));

  return (
    <Button
      type={props.type ?? 'default'}
      size={props.size}
      block={props.block}
      className={props.className}
      loading={sending}
      disabled={props.disabled || countdown.running || (countdown.busy && !sending)}
      onClick={() => void press()}
    >
      {label}
    </Button>
  );
}
