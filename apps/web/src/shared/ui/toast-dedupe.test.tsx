// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { mountPerTest, until } from '../testing/dom-mount.ts';
import { FeedbackApis } from './FeedbackApis.tsx';
import { toast } from './toast.ts';

const dom = mountPerTest();
/** The texts of the toasts on screen (antd puts them in the document body, outside the host). */
const shown = () => [...document.querySelectorAll('.ant-message-notice')].map((n) => n.textContent);

describe('toasts (antd message)', () => {
  it('show one toast per identical text at a time: repeats refresh it instead of stacking', async () => {
    act(() => dom.root.render(<FeedbackApis />));
    act(() => {
      for (let i = 0; i < 9; i++) toast.error('网络连接失败');
      toast.error('余额不足');
      toast.error('网络连接失败');
      toast.success('网络连接失败');
    });
    await until(() => expect(shown().length).toBeGreaterThan(0));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(shown().sort()).toEqual(['余额不足', '网络连接失败', '网络连接失败'].sort());
  });
});
