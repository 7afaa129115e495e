import type { FastifyInstance } from 'fastify';
import type { Deps } from '../platform/deps.ts';
import type { AuthResolvers } from '../platform/http/route.ts';
import { createModuleContext } from '../platform/http/module-context.ts';
import { registerNotifyModule } from './notify/routes.ts';
import { registerSiteModule } from './site/routes.ts';
import type { SiteApi } from './site/site-config.ts';
import { registerIdentityModule } from './identity/routes.ts';
import { registerOperatorModule } from './operator/routes.ts';
import { registerMessagesModule } from './messages/routes.ts';
import { createOperatorGate } from './operator/gate.ts';
import { createMoney, type Money } from './ledger/module.ts';
import { registerWalletModule } from './wallet/routes.ts';
import { registerDemoProviderModule } from './demo-provider/routes.ts';
import { registerVenuesModule } from './venues/routes.ts';
import type { VenueNames } from './venues/venue-names.ts';
import { registerPaymentsModule } from './payments/routes.ts';
import { registerWithdrawalsModule } from './withdrawals/routes.ts';
import { registerSportsFeedModule } from './sports-feed/routes.ts';
import { registerSportsbookModule } from './sportsbook/routes.ts';
import { refundReasonsOf } from './sportsbook/refund-reasons.ts';
import type { RemarkSource } from './wallet/remark-sources.ts';
import { registerHelpModule } from './help/routes.ts';
import { registerFeedbackModule } from './feedback/routes.ts';
import { registerChatModule } from './chat/routes.ts';

/** Wires the modules in dependency order and answers the resolvers the platform's auth needs. */
export const registerModules = async (
  app: FastifyInstance,
  deps: Deps,
  resolvers: () => AuthResolvers,
  onClose: (fn: () => Promise<void> | void) => void = () => {},
): Promise<{ resolvers: AuthResolvers; site: SiteApi; money: Money }> => {
  const ctx = createModuleContext(app, deps, resolvers, onClose);
  const notify = registerNotifyModule(ctx);
  const site = await registerSiteModule(ctx);
  const gate = createOperatorGate(deps);
  // The inbox comes before every module that writes letters; it reaches identity's directory lazily.
  const { sender: letters } = registerMessagesModule(ctx, { gate, members: () => identity.directory });
  const identity = await registerIdentityModule(ctx, { notify, site, letters });
  const operator = await registerOperatorModule(ctx, { members: identity.memberAdmin });
  const money = createMoney(deps);
  onClose(() => money.ledger.flushed());
  const directory = identity.directory;
  // The trade record names the venue of a transfer. The venues module is wired after the wallet (whose
  // routes keep their place in the API document), so the lookup reaches it when a record is read.
  const venueNames: VenueNames = { nameInMemo: (memo) => venues.names.nameInMemo(memo) };
  // Likewise a bet's refund and a withdrawal that came back say why, in the words of the module that
  // knows (wired after the wallet too).
  const remarkSources: RemarkSource[] = [
    {
      kinds: ['bet_refund'],
      of: (memberId, ticketIds) => refundReasonsOf(sportsbook.repo).of(memberId, ticketIds),
    },
    {
      kinds: ['withdraw_release'],
      of: (memberId, orderNos) => withdrawals.rejectionRemarks.of(memberId, orderNos),
    },
  ];
  await registerWalletModule(ctx, { money, directory, gate, venueNames, remarkSources });
  await registerDemoProviderModule(ctx);
  const venues = await registerVenuesModule(ctx, { money, directory });
  const feed = await registerSportsFeedModule(ctx);
  // The sportsbook module (placement, settlement) takes `feed` once it is wired.
  void feed;
  const sportsbook = await registerSportsbookModule(ctx, { money, directory, feed, venues, gate, letters });
  await registerPaymentsModule(ctx, { money, directory, site, letters, gate });
  const withdrawals = await registerWithdrawalsModule(ctx, { money, directory, gate, letters });
  await registerHelpModule(ctx, { site, gate });
  await registerChatModule(ctx, {
    directory,
    resolveMember: identity.resolveMember,
    site,
    feed,
    gate,
  });
  registerFeedbackModule(ctx, { directory, gate, tickets: sportsbook.repo, letters });
  return { resolvers: { member: identity.resolveMember, operator: operator.resolveOperator }, site, money };
};
