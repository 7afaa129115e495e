// @vitest-environment happy-dom
import type { ArgsProps, NotificationInstance } from 'antd/es/notification/interface';
import { act, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { showLoginPops } from './login-pops.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const shown: ArgsProps[] = [];
const destroyed: unknown[] = [];
vi.mock('../../shared/ui/toast.ts', () => ({
  notify: (open: (n: NotificationInstance) => void) =>
    open({
      info: (args: ArgsProps) => shown.push(args),
      destroy: (key?: unknown) => destroyed.push(key),
    } as unknown as NotificationInstance),
}));
const visited: string[] = [];
vi.mock('../../shared/navigation/navigate.ts', () => ({ navigateTo: (to: string) => visited.push(to) }));
vi.mock('../../shared/i18n/index.ts', () => ({
  tr: (key: string) => (key === 'pops.bindPhone' ? '去绑定' : key),
}));

describe('login notices', () => {
  it('asks a member without a phone to bind one, and the button takes them to the security centre', () => {
    showLoginPops([
      { id: 'bind-phone', title: '绑定手机号', content: '为了您的账号安全，请尽快绑定手机号。' },
    ]);
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({
      title: '绑定手机号',
      description: '为了您的账号安全，请尽快绑定手机号。',
    });
    const host = document.createElement('div');
    act(() => createRoot(host).render(shown[0]!.actions as ReactElement));
    const button = host.querySelector('button')!;
    expect(button.textContent).toBe('去绑定');
    act(() => button.click());
    expect(visited).toEqual(['/mine/auth']);
    expect(destroyed).toEqual(['login-pop:bind-phone']);
  });

  it('shows nothing when there is nothing to say', () => {
    shown.length = 0;
    showLoginPops([]);
    expect(shown).toHaveLength(0);
  });
});
