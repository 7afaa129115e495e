import { createPublicKey } from 'node:crypto';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  Code,
  OperatorPath,
  SitePath,
  type Ad,
  type CountryArea,
  type NavigationResponse,
  type Notice,
  type PreInfo,
} from '@qilin/contract';
import { forEachDatabase, type TestServer } from '../../../test/harness.ts';
import { adminToken } from '../operator/test-support.ts';
import { REPO_ROOT } from '../../platform/config/config.ts';
import { createSiteRepo } from './repo.ts';
import { loadBrands } from './brand-file.ts';
import { seedSites } from './seed.ts';
import { siteAds, siteNavigationItems, siteNotices, sites } from './schema.ts';

interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

const setSwitch = async (server: TestServer, key: string, value: unknown) => {
  const token = await adminToken(server);
  return server.post(OperatorPath.siteSet, { key, value }, { authorization: `Bearer ${token}` });
};

forEachDatabase('site calls', (server) => {
  describe('countryArea', () => {
    it('lists mainland China first, then Hong Kong, Macau and Taiwan, each with a working regex', async () => {
      const res = await server().post<CountryArea[]>(SitePath.countryArea, {});
      expect(res.status_code).toBe(Code.Success);
      const [first, hk, mo, tw] = res.data;
      expect(first).toEqual({ areaName: '中国大陆', areaCode: '+86', regex: '^1\\d{10}$' });
      expect([hk?.areaCode, mo?.areaCode, tw?.areaCode]).toEqual(['+852', '+853', '+886']);
      expect(res.data.length).toBeGreaterThanOrEqual(16);
      const samples: Record<string, [string, string]> = {
        '+86': ['13800138000', '23800138000'],
        '+852': ['91234567', '41234567'],
        '+853': ['66123456', '56123456'],
        '+886': ['912345678', '812345678'],
        '+65': ['81234567', '61234567'],
        '+1': ['4155550123', '1155550123'],
      };
      for (const area of res.data) {
        const re = new RegExp(area.regex);
        const sample = samples[area.areaCode];
        if (sample) {
          expect(re.test(sample[0]), `${area.areaCode} accepts ${sample[0]}`).toBe(true);
          expect(re.test(sample[1]), `${area.areaCode} rejects ${sample[1]}`).toBe(false);
        }
      }
      expect(new Set(res.data.map((a) => a.areaCode)).size).toBe(res.data.length);
    });

    it('filters by code with or without +, and by name', async () => {
      for (const area of ['+852', '852', '香港']) {
        const res = await server().post<CountryArea[]>(SitePath.countryArea, { area });
        expect(res.data.map((a) => a.areaName)).toEqual(['中国香港']);
      }
      const none = await server().post<CountryArea[]>(SitePath.countryArea, { area: '火星' });
      expect(none.data).toEqual([]);
    });

    it('treats SQL and HTML metacharacters as plain text', async () => {
      for (const area of ["' OR 1=1 --", '<script>alert(1)</script>', '%', '_', '😀\u200b']) {
        const res = await server().post<CountryArea[]>(SitePath.countryArea, { area });
        expect(res.status_code).toBe(Code.Success);
        expect(res.data).toEqual([]);
      }
    });

    it('refuses bad input with 6007 naming the field', async () => {
      for (const body of [
        { area: 86 },
        { area: 'x'.repeat(41) },
        { area: 'a\u0000b' },
        { area: null },
        [1],
        'x',
      ]) {
        const res = await server().post(SitePath.countryArea, body);
        expect(res.status_code, JSON.stringify(body)).toBe(Code.InvalidParameter);
        expect(res.message).toMatch(/area|body/);
      }
    });
  });

  describe('preInfo', () => {
    it('answers the caller IP, the demo brand and its switches, and a usable SPKI key', async () => {
      const client = server().client({ ip: '203.0.113.9' });
      const res = await client.post<PreInfo>(SitePath.preInfo, {});
      expect(res.status_code).toBe(Code.Success);
      expect(res.data.ip).toBe('203.0.113.9');
      expect(res.data.siteBaseConfig).toMatchObject({
        siteId: 'demo',
        name: '麒麟体育',
        title: '麒麟体育 - 安全稳定的体育娱乐平台',
        h5DomainUrl: 'http://localhost:8080',
        logo: '/assets/brand/demo/logo.svg',
        editionsAllowed: true,
        captchaMode: 'none',
        saveMoneyEnabled: true,
        helpCkEnabled: true,
        safeSwitch: false,
      });
      expect(res.data.siteBaseConfig.seoText).toContain('18');
      expect(res.data.sendCodeKey).not.toContain('-----');
      const key = createPublicKey({
        key: Buffer.from(res.data.sendCodeKey, 'base64'),
        format: 'der',
        type: 'spki',
      });
      const expected = createPublicKey(server().deps.secrets.sendCodePublicKey);
      expect(key.export({ format: 'pem', type: 'spki' })).toBe(
        expected.export({ format: 'pem', type: 'spki' }),
      );
    });

    it('falls back to the default site for an unknown site id', async () => {
      const res = await server().post<PreInfo>(SitePath.preInfo, {}, { 'x-site-id': 'nope' });
      expect(res.data.siteBaseConfig.siteId).toBe('demo');
    });

    it('is served from a cache for 5 s and marked privately cacheable', async () => {
      const s = server();
      const before = await s.post<PreInfo>(SitePath.preInfo, {});
      // A change made behind the service's back (not through site/set) appears only after the cache expires.
      await s.deps.db.update(sites).set({ title: '临时标题' }).where(eq(sites.siteId, 'demo'));
      try {
        const cached = await s.post<PreInfo>(SitePath.preInfo, {});
        expect(cached.data.siteBaseConfig.title).toBe(before.data.siteBaseConfig.title);
        s.advance(5_100);
        const fresh = await s.post<PreInfo>(SitePath.preInfo, {});
        expect(fresh.data.siteBaseConfig.title).toBe('临时标题');
      } finally {
        await s.deps.db
          .update(sites)
          .set({ title: before.data.siteBaseConfig.title })
          .where(eq(sites.siteId, 'demo'));
        s.advance(5_100);
      }
      const res = await s.client().get(SitePath.preInfo);
      expect(res.status).toBe(404); // POST only
      const head = await fetch(s.url + SitePath.preInfo, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(head.headers.get('cache-control')).toBe('private, max-age=5');
    });

    it('refuses a body that is not an object', async () => {
      for (const body of ['x', 5, [1]]) {
        const res = await server().post(SitePath.preInfo, body);
        expect(res.status_code).toBe(Code.InvalidParameter);
      }
    });
  });

  describe('onlineCustomService and the service page', () => {
    it('answers the seeded URL, which serves an honest page about the operator’s service link', async () => {
      const res = await server().post<{ url: string }>(SitePath.onlineCustomService, {});
      expect(res.data.url).toBe('/service/chat');
      const page = await server().client().get(res.data.url);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      const html = await page.text();
      expect(html).toContain('麒麟体育');
      expect(html).toContain('服务时间');
      expect(html).toContain('7×24');
      expect(html).toContain('常见问题');
      // For the player: what answers (feedback, the help centre), not how an operator sets the link.
      expect(html).toContain('意见反馈');
      expect(html).not.toContain('运营');
      expect(html).not.toContain('<script');
    });

    it('reads in Traditional Chinese for a zh-TW player', async () => {
      const html = await (await server().client().get('/service/chat?lang=zh-TW')).text();
      expect(html).toContain('<html lang="zh-TW">');
      expect(html).toContain('麒麟體育 · 線上客服');
      expect(html).toContain('常見問題');
      expect(html).toContain('意見回饋');
      expect(html).not.toContain('在线客服');
    });

    it('escapes the site name and ignores a malformed site parameter', async () => {
      const page = await server().client().get('/service/chat?site=%3Cscript%3E');
      expect(page.status).toBe(200);
      expect(await page.text()).not.toContain('<script');
    });
  });

  describe('brand assets', () => {
    it('serves the logo and every banner and promotion image as SVG', async () => {
      const nav = await server().post<NavigationResponse>(SitePath.navigationList, {});
      const promos = await server().post<Ad[]>(SitePath.myDiscountAd, {});
      const images = [
        '/assets/brand/demo/logo.svg',
        ...nav.data.banners.map((b) => b.image),
        ...promos.data.map((p) => p.image),
        ...nav.data.navigation.map((n) => n.icon),
      ];
      expect(images).toHaveLength(9 + 22);
      for (const image of images) {
        const res = await server().client().get(image);
        expect(res.status, image).toBe(200);
        expect(res.headers.get('content-type')).toContain('image/svg+xml');
        expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
        const svg = await res.text();
        expect(svg).toMatch(/^<svg /);
        expect(svg).not.toContain('<script');
      }
    });

    it('serves nothing outside the brand folder', async () => {
      for (const p of [
        '/assets/brand/demo/brand.json',
        '/assets/brand/demo/..%2F..%2Fpackage.json',
        '/assets/brand/..%2Fdemo/logo.svg',
        '/assets/brand/demo/missing.svg',
      ]) {
        const res = await server().client().get(p);
        expect(res.status, p).toBe(404);
      }
    });
  });

  describe('promotions, banners and navigation', () => {
    it('lists four promotions in Chinese', async () => {
      const res = await server().post<Ad[]>(SitePath.myDiscountAd, {});
      expect(res.status_code).toBe(Code.Success);
      expect(res.data.map((a) => a.title)).toEqual([
        '首存加赠 100%',
        '每日续存加赠 10%',
        '体育返水 最高 1.0%',
        '每日签到 好礼相送',
      ]);
      for (const ad of res.data) expect(ad.link).toMatch(/^\//);
    });

    it('answers four banners and SPEC §2.4’s categories in order with their routes', async () => {
      const res = await server().post<NavigationResponse>(SitePath.navigationList, {});
      expect(res.data.banners.map((b) => b.link)).toEqual([
        '/activity/discount',
        '/game/sport',
        '/game/realbet',
        '/download',
      ]);
      expect(res.data.navigation.map((n) => n.code)).toEqual([
        'home',
        'sport',
        'egame',
        'realbet',
        'lottery',
        'chess',
        'gaming',
        'fish',
        'customer',
        'venture',
        'sponsor',
        'discount',
        'app',
        'saveMoney',
        'transferMoney',
        'takeMoney',
        'profile',
        'vip',
        'welfare',
        'betRecord',
        'tradeRecord',
        'message',
      ]);
      const byCode = Object.fromEntries(res.data.navigation.map((n) => [n.code, n]));
      expect(byCode.home?.path).toBe('/');
      expect(byCode.sport).toMatchObject({
        name: '体育',
        path: '/game/sport',
        icon: '/assets/brand/demo/icon-sport.svg',
      });
      expect(byCode.saveMoney?.icon).toBe('/assets/brand/demo/icon-save-money.svg');
      expect(byCode.fish?.path).toBe('/game/fishing');
      expect(byCode.saveMoney?.path).toBe('/mine/savemoney');
    });

    it('hides the save-money entry when the site disables saving money', async () => {
      expect((await setSwitch(server(), 'saveMoneyEnabled', false)).status_code).toBe(Code.Success);
      try {
        const res = await server().post<NavigationResponse>(SitePath.navigationList, {});
        expect(res.data.navigation.map((n) => n.code)).not.toContain('saveMoney');
        const pre = await server().post<PreInfo>(SitePath.preInfo, {});
        expect(pre.data.siteBaseConfig.saveMoneyEnabled).toBe(false);
      } finally {
        await setSwitch(server(), 'saveMoneyEnabled', true);
      }
      const back = await server().post<NavigationResponse>(SitePath.navigationList, {});
      expect(back.data.navigation.map((n) => n.code)).toContain('saveMoney');
    });
  });

  describe('noticeList', () => {
    it('pages five notices, newest first', async () => {
      const all = await server().post<Page<Notice>>(SitePath.noticeList, {});
      expect(all.status_code).toBe(Code.Success);
      expect(all.data).toMatchObject({ total: 5, pageNum: 1, pageSize: 10 });
      const times = all.data.list.map((n) => Date.parse(n.publishedAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(all.data.list[0]?.title).toBe('新版网站上线公告');
      const page2 = await server().post<Page<Notice>>(SitePath.noticeList, { pageNum: 2, pageSize: 2 });
      expect(page2.data.list.map((n) => n.id)).toEqual(all.data.list.slice(2, 4).map((n) => n.id));
      const beyond = await server().post<Page<Notice>>(SitePath.noticeList, { pageNum: 9, pageSize: 2 });
      expect(beyond.data).toMatchObject({ list: [], total: 5 });
    });

    it('pages through every notice when there are more than a page, each once, newest first', async () => {
      const s = server();
      const auth = { authorization: `Bearer ${await adminToken(s)}` };
      const added: number[] = [];
      try {
        for (let i = 1; i <= 17; i += 1) {
          const res = await s.post<{ id: number }>(
            OperatorPath.noticesAdd,
            { title: `分页公告${i}`, body: `第${i}条` },
            auth,
          );
          expect(res.status_code, res.message).toBe(Code.Success);
          added.push(res.data.id);
          // One a minute, so "newest first" is told by time and not only by id.
          s.advance(60_000);
        }
        const seen: Notice[] = [];
        let pageNum = 1;
        for (;;) {
          const page = await s.post<Page<Notice>>(SitePath.noticeList, { pageNum, pageSize: 10 });
          expect(page.status_code).toBe(Code.Success);
          expect(page.data).toMatchObject({ total: 22, pageNum, pageSize: 10 });
          if (page.data.list.length === 0) break;
          expect(page.data.list.length).toBe(pageNum < 3 ? 10 : 2);
          seen.push(...page.data.list);
          pageNum += 1;
        }
        expect(pageNum).toBe(4);
        expect(seen).toHaveLength(22);
        expect(new Set(seen.map((n) => n.id)).size).toBe(22);
        expect(seen.slice(0, 17).map((n) => n.title)).toEqual(
          Array.from({ length: 17 }, (_, i) => `分页公告${17 - i}`),
        );
        // The five seeded notices come last, after every operator's, still newest first.
        const times = seen.map((n) => Date.parse(n.publishedAt));
        expect(times).toEqual([...times].sort((a, b) => b - a));
        expect(seen.at(-1)?.title).toBe('理性娱乐，未满 18 周岁禁止参与');
        // The largest page the schema allows answers them all at once.
        const whole = await s.post<Page<Notice>>(SitePath.noticeList, { pageSize: 100 });
        expect(whole.data.list.map((n) => n.id)).toEqual(seen.map((n) => n.id));
      } finally {
        for (const id of added) await s.post(OperatorPath.noticesRemove, { id }, auth);
      }
      expect((await s.post<Page<Notice>>(SitePath.noticeList, {})).data.total).toBe(5);
    });

    it('refuses bad paging with 6007 naming the field', async () => {
      const cases: [unknown, string][] = [
        [{ pageNum: 0 }, 'pageNum'],
        [{ pageNum: 'x' }, 'pageNum'],
        [{ pageNum: 1.5 }, 'pageNum'],
        [{ pageSize: 101 }, 'pageSize'],
        [{ pageSize: -1 }, 'pageSize'],
        [{ pageSize: '10; DROP TABLE site_notices' }, 'pageSize'],
      ];
      for (const [body, field] of cases) {
        const res = await server().post(SitePath.noticeList, body);
        expect(res.status_code, JSON.stringify(body)).toBe(Code.InvalidParameter);
        expect(res.message).toContain(field);
      }
      const still = await server().post<Page<Notice>>(SitePath.noticeList, {});
      expect(still.data.total).toBe(5);
    });
  });

  describe('content languages', () => {
    const tw = { language: 'zh-TW' };

    it('answers notices in Traditional Chinese for language zh-TW', async () => {
      const res = await server().post<Page<Notice>>(SitePath.noticeList, {}, tw);
      expect(res.status_code).toBe(Code.Success);
      expect(res.data.list.map((n) => n.title)).toEqual([
        '新版網站上線公告',
        '例行系統維護公告',
        '防詐騙提醒：工作人員不會索取驗證碼',
        '存款帳戶變更提醒',
        '理性娛樂，未滿 18 歲禁止參與',
      ]);
      expect(res.data.list[2]?.content).toContain('簡訊驗證碼、登入密碼或提款密碼');
      expect(res.data.list[2]?.content).toContain('私人帳戶');
      const cn = await server().post<Page<Notice>>(SitePath.noticeList, {});
      expect(res.data.list.map((n) => n.id)).toEqual(cn.data.list.map((n) => n.id));
    });

    it('answers promotions with Traditional text and Traditional images', async () => {
      const res = await server().post<Ad[]>(SitePath.myDiscountAd, {}, tw);
      expect(res.data.map((a) => a.title)).toEqual([
        '首存加贈 100%',
        '每日續存加贈 10%',
        '體育返水 最高 1.0%',
        '每日簽到 好禮相送',
      ]);
      expect(res.data[3]?.subtitle).toBe('連續簽到 7 天，領取神秘彩金');
      expect(res.data.map((a) => a.image)).toEqual([
        '/assets/brand/demo/promo-first-deposit-zh-tw.svg',
        '/assets/brand/demo/promo-again-deposit-zh-tw.svg',
        '/assets/brand/demo/promo-rebate-zh-tw.svg',
        '/assets/brand/demo/promo-sign-zh-tw.svg',
      ]);
      for (const ad of res.data) expect(ad.link).toBe('/activity/discount');
    });

    it('answers banners and navigation names in Traditional Chinese, with the same codes, routes and icons', async () => {
      const res = await server().post<NavigationResponse>(SitePath.navigationList, {}, tw);
      const cn = await server().post<NavigationResponse>(SitePath.navigationList, {});
      expect(res.data.banners.map((b) => b.title)).toEqual([
        '新會員首存加贈 100%',
        '五大聯賽 滾球不停',
        '真人視訊 臻享現場',
        '麒麟體育 APP',
      ]);
      expect(res.data.banners[2]?.subtitle).toBe('百家樂、龍虎、輪盤高畫質直播，荷官即時發牌，公開透明');
      expect(res.data.banners.map((b) => b.image)).toEqual([
        '/assets/brand/demo/banner-welcome-zh-tw.svg',
        '/assets/brand/demo/banner-sports-zh-tw.svg',
        '/assets/brand/demo/banner-live-zh-tw.svg',
        '/assets/brand/demo/banner-app-zh-tw.svg',
      ]);
      expect(res.data.banners.map((b) => [b.id, b.link])).toEqual(cn.data.banners.map((b) => [b.id, b.link]));
      const names = Object.fromEntries(res.data.navigation.map((n) => [n.code, n.name]));
      expect(names).toMatchObject({
        home: '首頁',
        sport: '體育',
        egame: '電子',
        gaming: '電競',
        fish: '捕魚',
        venture: '合營',
        sponsor: '贊助',
        discount: '優惠',
        app: 'APP下載',
        saveMoney: '存款',
        transferMoney: '額度轉換',
        takeMoney: '提款',
        profile: '個人資料',
        betRecord: '投注紀錄',
        tradeRecord: '交易紀錄',
        message: '訊息中心',
      });
      expect(res.data.navigation.map(({ code, path, icon }) => ({ code, path, icon }))).toEqual(
        cn.data.navigation.map(({ code, path, icon }) => ({ code, path, icon })),
      );
    });

    it('serves the Traditional logo, banner and promotion art with Traditional text baked in', async () => {
      const nav = await server().post<NavigationResponse>(SitePath.navigationList, {}, tw);
      const promos = await server().post<Ad[]>(SitePath.myDiscountAd, {}, tw);
      const pre = await server().post<PreInfo>(SitePath.preInfo, {}, tw);
      const expected: Record<string, string[]> = {
        'logo-zh-tw.svg': ['麒麟體育', 'QILIN SPORTS'],
        'banner-welcome-zh-tw.svg': ['新會員專享', '首存加贈'],
        'banner-sports-zh-tw.svg': ['五大聯賽 滾球不停', '籃球'],
        'banner-live-zh-tw.svg': ['真人視訊 臻享現場', '進入大廳'],
        'banner-app-zh-tw.svg': ['麒麟體育 APP', '前往下載頁'],
        'promo-first-deposit-zh-tw.svg': ['麒麟體育 · 優惠活動', '首存加贈'],
        'promo-again-deposit-zh-tw.svg': ['每日續存加贈', '單日最高 588 元'],
        'promo-rebate-zh-tw.svg': ['體育返水無上限', '次日自動派發'],
        'promo-sign-zh-tw.svg': ['每日簽到 好禮相送', '連續簽到'],
      };
      const images = [
        pre.data.siteBaseConfig.logo,
        ...[...nav.data.banners, ...promos.data].map((a) => a.image),
      ];
      expect(images.map((i) => i.split('/').pop()).sort()).toEqual(Object.keys(expected).sort());
      for (const image of images) {
        const res = await server().client().get(image);
        expect(res.status, image).toBe(200);
        expect(res.headers.get('content-type')).toContain('image/svg+xml');
        const svg = await res.text();
        expect(svg).toMatch(/^<svg /);
        for (const text of expected[image.split('/').pop()!]!) expect(svg, image).toContain(text);
        // No Simplified-only characters from the zh-CN art survive.
        expect(svg, image).not.toMatch(/[体会赠优动联赛视现乐网电载页签礼续单无动]/);
      }
    });

    it('answers preInfo name, title, logo and SEO text in Traditional Chinese', async () => {
      const res = await server().post<PreInfo>(SitePath.preInfo, {}, tw);
      expect(res.data.siteBaseConfig).toMatchObject({
        siteId: 'demo',
        name: '麒麟體育',
        title: '麒麟體育 - 安全穩定的體育娛樂平台',
        logo: '/assets/brand/demo/logo-zh-tw.svg',
        captchaMode: 'none',
      });
      expect(res.data.siteBaseConfig.seoText).toContain('真人視訊、棋牌、電競');
      expect(res.data.siteBaseConfig.seoText).toContain('年滿18歲');
    });

    it('answers zh-CN without the header, for zh-CN, and for unknown or malformed languages', async () => {
      const cases: Record<string, string>[] = [
        {},
        { language: 'zh-CN' },
        { language: 'en-US' },
        { language: 'zh-tw' },
        { language: 'zh-TW, zh-CN' },
        { language: '' },
        { language: 'x'.repeat(500) },
      ];
      for (const headers of cases) {
        const label = JSON.stringify(headers).slice(0, 60);
        const pre = await server().post<PreInfo>(SitePath.preInfo, {}, headers);
        expect(pre.data.siteBaseConfig.title, label).toBe('麒麟体育 - 安全稳定的体育娱乐平台');
        expect(pre.data.siteBaseConfig.name, label).toBe('麒麟体育');
        const notices = await server().post<Page<Notice>>(SitePath.noticeList, {}, headers);
        expect(notices.data.list[0]?.title, label).toBe('新版网站上线公告');
        const promos = await server().post<Ad[]>(SitePath.myDiscountAd, {}, headers);
        expect(promos.data[0], label).toMatchObject({
          title: '首存加赠 100%',
          image: '/assets/brand/demo/promo-first-deposit.svg',
        });
        const nav = await server().post<NavigationResponse>(SitePath.navigationList, {}, headers);
        expect(nav.data.banners[1], label).toMatchObject({
          title: '五大联赛 滚球不停',
          image: '/assets/brand/demo/banner-sports.svg',
        });
        const names = Object.fromEntries(nav.data.navigation.map((n) => [n.code, n.name]));
        expect(names, label).toMatchObject({
          home: '首页',
          sport: '体育',
          takeMoney: '取款',
          message: '消息中心',
        });
      }
    });

    it('falls back to the zh-CN text where a row has no translation', async () => {
      const s = server();
      const where = and(eq(siteAds.siteId, 'demo'), eq(siteAds.slug, 'sign-gift'));
      const [before] = await s.deps.db.select().from(siteAds).where(where);
      await s.deps.db
        .update(siteAds)
        .set({ translations: { 'zh-TW': { title: '只譯了標題' } } })
        .where(where);
      s.advance(5_100);
      try {
        const res = await s.post<Ad[]>(SitePath.myDiscountAd, {}, tw);
        expect(res.data[3]).toMatchObject({
          title: '只譯了標題',
          subtitle: '连续签到 7 天，领取神秘彩金',
          image: '/assets/brand/demo/promo-sign.svg',
        });
      } finally {
        await s.deps.db.update(siteAds).set({ translations: before!.translations }).where(where);
        s.advance(5_100);
      }
    });

    it('fills missing translations of rows seeded before them on start, unless the operator rewrote the text', async () => {
      const s = server();
      const db = s.deps.db;
      const edited = and(eq(siteNotices.siteId, 'demo'), eq(siteNotices.slug, 'maintenance'));
      const [original] = await db.select().from(siteNotices).where(edited);
      // As a database from before this change: no translations anywhere, and one notice rewritten by hand.
      await db.update(siteAds).set({ translations: {} });
      await db.update(siteNavigationItems).set({ translations: {} });
      await db.update(siteNotices).set({ translations: {} });
      await db.update(siteNotices).set({ title: '运营方改写的维护公告' }).where(edited);
      try {
        const repo = createSiteRepo(db);
        await seedSites(repo, loadBrands(path.join(REPO_ROOT, 'brands')), s.deps.now());
        s.advance(5_100);
        const notices = await s.post<Page<Notice>>(SitePath.noticeList, {}, tw);
        expect(notices.data.list.map((n) => n.title)).toEqual([
          '新版網站上線公告',
          '运营方改写的维护公告',
          '防詐騙提醒：工作人員不會索取驗證碼',
          '存款帳戶變更提醒',
          '理性娛樂，未滿 18 歲禁止參與',
        ]);
        const [kept] = await db.select().from(siteNotices).where(edited);
        expect(kept?.translations).toEqual({});
        const promos = await s.post<Ad[]>(SitePath.myDiscountAd, {}, tw);
        expect(promos.data[0]?.title).toBe('首存加贈 100%');
        const nav = await s.post<NavigationResponse>(SitePath.navigationList, {}, tw);
        expect(nav.data.banners[0]?.image).toBe('/assets/brand/demo/banner-welcome-zh-tw.svg');
        expect(nav.data.navigation.find((n) => n.code === 'takeMoney')?.name).toBe('提款');
      } finally {
        await db
          .update(siteNotices)
          .set({ title: original!.title, translations: original!.translations })
          .where(edited);
        s.advance(5_100);
      }
    });
  });

  describe('seed', () => {
    it('is idempotent and keeps operator switches and content edits', async () => {
      const s = server();
      expect((await setSwitch(s, 'captchaMode', 'slider')).status_code).toBe(Code.Success);
      const repo = createSiteRepo(s.deps.db);
      const brands = loadBrands(path.join(REPO_ROOT, 'brands'));
      await seedSites(repo, brands, s.deps.now());
      await seedSites(repo, brands, s.deps.now());
      const ads = await s.deps.db.select().from(siteAds);
      const notices = await s.deps.db.select().from(siteNotices);
      expect(ads).toHaveLength(8);
      expect(notices).toHaveLength(5);
      const row = (await repo.findSite('demo'))!;
      expect(row.captchaMode).toBe('slider');
      await setSwitch(s, 'captchaMode', 'none');
    });
  });
});
