import type { AuthResolvers } from '../../platform/http/route.ts';
import type { ModuleContext } from '../../platform/http/module-context.ts';
import type { Notifier } from '../notify/notifier.ts';
import type { SiteApi } from '../site/site-config.ts';
import type { LetterSender } from '../messages/letter-sender.ts';
import type { MemberAdmin } from './member-admin.ts';
import type { MemberDirectory } from './member-directory.ts';
import { registerAccountRoutes } from './routes-account.ts';
import { registerAuthRoutes } from './routes-auth.ts';
import { registerFileRoutes } from './routes-files.ts';
import { startIdentityHousekeeping } from './housekeeping.ts';
import { createIdentityServices } from './services.ts';

/** The identity module: every UserPath, singleDataDecryption, file serving, and what others need of it. */
export const registerIdentityModule = async (
  ctx: ModuleContext,
  others: { notify: Notifier; site: SiteApi; letters: LetterSender },
): Promise<{
  resolveMember: AuthResolvers['member'];
  memberAdmin: MemberAdmin;
  directory: MemberDirectory;
}> => {
  const services = createIdentityServices(ctx.deps, others.notify, others.site, others.letters);
  registerAuthRoutes(ctx, services);
  registerAccountRoutes(ctx, services);
  registerFileRoutes(ctx, services);
  startIdentityHousekeeping(ctx.deps, ctx.onClose);
  return {
    resolveMember: (token, rc) => services.sessions.resolve(token, rc),
    memberAdmin: services.memberAdmin,
    directory: services.directory,
  };
};
