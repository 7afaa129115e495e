// @vitest-environment happy-dom
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { mountPerTest } from '../testing/dom-mount.ts';
import { NotFoundResult } from './NotFoundResult.tsx';

const TEXTS: Record<string, string> = {
  'notFound.title': '找不到這個頁面',
  'notFound.desc': '您造訪的頁面不存在或已被移除',
  'notFound.goHome': '返回首頁',
};
vi.mock('../i18n/index.ts', () => ({ useT: () => (key: string) => TEXTS[key] ?? key }));

const dom = mountPerTest();

describe('the not-found page', () => {
  it('speaks only the player’s language: its picture carries no English title', () => {
    const { host } = dom;
    act(() =>
      dom.root.render(
        <MemoryRouter>
          <NotFoundResult />
        </MemoryRouter>,
      ),
    );
    expect(host.querySelector('.ant-result-title')?.textContent).toBe('找不到這個頁面');
    const picture = host.querySelector('.ant-result-image svg');
    expect(picture).not.toBeNull();
    // The heading names the page; the picture is decoration, hidden from screen readers, without a tooltip.
    expect(picture?.getAttribute('aria-hidden')).toBe('true');
    expect(host.textContent).not.toMatch(/[A-Za-z]/);
  });
});
