import { useCallback, useEffect, useState } from 'react';
import { Modal, Tabs, Typography, theme } from 'antd';
import { LoginOutlined, UserAddOutlined } from '@ant-design/icons';
import { bus, type NewDevicePayload } from '../../../shared/events/bus.ts';
import { useT } from '../../../shared/i18n/index.ts';
import type { ForgotWay } from '../forgot-machine.ts';
import { BrandHeader } from './BrandHeader.tsx';
import { ForgotPassword } from './ForgotPassword.tsx';
import { LegalOverlay, type LegalDoc } from './LegalOverlay.tsx';
import { LoginForm } from './LoginForm.tsx';
import { NewDeviceForm } from './NewDeviceForm.tsx';
import { RegisterForm } from './RegisterForm.tsx';
import { useCaptchaPrompt } from './use-captcha-prompt.tsx';
import '../i18n.ts';

type View =
  | { mode: 'auth'; tab: 'login' | 'register'; name?: string }
  | { mode: 'forgot'; way: ForgotWay }
  | { mode: 'newDevice'; device: NewDevicePayload };

/**
 * SPEC §2.7 auth dialog, mounted once by the layout: opened by the login, register, newDevice and
 * forget_password events, closed by closeAuth or its close icon. Three modes: login/register tabs,
 * find password, new-device verification.
 */
export function AuthDialog() {
  const t = useT('auth');
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<View>({ mode: 'auth', tab: 'login' });
  const [legal, setLegal] = useState<LegalDoc | null>(null);
  const captcha = useCaptchaPrompt();

  const show = useCallback((next: View) => {
    setView(next);
    setOpen(true);
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    setLegal(null);
  }, []);

  useEffect(() => {
    const offs = [
      bus.on('login', () => show({ mode: 'auth', tab: 'login' })),
      bus.on('register', () => show({ mode: 'auth', tab: 'register' })),
      bus.on('forget_password', () => show({ mode: 'forgot', way: 'phone' })),
      bus.on('newDevice', (device) => show({ mode: 'newDevice', device })),
      bus.on('closeAuth', close),
      bus.on('login_success', close),
      bus.on('switch_auth_way', (way) => {
        if (way === 'login' || way === 'register') show({ mode: 'auth', tab: way });
        else if (way === 'phone' || way === 'email') show({ mode: 'forgot', way });
      }),
    ];
    return () => offs.forEach((off) => off());
  }, [show, close]);

  const toLogin = useCallback((name?: string) => setView({ mode: 'auth', tab: 'login', name }), []);
  const toRegister = useCallback(() => setView({ mode: 'auth', tab: 'register' }), []);
  const backToLogin = useCallback(() => toLogin(), [toLogin]);

  const title =
    view.mode === 'forgot' ? t('forgot.title') : view.mode === 'newDevice' ? t('newDevice.title') : undefined;

  return (
    <>
      <Modal
        open={open}
        onCancel={close}
        footer={null}
        centered
        width={420}
        mask={{ closable: false }}
        // Closed means unmounted: every opening starts with fresh forms and re-reads remembered credentials.
        destroyOnHidden
        styles={{
          container: { padding: 0, overflow: 'hidden' },
          body: { padding: 0 },
          close: { color: token.colorWhite },
        }}
      >
        <BrandHeader title={title} />
        <div style={{ padding: '8px 24px 20px' }}>
          {view.mode === 'auth' ? (
            <Tabs
              activeKey={view.tab}
              onChange={(k) => setView({ mode: 'auth', tab: k === 'register' ? 'register' : 'login' })}
              centered
              size="large"
              items={[
                {
                  key: 'login',
                  label: (
                    <span>
                      <LoginOutlined /> {t('tabs.login')}
                    </span>
                  ),
                  children: (
                    <LoginForm
                      key={view.name ?? ''}
                      initialName={view.name}
                      ask={captcha.ask}
                      onSuccess={close}
                      onRegister={toRegister}
                    />
                  ),
                },
                {
                  key: 'register',
                  label: (
                    <span>
                      <UserAddOutlined /> {t('tabs.register')}
                    </span>
                  ),
                  children: (
                    <RegisterForm
                      ask={captcha.ask}
                      onSuccess={close}
                      onAutoLoginFailed={toLogin}
                      onLogin={backToLogin}
                      onOpenLegal={setLegal}
                    />
                  ),
                },
              ]}
            />
          ) : view.mode === 'forgot' ? (
            <ForgotPassword key={view.way} initialWay={view.way} onDone={backToLogin} />
          ) : (
            <NewDeviceForm
              key={view.device.name}
              device={view.device}
              ask={captcha.ask}
              onSuccess={close}
              onSwitchAccount={backToLogin}
              onRegister={toRegister}
            />
          )}
          <Typography.Paragraph
            type="secondary"
            style={{ margin: '16px 0 0', textAlign: 'center', fontSize: 12 }}
          >
            {t('brand.adult')}
          </Typography.Paragraph>
        </div>
      </Modal>
      {captcha.node}
      {legal ? <LegalOverlay doc={legal} onSwitch={setLegal} onClose={() => setLegal(null)} /> : null}
    </>
  );
}
