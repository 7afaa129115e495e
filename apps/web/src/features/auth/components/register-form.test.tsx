// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mountPerTest, until } from '../../../shared/testing/dom-mount.ts';
import { RegisterForm } from './RegisterForm.tsx';

vi.mock('../api.ts', () => ({
  postRegister: () => Promise.resolve({ code: 0, data: null, message: '' }),
  trustedLogin: () => Promise.resolve({ code: 0, data: null, message: '' }),
  finishLogin: () => Promise.resolve(),
}));

const dom = mountPerTest();
const type = (el: HTMLInputElement, value: string) => {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    el.focus();
    setValue?.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
};
const blur = (el: HTMLInputElement) =>
  act(() => el.dispatchEvent(new FocusEvent('blur', { bubbles: false })));
/** The fields shown in error, by their message (antd keeps a cleared message in the DOM while it fades out). */
const errors = () =>
  [...dom.host.querySelectorAll('.ant-form-item-has-error')].map(
    (item) => item.querySelector('.ant-form-item-explain-error')?.textContent,
  );

describe('the register form', () => {
  it('clears 两次密码输入不一致 as soon as the repeat matches, without leaving the field', async () => {
    act(() =>
      dom.root.render(
        <RegisterForm
          ask={() => Promise.resolve(null)}
          onSuccess={() => undefined}
          onAutoLoginFailed={() => undefined}
          onLogin={() => undefined}
          onOpenLegal={() => undefined}
        />,
      ),
    );
    const inputs = [...dom.host.querySelectorAll<HTMLInputElement>('input[type="password"]')];
    expect(inputs).toHaveLength(2);
    const [password, repeat] = inputs as [HTMLInputElement, HTMLInputElement];
    type(password, 'abc12345');
    type(repeat, 'abc1234');
    blur(repeat);
    await until(() => expect(errors()).toEqual(['两次密码输入不一致']));
    type(repeat, 'abc12345');
    await until(() => expect(errors()).toEqual([]));
  });
});
