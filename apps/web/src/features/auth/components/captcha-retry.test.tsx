// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Code, Kaptchcate } from '@qilin/contract';
import type { CaptchaAnswer } from '../captcha.ts';
import { LoginForm } from './LoginForm.tsx';
import { NewDeviceForm } from './NewDeviceForm.tsx';
import { until } from '../../../shared/testing/dom-mount.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Sent {
  body: Record<string, unknown>;
  answer: CaptchaAnswer | undefined;
}
/** What the server answers, in order; every login call is recorded with the captcha answer it carried. */
const api = vi.hoisted(() => ({
  answers: [] as { code: number; data: unknown; message: string }[],
  sent: [] as Sent[],
  finished: [] as unknown[],
}));
const reply = (body: Record<string, unknown>, answer: CaptchaAnswer | undefined) => {
  api.sent.push({ body, answer });
  return Promise.resolve(api.answers.shift() ?? { code: Code.ServerError, data: null, message: 'x' });
};
vi.mock('../api.ts', () => ({
  postLogin: (body: Record<string, unknown>, answer?: CaptchaAnswer) => reply(body, answer),
  trustedLogin: (name: string, password: string, extra: object, answer?: CaptchaAnswer) =>
    reply({ name, password, kaptchcate: 99, ...extra }, answer),
  finishLogin: (data: unknown) => {
    api.finished.push(data);
    return Promise.resolve();
  },
}));
const toasts = vi.hoisted(() => [] as string[]);
vi.mock('../../../shared/ui/toast.ts', () => ({ toast: { error: (m: string) => toasts.push(m) } }));
vi.mock('../../../shared/i18n/index.ts', () => ({
  useT: () => (key: string) => key,
  registerTranslations: () => undefined,
}));
vi.mock('../remember.ts', () => ({
  loadRemembered: () => Promise.resolve({ name: '', password: '', remember: false }),
  applyRememberChoice: () => Promise.resolve(),
}));
vi.mock('../remember-store.ts', () => ({ rememberStore: {} }));
// The code request itself is not under test: a press answers `codeResult` (by default "code sent").
const codeResult = vi.hoisted(() => ({
  next: { ok: true, code: 0, message: '', resendAfter: 60 } as {
    ok: boolean;
    code: number;
    message: string;
    resendAfter: number;
  },
}));
vi.mock('../send-code-button.tsx', () => ({
  SendCodeButton: ({
    onResult,
    label,
  }: {
    onResult: (r: typeof codeResult.next) => void;
    label?: string;
  }) => (
    <button type="button" onClick={() => onResult(codeResult.next)}>
      {label ?? 'send-code'}
    </button>
  ),
}));

let host: HTMLDivElement;
let root: Root;
beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  api.answers.length = 0;
  api.sent.length = 0;
  api.finished.length = 0;
  toasts.length = 0;
  codeResult.next = { ok: true, code: 0, message: '', resendAfter: 60 };
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

/** Types into a React-controlled input as a player would (React listens to the native input event). */
const type = (input: HTMLInputElement, value: string) => {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setValue?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
};
const button = (text: string) => {
  const found = [...host.querySelectorAll('button')].find((b) => b.textContent?.includes(text));
  if (!found) throw new Error(`no button ${text}`);
  return found;
};
/** The form enables its button once it has seen the typed values (antd's watch settles a tick later). */
const enabled = async (text: string) => {
  await until(() => expect(button(text).disabled).toBe(false));
  return button(text);
};
const press = async (b: HTMLButtonElement) => {
  await act(async () => {
    b.click();
  });
};

const SOLVED: CaptchaAnswer = { codeId: 'x-code-1', code: 'ab3d' };
const success = { code: Code.Success, data: { token: 't', userId: '1' }, message: '' };
const pictureAsked = { code: Code.GraphicCaptchaRequired, data: null, message: '请输入图形验证码' };

describe('the login form after failed logins', () => {
  it('shows the captcha the server asks for (6021) and sends the login again with the answer', async () => {
    const asked: string[] = [];
    const onSuccess = vi.fn();
    act(() =>
      root.render(
        <LoginForm
          ask={async (kind) => {
            asked.push(kind);
            return SOLVED;
          }}
          onSuccess={onSuccess}
          onRegister={() => undefined}
        />,
      ),
    );
    const [name, password] = [...host.querySelectorAll('input')] as HTMLInputElement[];
    type(name!, 'player1');
    type(password!, 'wrong1234');
    api.answers.push({ code: Code.InvalidCredentials, data: null, message: '用户名或密码错误' });
    await press(await enabled('login.submit'));
    await until(() => expect(toasts).toEqual(['用户名或密码错误']));

    type(password!, 'abc12345');
    api.answers.push(pictureAsked, success);
    await press(await enabled('login.submit'));
    await until(() => expect(onSuccess).toHaveBeenCalled());
    expect(asked).toEqual(['picture']);
    expect(api.sent.map((s) => s.answer)).toEqual([undefined, undefined, SOLVED]);
    expect(api.sent[2]?.body).toMatchObject({ name: 'player1', kaptchcate: Kaptchcate.login });
    expect(api.finished).toEqual([success.data]);
  });
});

describe('the new-device form', () => {
  it('answers a captcha request (its challenge ran out) with the captcha, then logs in with the code', async () => {
    const asked: string[] = [];
    const onSuccess = vi.fn();
    act(() =>
      root.render(
        <NewDeviceForm
          device={{ name: 'player1', password: 'md5', phoneNumber: '138****5678', code: 6026 }}
          ask={async (kind) => {
            asked.push(kind);
            return SOLVED;
          }}
          onSuccess={onSuccess}
          onSwitchAccount={() => undefined}
          onRegister={() => undefined}
        />,
      ),
    );
    await press(button('send-code'));
    type(host.querySelector('input[autocomplete="one-time-code"]') as HTMLInputElement, '123456');
    api.answers.push(pictureAsked, success);
    await press(await enabled('newDevice.submit'));
    await until(() => expect(onSuccess).toHaveBeenCalled());
    expect(asked).toEqual(['picture']);
    expect(api.sent.map((s) => s.answer)).toEqual([undefined, SOLVED]);
    expect(api.sent[1]?.body).toMatchObject({ kaptchcate: 99, sendCodeNum: '123456' });
  });

  it('logs in with a code the player holds when a new one is refused for the resend wait (6066)', async () => {
    const onSuccess = vi.fn();
    act(() =>
      root.render(
        <NewDeviceForm
          device={{ name: 'player1', password: 'md5', phoneNumber: '138****5678', code: 6026 }}
          ask={async () => SOLVED}
          onSuccess={onSuccess}
          onSwitchAccount={() => undefined}
          onRegister={() => undefined}
        />,
      ),
    );
    codeResult.next = {
      ok: false,
      code: Code.SixtySecondLimit,
      message: '请42秒后再获取验证码',
      resendAfter: 42,
    };
    await press(button('send-code'));
    type(host.querySelector('input[autocomplete="one-time-code"]') as HTMLInputElement, '123456');
    api.answers.push(success);
    await press(await enabled('newDevice.submit'));
    await until(() => expect(onSuccess).toHaveBeenCalled());
    expect(api.sent[0]?.body).toMatchObject({ sendCodeNum: '123456' });
  });
});
