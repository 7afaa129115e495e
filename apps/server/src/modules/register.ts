import type { FastifyInstance } from 'fastify';
import type { Deps } from '../platform/deps.ts';
import type { AuthResolvers } from '../platform/http/route.ts';
import { createModuleContext } from '../platform/http/module-context.ts';
import { registerNotifyModule } from './notify/routes.ts';
import { registerSiteModule } from './site/routes.ts';
import type { SiteApi } from './site/site-config.ts';
import { registerIdentityModule } from './identity/routes.ts';
import { registerOperatorModule } from './operator/routes.ts';

/** Wires the modules in dependency order and answers the resolvers the platform's auth needs. */
export const registerModules = async (
  app: FastifyInstance,
  deps: Deps,
  resolvers: () => AuthResolvers,
): Promise<{ resolvers: AuthResolvers; site: SiteApi }> => {
  const ctx = createModuleContext(app, deps, resolvers);
  const notify = registerNotifyModule(ctx);
  const site = await registerSiteModule(ctx);
  const identity = await registerIdentityModule(ctx, { notify, site });
  const operator = await registerOperatorModule(ctx, { members: identity.memberAdmin });
  return { resolvers: { member: identity.resolveMember, operator: operator.resolveOperator }, site };
};
