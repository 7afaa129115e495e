// @vitest-environment happy-dom
import { act } from 'react';
import { Code } from '@qilin/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { blockAccess, resetAccessBlock } from '../access/access-block.ts';
import { mountPerTest, until } from '../testing/dom-mount.ts';
import { FeedbackApis } from './FeedbackApis.tsx';
import { clearToasts, showBottomNotice, toast } from './toast.ts';

const dom = mountPerTest();
/** The notices on screen; one that antd is animating away (destroyed) is leaving, not shown. */
const shown = () =>
  [...document.querySelectorAll('.ant-message-notice, .ant-notification-notice')]
    .filter((n) => !/-leave\b/.test(n.className))
    .map((n) => n.textContent);
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 400)));

afterEach(() => resetAccessBlock());

describe('toasts once the server closed the site to the visitor (6031/6033)', () => {
  it('clears what was said before, and shows nothing after', async () => {
    act(() => dom.root.render(<FeedbackApis />));
    act(() => showBottomNotice('请先登录以了解更多'));
    await until(() => expect(shown()).toEqual(['请先登录以了解更多']));

    act(() => {
      blockAccess(Code.RegionLimited);
      clearToasts();
    });
    act(() => {
      toast.error('网络连接失败');
      showBottomNotice('请先登录以了解更多');
    });
    await settle();
    expect(shown()).toEqual([]);
  });
});
