// @vitest-environment happy-dom
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Code } from '@qilin/contract';
import { mountPerTest } from '../../shared/testing/dom-mount.ts';
import type { SendCodeResult } from './send-code.ts';
import { SendCodeButton } from './send-code-button.tsx';

const next = vi.hoisted(() => ({ result: null as SendCodeResult | null }));
vi.mock('./send-code.ts', () => ({ sendCode: () => Promise.resolve(next.result) }));
vi.mock('../../shared/ui/toast.ts', () => ({ toast: { success: () => 0, error: () => 0 } }));

const dom = mountPerTest();
const show = () =>
  act(() =>
    dom.root.render(
      <SendCodeButton
        request={() => ({ type: 3, cate: 1, contact: '13800005678' }) as never}
        successText="sent"
        onResult={() => undefined}
      />,
    ),
  );
const button = () => dom.host.querySelector('button')!;
const press = () =>
  act(async () => {
    button().click();
    await new Promise((r) => setTimeout(r, 0));
  });

beforeEach(() => {
  next.result = null;
});

describe('the get-code button (SPEC §4: 60 s countdown, then 重新获取)', () => {
  it('a refusal that sent nothing (a wrong phone) leaves it reading 获取验证码', async () => {
    show();
    expect(button().textContent).toBe('获取验证码');
    next.result = { ok: false, code: Code.InvalidParameter, message: '手机号错误', resendAfter: 0 };
    await press();
    expect(button().textContent).toBe('获取验证码');
    expect(button().disabled).toBe(false);
  });

  it('a code sent counts down from 60 s', async () => {
    show();
    next.result = { ok: true, code: Code.Success, message: '', resendAfter: 60 };
    await press();
    expect(button().textContent).toMatch(/^60\s*秒/);
    expect(button().disabled).toBe(true);
  });

  it('a request refused for the wait (6066) counts down what is left of it', async () => {
    show();
    next.result = {
      ok: false,
      code: Code.SixtySecondLimit,
      message: '请42秒后再获取验证码',
      resendAfter: 42,
    };
    await press();
    expect(button().textContent).toMatch(/^42\s*秒/);
  });
});
