import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { randomUUID } from 'node:crypto';
import type { Writable } from 'node:stream';
import { HealthPath, Header, UPLOAD_MAX_BYTES } from '@qilin/contract';
import type { Config } from './platform/config/config.ts';
import { loadSecrets } from './platform/config/secrets.ts';
import { openDatabase } from './platform/db/client.ts';
import { createMemoryBus, createRedisBus } from './platform/bus/bus.ts';
import { createMemoryRateLimiter, createRedisRateLimiter } from './platform/security/rate-limit.ts';
import { createKeyedLock, createRedisKeyedLock } from './platform/locks/keyed-lock.ts';
import { createFieldCrypto } from './platform/security/field-crypto.ts';
import { loggerOptions } from './platform/log/logger.ts';
import { installErrorHandler } from './platform/http/error-handler.ts';
import { acceptEmptyJsonBodies } from './platform/http/json-body.ts';
import { serveSpa } from './platform/http/static-site.ts';
import { installSafeTransport, rewriteSafeUrl } from './platform/http/safe-transport.ts';
import { installAccessGate } from './platform/http/access-gate.ts';
import type { AuthResolvers } from './platform/http/route.ts';
import type { Deps } from './platform/deps.ts';
import { Redis } from 'ioredis';
import { registerModules } from './modules/register.ts';
import { registerDemoProviderModule } from './modules/demo-provider/routes.ts';
import { createModuleContext } from './platform/http/module-context.ts';
import type { SiteApi } from './modules/site/site-config.ts';

export interface BuildOptions {
  /** Where logs go instead of stdout (tests read them). */
  logStream?: Writable;
  now?: () => Date;
}

/** Builds the whole server: platform first, then every module's routes, then the SPA. */
export interface BuiltApp {
  app: FastifyInstance;
  deps: Deps;
}

/** The demo provider's own routes sign their callers' requests instead of using sessions. */
const noAuth = (): AuthResolvers => {
  throw new Error('the demo provider process has no member or operator sessions');
};

export const buildApp = async (config: Config, options: BuildOptions = {}): Promise<BuiltApp> => {
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    trustProxy: config.trustProxy,
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
    bodyLimit: 1_048_576,
    rewriteUrl: rewriteSafeUrl,
    genReqId: (req) => {
      const given = req.headers[Header.requestId];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
  });
  // Our own zod parsing answers bad bodies with SPEC codes; the JSON schemas exist for /docs only.
  app.setValidatorCompiler(() => () => true);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.addHook('onSend', async (req, reply) => {
    reply.header(Header.requestId, String(req.id));
  });
  installErrorHandler(app);
  acceptEmptyJsonBodies(app);

  const secrets = loadSecrets(config);
  const database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    databaseSchema: config.databaseSchema,
  });
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 3 }) : null;
  redis?.on('error', (err) => app.log.error({ err }, 'redis'));
  const deps: Deps = {
    config,
    secrets,
    db: database.db,
    dbKind: database.kind,
    transact: database.transact,
    bus: config.redisUrl
      ? createRedisBus(config.redisUrl, config.redisPrefix, (err) => app.log.error({ err }, 'redis bus'))
      : createMemoryBus(),
    limiter: redis ? createRedisRateLimiter(redis, `${config.redisPrefix}:rl:`) : createMemoryRateLimiter(),
    lock: redis ? createRedisKeyedLock(redis, `${config.redisPrefix}:lock:`) : createKeyedLock(),
    crypto: createFieldCrypto(secrets.dataKey),
    log: app.log,
    now: options.now ?? (() => new Date()),
  };
  // Background jobs and the ledger writer stop (and flush) before the database they write to closes.
  const closers: (() => Promise<void> | void)[] = [];
  app.addHook('onClose', async () => {
    for (const close of closers.reverse()) await close();
    await deps.bus.close();
    if (redis) await redis.quit();
    await database.close();
  });

  app.get(HealthPath, { schema: { hide: true } }, async () => ({ status: 'ok', database: database.kind }));

  if (config.role === 'demo-provider') {
    await registerDemoProviderModule(createModuleContext(app, deps, noAuth, (fn) => closers.push(fn)));
    return { app, deps };
  }
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5 } });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Qilin API',
        version: '1.0.0',
        description: 'Every call answers { status_code, data, message }.',
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  let resolvers: AuthResolvers | null = null;
  const getResolvers = (): AuthResolvers => {
    if (!resolvers) throw new Error('auth resolvers not registered');
    return resolvers;
  };
  // Hooks must exist before the routes they guard, so the site lookup is bound once modules are in.
  let siteApi: SiteApi | null = null;
  // Before the safe transport: a refused caller costs no signature check.
  installAccessGate(app, {
    countryHeader: config.countryHeader,
    defaultSiteId: config.siteId,
    lists: async (siteId) => (siteApi ? siteApi.accessLists(siteId) : null),
  });
  installSafeTransport(app, {
    privateKeyPem: secrets.sendCodePrivateKey,
    defaultSiteId: config.siteId,
    isRequired: async (siteId) => (siteApi ? (await siteApi.getConfig(siteId)).safeSwitch : false),
    now: deps.now,
    limiter: deps.limiter,
  });
  const modules = await registerModules(app, deps, getResolvers, (fn) => closers.push(fn));
  resolvers = modules.resolvers;
  siteApi = modules.site;
  await serveSpa(app, config.webDist);
  return { app, deps };
};
