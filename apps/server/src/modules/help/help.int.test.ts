import { expect, it } from 'vitest';
import {
  Code,
  HELP_CODES,
  OperatorPath,
  SITE_PAGE_CODES,
  type ContentPage,
  type HelpMenu,
  type HelpSetResponse,
  type SponsorContent,
  HelpPath,
} from '@qilin/contract';
import { forEachDatabase, type TestServer } from '../../../test/harness.ts';
import { adminToken, createOperatorWithRole } from '../operator/test-support.ts';
import { createSiteRepo } from '../site/repo.ts';
import { loadContent } from './content-store.ts';

const content = loadContent();
const titleOf = (code: string, language: 'zh-CN' | 'zh-TW') => content.get(language)?.get(code)?.title;
const tw = { language: 'zh-TW' };
const cn = { language: 'zh-CN' };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const page = (server: TestServer, code: string, headers: Record<string, string> = cn) =>
  server.post<ContentPage>(HelpPath.page, { code }, headers);

forEachDatabase('help centre', (server) => {
  it('answers every SPEC §2.3 page in zh-CN and in zh-TW, with its own title and text', async () => {
    for (const code of HELP_CODES) {
      const zhCN = await page(server(), code);
      expect(zhCN.status_code, code).toBe(Code.Success);
      expect(zhCN.data).toMatchObject({
        code,
        language: 'zh-CN',
        title: titleOf(code, 'zh-CN'),
        overridden: false,
      });
      expect(zhCN.data.body.length, code).toBeGreaterThan(200);
      const zhTW = await page(server(), code, tw);
      expect(zhTW.status_code, code).toBe(Code.Success);
      expect(zhTW.data).toMatchObject({ code, language: 'zh-TW', title: titleOf(code, 'zh-TW') });
      expect(zhTW.data.body, code).not.toBe(zhCN.data.body);
    }
    // No language header reads as the source language.
    expect((await server().post<ContentPage>(HelpPath.page, { code: 'kh' })).data.title).toBe('开户指南');
    expect((await page(server(), 'kh', tw)).data.title).toBe('開戶指南');
  });

  it('the betting rules carry the settlement examples and the payout limits', async () => {
    const { body } = (await page(server(), 'yhgz')).data;
    for (const needle of ['LW', 'LL', '(1 + D) ÷ 2', '266.00', '120.33', '1,500,000 美元', '14 天内'])
      expect(body).toContain(needle);
    const odds = (await page(server(), 'tytzjc', tw)).data.body;
    for (const needle of ['−1.25', '−0.67', '本金 × |賠率|']) expect(odds).toContain(needle);
  });

  it('groups every page exactly once in the menu, titled in the caller’s language', async () => {
    const menu = await server().post<HelpMenu>(HelpPath.menu, {}, tw);
    expect(menu.status_code).toBe(Code.Success);
    const codes = menu.data.groups.flatMap((g) => g.items.map((i) => i.code));
    expect([...codes].sort()).toEqual([...HELP_CODES].sort());
    expect(menu.data.groups.map((g) => g.title)).toContain('關於我們');
    const kh = menu.data.groups.flatMap((g) => g.items).find((i) => i.code === 'kh');
    expect(kh?.title).toBe('開戶指南');
  });

  it('answers 6004 for an unknown page and 6007 for a malformed code', async () => {
    expect((await page(server(), 'nope')).status_code).toBe(Code.NotFound);
    expect((await page(server(), 'agent')).status_code).toBe(Code.NotFound); // a site page, not a help page
    expect((await server().post(HelpPath.sitePage, { code: 'kh' })).status_code).toBe(Code.NotFound);
    for (const code of ['k h', '../kh', '', 'a'.repeat(21), 5])
      expect((await server().post(HelpPath.page, { code })).status_code, String(code)).toBe(
        Code.InvalidParameter,
      );
    expect((await server().post(HelpPath.page, {})).status_code).toBe(Code.InvalidParameter);
  });

  it('serves the information pages and the sponsorships in both languages', async () => {
    for (const code of SITE_PAGE_CODES) {
      for (const language of ['zh-CN', 'zh-TW'] as const) {
        const res = await server().post<ContentPage>(HelpPath.sitePage, { code }, { language });
        expect(res.status_code, code).toBe(Code.Success);
        expect(res.data.title).toBe(titleOf(code, language));
      }
    }
    expect((await server().post<ContentPage>(HelpPath.sitePage, { code: 'agent' })).data.body).toContain(
      '佣金',
    );
    const sponsors = await server().post<SponsorContent>(HelpPath.sponsorContent, {}, tw);
    expect(sponsors.status_code).toBe(Code.Success);
    expect(sponsors.data.list.map((s) => s.name)).toContain('濱江城足球俱樂部');
    expect(sponsors.data.intro.title).toBe('品牌贊助');
    const cnSponsors = await server().post<SponsorContent>(HelpPath.sponsorContent, {});
    expect(cnSponsors.data.list[0]?.name).toBe('滨江城足球俱乐部');
  });

  it('lets an admin override a page per site and language, and reset it', async () => {
    const s = server();
    const token = await adminToken(s);
    // A second site: the override of one site must never show on the other.
    await createSiteRepo(s.deps.db).upsertBrand(
      {
        siteId: 'other',
        name: '另一站',
        title: '另一站',
        homeUrl: 'http://other.test',
        h5DomainUrl: 'http://other.test',
        logo: '',
      },
      { helpCkEnabled: true, saveMoneyEnabled: true },
      s.deps.now(),
    );
    s.advance(10_000); // the site list is cached for a few seconds

    const set = await s.post<HelpSetResponse>(
      OperatorPath.helpSet,
      {
        action: 'set',
        code: 'gywm',
        language: 'zh-TW',
        title: '本站簡介',
        body: '## 我們\n\n台灣在地服務。',
      },
      bearer(token),
    );
    expect(set.status_code, set.message).toBe(Code.Success);
    expect(set.data).toMatchObject({ siteId: 'demo', code: 'gywm', overridden: true });

    const replaced = await page(s, 'gywm', tw);
    expect(replaced.data).toMatchObject({
      title: '本站簡介',
      body: '## 我們\n\n台灣在地服務。',
      overridden: true,
    });
    expect(replaced.data.updatedAt).not.toBe('');
    const menu = await s.post<HelpMenu>(HelpPath.menu, {}, tw);
    expect(menu.data.groups.flatMap((g) => g.items).find((i) => i.code === 'gywm')?.title).toBe('本站簡介');
    // zh-CN of the same site and zh-TW of the other site keep the default text.
    expect((await page(s, 'gywm')).data).toMatchObject({ title: '关于我们', overridden: false });
    expect((await page(s, 'gywm', { ...tw, 'x-site-id': 'other' })).data).toMatchObject({
      title: '關於我們',
      overridden: false,
    });

    // Site pages take overrides too, on the named site only.
    const agent = await s.post(
      OperatorPath.helpSet,
      {
        action: 'set',
        siteId: 'other',
        code: 'agent',
        language: 'zh-CN',
        title: '合营',
        body: '请联系客服。',
      },
      bearer(token),
    );
    expect(agent.status_code, agent.message).toBe(Code.Success);
    expect(
      (await s.post<ContentPage>(HelpPath.sitePage, { code: 'agent' }, { 'x-site-id': 'other' })).data.body,
    ).toBe('请联系客服。');
    expect((await s.post<ContentPage>(HelpPath.sitePage, { code: 'agent' })).data.overridden).toBe(false);

    const reset = await s.post<HelpSetResponse>(
      OperatorPath.helpSet,
      { action: 'reset', code: 'gywm', language: 'zh-TW' },
      bearer(token),
    );
    expect(reset.status_code).toBe(Code.Success);
    expect(reset.data).toMatchObject({ overridden: false, title: '關於我們' });
    expect((await page(s, 'gywm', tw)).data).toMatchObject({ title: '關於我們', overridden: false });
  });

  it('refuses bad overrides and non-admins, and stores nothing', async () => {
    const s = server();
    const token = await adminToken(s);
    const bad: unknown[] = [
      { action: 'set', code: 'kh', language: 'en', title: 't', body: 'b' },
      { action: 'set', code: 'kh', language: 'zh-CN', title: '   ', body: 'b' },
      { action: 'set', code: 'kh', language: 'zh-CN', title: 't', body: '' },
      { action: 'set', code: 'kh', language: 'zh-CN', title: 'x'.repeat(61), body: 'b' },
      { action: 'set', code: 'kh', language: 'zh-CN', title: 't', body: 'x'.repeat(60_001) },
      { action: 'set', code: 'kh', language: 'zh-CN', title: 't', body: 'b', siteId: 'Bad Site' },
      { action: 'drop', code: 'kh', language: 'zh-CN' },
    ];
    for (const body of bad)
      expect(
        (await s.post(OperatorPath.helpSet, body, bearer(token))).status_code,
        JSON.stringify(body),
      ).toBe(Code.InvalidParameter);
    const unknown = await s.post(
      OperatorPath.helpSet,
      { action: 'set', code: 'nope', language: 'zh-CN', title: 't', body: 'b' },
      bearer(token),
    );
    expect(unknown.status_code).toBe(Code.NotFound);
    const noSite = await s.post(
      OperatorPath.helpSet,
      { action: 'set', siteId: 'ghost', code: 'kh', language: 'zh-CN', title: 't', body: 'b' },
      bearer(token),
    );
    expect(noSite.status_code).toBe(Code.NotFound);

    const support = await createOperatorWithRole(s, 'support');
    const denied = await s.post(
      OperatorPath.helpSet,
      { action: 'set', code: 'kh', language: 'zh-CN', title: '改了', body: '改了' },
      bearer(support.token),
    );
    expect(denied.status_code).toBe(Code.AccessDenied);
    const anonymous = await s.post(OperatorPath.helpSet, {
      action: 'set',
      code: 'kh',
      language: 'zh-CN',
      title: '改了',
      body: '改了',
    });
    expect(anonymous.status_code).toBe(Code.LoginExpired);
    expect((await page(s, 'kh')).data).toMatchObject({ title: '开户指南', overridden: false });
  });

  it('turns ck into not-found, and drops it from the menu, while the site switch is off', async () => {
    const s = server();
    const token = await adminToken(s);
    const setCk = (value: boolean) =>
      s.post(OperatorPath.siteSet, { key: 'helpCkEnabled', value }, bearer(token));
    expect((await setCk(false)).status_code).toBe(Code.Success);
    try {
      expect((await page(s, 'ck')).status_code).toBe(Code.NotFound);
      expect((await page(s, 'ck', tw)).status_code).toBe(Code.NotFound);
      const menu = await s.post<HelpMenu>(HelpPath.menu, {});
      expect(menu.data.groups.flatMap((g) => g.items).map((i) => i.code)).not.toContain('ck');
      expect((await page(s, 'qk')).status_code).toBe(Code.Success);
    } finally {
      expect((await setCk(true)).status_code).toBe(Code.Success);
    }
    expect((await page(s, 'ck')).status_code).toBe(Code.Success);
  });
});
