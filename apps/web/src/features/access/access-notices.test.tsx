// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Code } from '@qilin/contract';
import { blockAccess, resetAccessBlock } from '../../shared/access/access-block.ts';
import { i18n, type Language } from '../../shared/i18n/index.ts';
import { mountPerTest, until } from '../../shared/testing/dom-mount.ts';
import { AccessGate, RegionNoticeHost } from './index.ts';

const preInfo = vi.hoisted(() => ({ regionNotice: false }));
vi.mock('../site/index.ts', () => ({ usePreInfo: () => ({ data: { regionNotice: preInfo.regionNotice } }) }));
const service = vi.hoisted(() => ({ open: vi.fn() }));
vi.mock('../../shared/ui/customer-service.ts', () => ({ openCustomerService: service.open }));

const dom = mountPerTest();

beforeEach(() => {
  sessionStorage.clear();
  preInfo.regionNotice = false;
  service.open.mockReset();
});
afterEach(async () => {
  act(() => resetAccessBlock());
  await act(() => i18n.changeLanguage('zh-CN'));
});

const inLanguage = async (language: Language) => act(() => i18n.changeLanguage(language));
const buttons = () => [...document.body.querySelectorAll('button')];
const button = (label: string) => buttons().find((b) => b.textContent?.replace(/\s/g, '') === label);

describe('the page a refused visitor sees (6031, 6033)', () => {
  const CASES: [Language, number, string[], string, string][] = [
    [
      'zh-CN',
      Code.RegionLimited,
      ['您所在的地区暂不提供服务', '暂时无法向您当前所在的国家或地区提供服务', '这不是您的操作错误'],
      '联系在线客服',
      '重新尝试',
    ],
    [
      'zh-TW',
      Code.RegionLimited,
      ['您所在的地區暫不提供服務', '暫時無法向您目前所在的國家或地區提供服務', '這並非您的操作錯誤'],
      '聯絡線上客服',
      '再試一次',
    ],
    [
      'zh-CN',
      Code.IpRestricted,
      ['您当前的网络暂时无法访问本站', '网络地址已被限制访问'],
      '联系在线客服',
      '重新尝试',
    ],
    [
      'zh-TW',
      Code.IpRestricted,
      ['您目前的網路暫時無法存取本站', '網路位址已被限制存取'],
      '聯絡線上客服',
      '再試一次',
    ],
  ];

  for (const [language, code, texts, contact, retry] of CASES) {
    it(`replaces the page on ${code}, in ${language}, with a way to customer service`, async () => {
      await inLanguage(language);
      act(() =>
        dom.root.render(
          <AccessGate>
            <p>赛事列表</p>
          </AccessGate>,
        ),
      );
      expect(dom.host.textContent).toBe('赛事列表');
      act(() => blockAccess(code as typeof Code.RegionLimited));
      await until(() => expect(dom.host.querySelector('.qx-blocked')).not.toBeNull());
      const shown = dom.host.textContent ?? '';
      expect(shown).not.toContain('赛事列表');
      for (const text of texts) expect(shown).toContain(text);
      expect(button(retry)).toBeDefined();
      act(() => button(contact)?.click());
      expect(service.open).toHaveBeenCalledTimes(1);
    });
  }

  it('keeps the first code of the visit: a later 6033 does not change a 6031 page', async () => {
    act(() => dom.root.render(<AccessGate>页面</AccessGate>));
    act(() => {
      blockAccess(Code.RegionLimited);
      blockAccess(Code.IpRestricted);
    });
    await until(() => expect(dom.host.textContent).toContain('您所在的地区暂不提供服务'));
  });
});

describe('the region notice (6032), once per browser session', () => {
  for (const [language, title, body] of [
    ['zh-CN', '访问提示', '请您了解并遵守当地的法律法规'],
    ['zh-TW', '存取提醒', '請您了解並遵守當地的法律規定'],
  ] as const) {
    it(`is shown in ${language} until 我知道了, then not again this session`, async () => {
      await inLanguage(language);
      preInfo.regionNotice = true;
      act(() => dom.root.render(<RegionNoticeHost />));
      await until(() => expect(document.body.textContent).toContain(body));
      expect(document.body.textContent).toContain(title);
      act(() => button('我知道了')?.click());
      expect(sessionStorage.length).toBe(1);
      // A later page (a new mount, as after a reload in the same tab) does not show it again.
      act(() => dom.root.render(<></>));
      act(() => dom.root.render(<RegionNoticeHost key="again" />));
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(dom.host.textContent).toBe('');
      expect(
        buttons().filter((b) => b.textContent?.replace(/\s/g, '') === '我知道了' && b.isConnected),
      ).toEqual([]);
    });
  }

  it('is not shown when pre-info does not ask for it', async () => {
    act(() => dom.root.render(<RegionNoticeHost />));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.body.textContent).not.toContain('访问提示');
    expect(sessionStorage.length).toBe(0);
  });
});
