import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Deps } from '../deps.ts';
import { route, type AuthResolvers, type RouteOptions } from './route.ts';

type AuthMode = 'none' | 'optional' | 'member' | 'operator';

/** `route` already bound to the app, the auth resolvers and the default site. */
export type BoundRoute = <S extends z.ZodType, A extends AuthMode, R>(
  path: string,
  options: RouteOptions<S, A, R>,
) => void;

export interface ModuleContext {
  app: FastifyInstance;
  deps: Deps;
  route: BoundRoute;
  /** Registers a stop step (timers, background jobs, flushes) run at shutdown before the database closes. */
  onClose(fn: () => Promise<void> | void): void;
}

export const createModuleContext = (
  app: FastifyInstance,
  deps: Deps,
  resolvers: () => AuthResolvers,
  onClose: (fn: () => Promise<void> | void) => void = () => {},
): ModuleContext => ({
  app,
  deps,
  route: (path, options) => route(app, resolvers, deps.config.siteId, path, options),
  onClose,
});
