import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  Code,
  DemoPayPath,
  DevPath,
  FundsPath,
  GamePath,
  HealthPath,
  OperatorPath,
  SitePath,
  UserPath,
  type AuditEntrySchema,
  type Balance,
  type LoginResponse,
  type PreInfo,
  type RegisterResponse,
} from '@qilin/contract';
import type { z } from 'zod';
import {
  databaseTargets,
  startTestServer,
  TEST_OPERATOR_PASSWORD,
  type TestClient,
  type TestServer,
} from '../../../test/harness.ts';
import { runOperatorCli } from '../../../test/operator-cli.ts';

/** DESIGN §11's region and IP limits (6031, 6032, 6033) as a player and an operator meet them. */

const COUNTRY = 'cf-ipcountry';
const REGION_LIMITED = '您所在的地区暂不提供服务';
const md5 = (s: string) => createHash('md5').update(s).digest('hex');
const PASSWORD = md5('abc12345');
/** 4-11 characters, at least two letters and a digit (SPEC §5), whatever the random part. */
const newName = () => `ra${randomBytes(3).toString('hex')}1`;

interface Player {
  name: string;
  token: string;
}

for (const target of databaseTargets()) {
  describe(`region and IP limits [${target.kind}]`, () => {
    let server: TestServer;
    let admin: Record<string, string>;

    beforeAll(async () => {
      server = await startTestServer(target, { env: { COUNTRY_HEADER: 'CF-IPCountry' } });
      const login = await server.post<{ token: string }>(OperatorPath.login, {
        username: 'admin',
        password: TEST_OPERATOR_PASSWORD,
      });
      admin = { authorization: `Bearer ${login.data.token}` };
    });
    afterAll(async () => {
      await server.close();
    });

    const set = (key: string, value: string, headers: Record<string, string> = {}) =>
      server.post<{ value: string; previous: string }>(
        OperatorPath.siteSet,
        { key, value },
        { ...admin, ...headers },
      );
    const setLists = async (lists: { regionDeny?: string; regionWarn?: string; ipDeny?: string }) => {
      for (const key of ['regionDeny', 'regionWarn', 'ipDeny'] as const) {
        const res = await set(key, lists[key] ?? '-');
        expect(res.status_code, res.message).toBe(Code.Success);
      }
    };
    beforeEach(() => setLists({}));

    /** A fresh client (its own IP) whose requests say they come from `country` (undefined: no header). */
    const from = (country: string | undefined, ip?: string): TestClient => {
      const client = server.client(ip ? { ip } : {});
      const extra: Record<string, string> = country === undefined ? {} : { [COUNTRY]: country };
      return {
        ...client,
        post: (p, body, headers) => client.post(p, body, { ...extra, ...headers }),
        get: (p, headers) => client.get(p, { ...extra, ...headers }),
        withToken: (token) => {
          const inner = client.withToken(token);
          return {
            ...inner,
            post: (p, body, headers) => inner.post(p, body, { ...extra, ...headers }),
          };
        },
      };
    };

    const register = (client: TestClient, name: string) =>
      client.post<RegisterResponse>(UserPath.register, {
        name,
        password: PASSWORD,
        secondPassword: PASSWORD,
        kaptchcate: 1,
        domain: 'http://localhost',
      });
    const login = (client: TestClient, name: string) =>
      client.post<LoginResponse>(UserPath.login, { name, password: PASSWORD, kaptchcate: 99 });

    /** A member registered and logged in from mainland China, with 100 yuan in the centre wallet. */
    const fundedPlayer = async (): Promise<Player> => {
      const client = from('CN');
      const name = newName();
      const reg = await register(client, name);
      expect(reg.status_code, reg.message).toBe(Code.Success);
      const session = await client.post<LoginResponse>(UserPath.login, {
        name,
        password: PASSWORD,
        kaptchcate: 99,
        codeId: reg.data.loginTicket,
      });
      expect(session.status_code, session.message).toBe(Code.Success);
      const credit = await server.post(
        OperatorPath.walletCredit,
        { username: name, amount: '100', reason: '地区限制测试' },
        { ...admin, 'idempotency-key': randomBytes(8).toString('hex') },
      );
      expect(credit.status_code, credit.message).toBe(Code.Success);
      return { name, token: session.data.token };
    };
    const balanceOf = async (player: Player) => {
      const res = await from('CN').withToken(player.token).post<Balance>(FundsPath.getBalance, {});
      expect(res.status_code, res.message).toBe(Code.Success);
      return res.data.centerWalletBalance;
    };

    it('with no list set, every country, none and Tor are served', async () => {
      const player = await fundedPlayer();
      for (const country of ['US', 'CN', 'XX', 'T1', undefined]) {
        const info = await from(country).withToken(player.token).post(UserPath.memberInfo, {});
        expect(info.status_code, `${String(country)}: ${info.message}`).toBe(Code.Success);
        const pre = await from(country).post<PreInfo>(SitePath.preInfo, {});
        expect(pre.data.regionNotice).toBe(false);
      }
    });

    it('refuses a denied country with 6031 on register, login, a member call and a money call, changing nothing', async () => {
      const player = await fundedPlayer();
      await setLists({ regionDeny: 'us, ph' });

      const name = newName();
      const refused = await register(from('US'), name);
      expect(refused).toMatchObject({ status_code: Code.RegionLimited, message: REGION_LIMITED, data: null });
      // The header's case does not matter, and a login is refused before the password is even looked at.
      const loginUs = await login(from('us'), player.name);
      expect(loginUs.status_code).toBe(Code.RegionLimited);
      const info = await from('PH').withToken(player.token).post(UserPath.memberInfo, {});
      expect(info.status_code).toBe(Code.RegionLimited);
      const transfer = await from('US')
        .withToken(player.token)
        .post(
          GamePath.transfer,
          { channelCode: 'demo', amount: '30', ty: 1 },
          { 'idempotency-key': randomBytes(8).toString('hex') },
        );
      expect(transfer.status_code).toBe(Code.RegionLimited);
      // A zh-TW caller reads it in Traditional Chinese.
      const tw = await from('US').post(UserPath.register, {}, { language: 'zh-TW' });
      expect(tw).toMatchObject({ status_code: Code.RegionLimited, message: '您所在的地區暫不提供服務' });

      // Nothing happened: the name is still free, the money is where it was.
      expect(await balanceOf(player)).toBe('100.00');
      const again = await register(from('CN'), name);
      expect(again.status_code, again.message).toBe(Code.Success);
    });

    it('serves allowed and unknown countries, and Tor unless T1 is listed', async () => {
      const player = await fundedPlayer();
      await setLists({ regionDeny: 'US' });
      for (const country of ['CN', 'TW', 'XX', 'T1', '', 'U', 'not-a-country', undefined]) {
        const info = await from(country).withToken(player.token).post(UserPath.memberInfo, {});
        expect(info.status_code, `${String(country)}: ${info.message}`).toBe(Code.Success);
      }
      await setLists({ regionDeny: 'US,T1' });
      const tor = await from('T1').withToken(player.token).post(UserPath.memberInfo, {});
      expect(tor.status_code).toBe(Code.RegionLimited);
    });

    it('keeps answering the exempt paths to a denied country and a denied IP', async () => {
      await setLists({ regionDeny: 'US', ipDeny: '198.51.100.0/24' });
      for (const client of [from('US'), from(undefined, '198.51.100.9')]) {
        const pre = await client.post<PreInfo>(SitePath.preInfo, {});
        expect(pre.status_code).toBe(Code.Success);
        const cs = await client.post<{ url: string }>(SitePath.onlineCustomService, {});
        expect(cs.status_code).toBe(Code.Success);
        expect(cs.data.url).not.toBe('');
        const health = await client.get(HealthPath);
        expect(health.status).toBe(200);
        const outbox = await client.get(`${DevPath.outbox}?to=13800138000`);
        expect(outbox.status).toBe(200);
        // The payment gateway's callback and pay page, and the demo provider, answer as they would anyway.
        const callback = await client.post(FundsPath.depositCallbackDemo, {});
        expect(callback.status_code).not.toBe(Code.RegionLimited);
        expect(callback.status_code).not.toBe(Code.IpRestricted);
        const payPage = await client.get(`${DemoPayPath.page}/no-such-order`);
        expect(await payPage.text()).not.toMatch(/60(31|33)/);
        const provider = await client.post('/demo-provider/balance', {});
        expect([Code.RegionLimited, Code.IpRestricted]).not.toContain(provider.status_code);
      }
      // The operator API: an operator travelling in a denied country can still lift the limit.
      const lifted = await set('regionDeny', '-', { [COUNTRY]: 'US' });
      expect(lifted).toMatchObject({ status_code: Code.Success, data: { value: '', previous: 'US' } });
    });

    it('refuses an address in a denied range with 6033, IPv4 and IPv6 alike', async () => {
      const player = await fundedPlayer();
      await setLists({ ipDeny: '198.51.100.0/24, 203.0.113.7, 2001:DB8::/32' });
      for (const ip of [
        '198.51.100.1',
        '198.51.100.254',
        '203.0.113.7',
        '2001:db8::5',
        '::ffff:198.51.100.3',
      ]) {
        const info = await from('CN', ip).withToken(player.token).post(UserPath.memberInfo, {});
        expect(info, ip).toMatchObject({ status_code: Code.IpRestricted, message: '您的IP已被限制访问' });
      }
      const denied = await login(from('CN', '198.51.100.20'), player.name);
      expect(denied.status_code).toBe(Code.IpRestricted);
      for (const ip of ['198.51.101.1', '203.0.113.8', '2001:db9::5']) {
        const info = await from('CN', ip).withToken(player.token).post(UserPath.memberInfo, {});
        expect(info.status_code, ip).toBe(Code.Success);
      }
    });

    it('lets a warned country play and tells it through pre-info', async () => {
      const player = await fundedPlayer();
      await setLists({ regionWarn: 'jp' });
      const jp = from('JP');
      const pre = await jp.post<PreInfo>(SitePath.preInfo, {});
      expect(pre.data.regionNotice).toBe(true);
      const info = await jp.withToken(player.token).post(UserPath.memberInfo, {});
      expect(info.status_code).toBe(Code.Success);
      const session = await login(from('JP'), player.name);
      expect([Code.Success, Code.IpNotPassed]).toContain(session.status_code);
      for (const country of ['CN', 'XX', undefined]) {
        const other = await from(country).post<PreInfo>(SitePath.preInfo, {});
        expect(other.data.regionNotice, String(country)).toBe(false);
      }
    });

    it('refuses bad values with 6007 and a Chinese message, storing nothing', async () => {
      await setLists({ regionDeny: 'US' });
      const cases: [string, string, RegExp][] = [
        ['regionDeny', 'USA', /“USA”不是有效的 ISO 3166-1 两位国家或地区代码/],
        ['regionDeny', 'US,ZZ', /“ZZ”不是有效的/],
        ['regionDeny', 'XX', /“XX”不是有效的/],
        ['regionWarn', '中国', /“中国”不是有效的/],
        ['ipDeny', '300.1.1.1', /“300\.1\.1\.1”不是有效的 IPv4\/IPv6 地址或 CIDR 网段/],
        ['ipDeny', '10.0.0.0/33', /“10\.0\.0\.0\/33”不是有效的/],
        ['ipDeny', '10.1', /“10\.1”不是有效的/],
        ['ipDeny', 'example.com', /IP 列表只能包含 IPv4\/IPv6 地址或 CIDR 网段/],
      ];
      for (const [key, value, message] of cases) {
        const res = await set(key, value);
        expect(res.status_code, `${key} ${value}`).toBe(Code.InvalidParameter);
        expect(res.message).toMatch(message);
      }
      const kept = await set('regionDeny', 'us');
      expect(kept.data).toEqual(expect.objectContaining({ value: 'US', previous: 'US' }));
    });

    it('is set and cleared from the operator CLI, and audited', async () => {
      const setByCli = await runOperatorCli(server, ['site:set', 'regionWarn', 'ph,vn']);
      expect(setByCli.code, setByCli.out).toBe(0);
      expect(setByCli.stdout).toContain('regionWarn 已由 （空） 改为 PH,VN');
      const bad = await runOperatorCli(server, ['site:set', 'ipDeny', '1.2.3.4/40']);
      expect(bad.code).not.toBe(0);
      expect(bad.out).toContain('“1.2.3.4/40”不是有效的 IPv4/IPv6 地址或 CIDR 网段');
      const cleared = await runOperatorCli(server, ['site:set', 'regionWarn', '-']);
      expect(cleared.stdout).toContain('regionWarn 已由 PH,VN 改为 （空）');
      const audit = await server.post<{ list: z.infer<typeof AuditEntrySchema>[] }>(
        OperatorPath.auditList,
        { action: 'site.set', pageNum: 1, pageSize: 50 },
        admin,
      );
      const warnRows = audit.data.list
        .filter((e) => e.detail.key === 'regionWarn')
        .map((e) => e.detail.value);
      expect(warnRows.slice(0, 2)).toEqual(['', 'PH,VN']);
    });
  });
}
