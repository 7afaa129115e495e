import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { Code, GamePath, HealthPath } from '@qilin/contract';
import { databaseTargets, startTestServer, type TestServer } from '../../../test/harness.ts';
import { expectLedgerOk } from '../ledger/test-support.ts';
import { balancesOf, fundedPlayer, providerBalance, transfer } from './test-support.ts';

/**
 * The demo provider as the separate service a real provider is (QILIN_ROLE=demo-provider, its own
 * database), reached by the platform through DEMO_PROVIDER_URL. They share only the merchant secret, which
 * both derive from TOKEN_SECRET.
 */
for (const target of databaseTargets()) {
  describe(`venue transfers to a demo provider in its own process [${target.kind}]`, () => {
    let provider: TestServer;
    let platform: TestServer;
    beforeAll(async () => {
      const shared = { TOKEN_SECRET: randomBytes(24).toString('hex') };
      provider = await startTestServer(target, { env: { ...shared, QILIN_ROLE: 'demo-provider' } });
      platform = await startTestServer(target, { env: { ...shared, DEMO_PROVIDER_URL: `${provider.url}/` } });
    });
    afterAll(async () => {
      await platform?.close();
      await provider?.close();
    });

    it('serves only the provider: no player API, no site', async () => {
      expect((await provider.client().get(HealthPath)).status).toBe(200);
      const registry = (base: string) =>
        fetch(base + GamePath.venueInfoByCategory, {
          method: 'POST',
          headers: { 'content-type': 'application/json', client: 'web' },
          body: '{}',
        });
      expect((await registry(platform.url)).status).toBe(200);
      expect((await registry(provider.url)).status).toBe(404);
      expect((await provider.client().get('/')).status).toBe(404);
    });

    it('moves money in and out through the remote books, the platform keeping none of them', async () => {
      const player = await fundedPlayer(platform, 50_000);
      const into = await transfer(player, { channelCode: 'demo', amount: '300.00', ty: 1 });
      expect(into.status_code).toBe(Code.Success);
      expect(into.data).toMatchObject({
        status: 'success',
        centerWalletBalance: '200.00',
        venueBalance: '300.00',
      });
      expect(await providerBalance(provider, player.providerAccount)).toBe(30_000);
      expect(await providerBalance(platform, player.providerAccount)).toBeNull();

      const out = await transfer(player, { channelCode: 'demo', amount: '120.50', ty: 2 });
      expect(out.status_code).toBe(Code.Success);
      expect(out.data).toMatchObject({
        status: 'success',
        centerWalletBalance: '320.50',
        venueBalance: '179.50',
      });
      expect(await providerBalance(provider, player.providerAccount)).toBe(17_950);
      expect(await balancesOf(platform, player.memberId)).toEqual({
        wallet: 32_050,
        transit: 0,
        demo: 17_950,
      });
      await expectLedgerOk(platform);
    });
  });
}
