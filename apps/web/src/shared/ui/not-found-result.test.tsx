// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { NotFoundResult } from './NotFoundResult.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const TEXTS: Record<string, string> = {
  'notFound.title': '找不到這個頁面',
  'notFound.desc': '您造訪的頁面不存在或已被移除',
  'notFound.goHome': '返回首頁',
};
vi.mock('../i18n/index.ts', () => ({ useT: () => (key: string) => TEXTS[key] ?? key }));

describe('the not-found page', () => {
  it('speaks only the player’s language: its picture carries no English title', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    act(() =>
      root.render(
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
    act(() => root.unmount());
    host.remove();
  });
});
