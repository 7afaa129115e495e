import {
  AllBalanceRequestSchema,
  AllBalanceResponseSchema,
  AutoTransferRequestSchema,
  AutoTransferResponseSchema,
  EmptySchema,
  GamePath,
  RecycleResponseSchema,
  VenueBalanceRequestSchema,
  VenueBalanceSchema,
  VenueInfoByCategoryRequestSchema,
  VenueInfoListSchema,
  VenueTransferRequestSchema,
  VenueTransferResponseSchema,
} from '@qilin/contract';
import type { ModuleContext } from '../../platform/http/module-context.ts';
import { selfBaseUrl } from '../../platform/http/self-url.ts';
import { unconnectedProvider } from './unconnected-provider.ts';
import type { MemberDirectory } from '../identity/member-directory.ts';
import type { Money } from '../ledger/module.ts';
import { createDemoProviderClient } from './demo-provider-client.ts';
import { createVenueOrderRepo } from './order-repo.ts';
import type { VenueProvider } from './provider.ts';
import { createVenueRegistry, type VenueRegistry, type VenueRow } from './registry.ts';
import { startVenueResolver } from './resolver.ts';
import { createOrderEngine } from './order-engine.ts';
import { createVenueFlows, type VenueFlows } from './venue-flows.ts';
import { venueNamesOf, type VenueNames } from './venue-names.ts';
import { createVenueService } from './venue-service.ts';

const tags = ['venues'];

/** What the sportsbook/launch issue needs from the venues. */
export interface VenueApi {
  registry: VenueRegistry;
  providerFor(venue: VenueRow): VenueProvider;
  /**
   * With the member's auto transfer switch on, moves the whole centre balance into the venue (call it on
   * launch; recycle brings it back). `requestKey` (e.g. the launch's idempotency key) makes a retry find
   * the same order. Null when there was nothing to do.
   */
  autoTransferIn: VenueFlows['autoTransferIn'];
  /** Venue display names by channel code (the trade record names the venue of a transfer). */
  names: VenueNames;
}

/** Venue wallets (GamePath): registry, balances, transfers in and out, recycle, auto transfer. */
export const registerVenuesModule = async (
  ctx: ModuleContext,
  others: { money: Money; directory: MemberDirectory },
): Promise<VenueApi> => {
  const { deps, route } = ctx;
  const registry = createVenueRegistry(deps.db, deps.now);
  await registry.seed();
  const orders = createVenueOrderRepo(deps.db, deps.now, others.money.ledger);

  // The demo provider is served by this very process unless configured elsewhere: its own address is
  // known once the server listens.
  const configured = deps.config.demoProviderUrl;
  const selfUrl = () => configured ?? selfBaseUrl(ctx.app.server.address());
  const providers: Record<string, VenueProvider> = {
    demo: createDemoProviderClient({
      secrets: deps.secrets,
      now: deps.now,
      baseUrl: selfUrl,
      log: deps.log,
      staleMs: deps.config.demoProviderStaleMs,
    }),
  };
  const reported = new Set<string>();
  const providerFor = (venue: VenueRow): VenueProvider => {
    const provider = Object.hasOwn(providers, venue.provider) ? providers[venue.provider] : undefined;
    if (provider) return provider;
    // Operators must hear of it; players only see the venue as unreachable. Once per venue and process.
    if (!reported.has(venue.channelCode)) {
      reported.add(venue.channelCode);
      deps.log.error(
        { venue: venue.channelCode, provider: venue.provider },
        'no provider client for this venue: it answers as unreachable',
      );
    }
    return unconnectedProvider;
  };

  const engine = createOrderEngine({ deps, money: others.money, orders, providerFor, lock: deps.lock });
  const flows = createVenueFlows({ registry, orders, engine });
  const service = createVenueService({ ...others, registry, orders, flows });
  const resolver = startVenueResolver({ engine, orders, registry, log: deps.log, now: deps.now });
  // Stop asking venues before the server waits for in-flight requests, then wait for the pass in progress.
  ctx.app.addHook('preClose', async () => resolver.stop());
  ctx.onClose(() => resolver.stop());

  route(GamePath.venueInfoByCategory, {
    body: VenueInfoByCategoryRequestSchema,
    auth: 'none',
    tags,
    response: VenueInfoListSchema,
    // Venue names are the registry's zh-CN words (Qilin 电子): zh-TW reads them in Traditional.
    localised: true,
    summary: 'The venue registry, by SPEC §2.1 category (8 or none: every category)',
    handler: ({ body }) => service.venueInfo(body.category),
  });
  route(GamePath.allBalance, {
    body: AllBalanceRequestSchema,
    auth: 'member',
    tags,
    response: AllBalanceResponseSchema,
    localised: true,
    summary: "The caller's balance at every transfer venue of a category, with the total and the auto switch",
    handler: ({ member, body }) => service.allBalance(member, body.category),
  });
  route(GamePath.balance, {
    body: VenueBalanceRequestSchema,
    auth: 'member',
    tags,
    response: VenueBalanceSchema,
    localised: true,
    summary: "The caller's balance at one venue, synced with the venue",
    handler: ({ member, body }) => service.balance(member, body.channelCode),
  });
  route(GamePath.transfer, {
    body: VenueTransferRequestSchema,
    auth: 'member',
    tags,
    response: VenueTransferResponseSchema,
    summary:
      'Moves money into (ty 1) or out of (ty 2) a venue; needs an idempotency-key; pending while the venue has not confirmed',
    handler: ({ member, body, ctx: rc }) => service.transfer(member, body, rc),
  });
  route(GamePath.recycle, {
    auth: 'member',
    body: EmptySchema,
    tags,
    response: RecycleResponseSchema,
    summary: 'Recalls every venue balance to the centre wallet in one action; needs an idempotency-key',
    handler: ({ member, ctx: rc }) => service.recycle(member, rc),
  });
  route(GamePath.setAutoTransferStatus, {
    body: AutoTransferRequestSchema,
    auth: 'member',
    tags,
    response: AutoTransferResponseSchema,
    summary: 'Auto transfer on (1) or off (0): on launch the centre balance moves into the venue',
    handler: ({ member, body }) => service.setAutoTransfer(member, body.status),
  });

  return { registry, providerFor, autoTransferIn: flows.autoTransferIn, names: venueNamesOf(registry) };
};
