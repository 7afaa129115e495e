import type { ModuleContext } from '../../platform/http/module-context.ts';

/** The demo game provider's remote wallet API under /demo-provider/ (its own tables and order ids). */
export const registerDemoProviderModule = async (_ctx: ModuleContext): Promise<void> => {};
