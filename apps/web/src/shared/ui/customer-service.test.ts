import { describe, expect, it, vi } from 'vitest';

vi.mock('../api/client.ts', () => ({ apiPost: () => Promise.resolve({ url: '' }) }));
vi.mock('../i18n/index.ts', () => ({ currentLanguage: () => 'zh-CN', tr: (k: string) => k }));
vi.mock('./dialogs.ts', () => ({ showTips: () => undefined }));
vi.mock('./toast.ts', () => ({ toast: { error: () => 0 } }));
const { serviceUrlFor } = await import('./customer-service.ts');

describe('the customer-service link', () => {
  const origin = 'https://qilin.example';
  it("takes a zh-TW player's language to the site's own service page", () => {
    expect(serviceUrlFor('/service/chat', 'zh-TW', origin)).toBe('/service/chat?lang=zh-TW');
    expect(serviceUrlFor('/service/chat?site=demo', 'zh-TW', origin)).toBe(
      '/service/chat?site=demo&lang=zh-TW',
    );
  });

  it('leaves the zh-CN link, and any other service, as the operator set it', () => {
    expect(serviceUrlFor('/service/chat', 'zh-CN', origin)).toBe('/service/chat');
    expect(serviceUrlFor('https://chat.vendor.example/room/1', 'zh-TW', origin)).toBe(
      'https://chat.vendor.example/room/1',
    );
    expect(serviceUrlFor('//evil.example/x', 'zh-TW', origin)).toBe('//evil.example/x');
  });
});
