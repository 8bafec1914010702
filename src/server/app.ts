import Fastify, { LogController, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config/config';
import { createDatabase, type Database } from './db/create-db';
import { migrate } from './db/migrate';
import { vacuumPeriodically } from './db/pglite-vacuum';
import { createInvalidationBus, type InvalidationBus } from './lib/invalidation-bus';
import { frameworkErrors, registerErrorHandling } from './plugins/errors';
import { registerInputGuard } from './plugins/input-guard';
import { demoteClientGone, REDACT_PATHS, safeErrSerializer } from './lib/log-safety';
import { registerLatency } from './plugins/latency';
import { registerRateLimit } from './plugins/rate-limit';
import { genReqId, registerRequestContext } from './plugins/request-context';
import { registerSecurity } from './plugins/security';
import { registerStaticClient } from './plugins/static-client';
import { itineraryFirstScreens, myTripsFirstScreens, sharedFirstScreens } from './modules/trips/trips.page';
import { registerModules } from './modules';
import { registerAuth } from './plugins/auth';
import { SESSION_COOKIE } from '../core/session-defaults';
import { withErrorResponses, type RouteShape } from './modules/openapi/error-responses';
import { newKnowledgeBase, type KnowledgeBase } from './modules/places/knowledge-base';

export interface AppDeps {
  config: Config;
  database: Database;
  /** The destination knowledge base, loaded on first use (curated files + imported places). */
  knowledgeBase(): Promise<KnowledgeBase>;
  /** Cache invalidations, in-process and across instances through Redis when REDIS_URL is set (decision 018). */
  bus: InvalidationBus;
}

export interface BuildAppOptions {
  config: Config;
  /** Reuse an open database (tests share one per file); otherwise one is opened from config. */
  database?: Database;
  /** Serve the built client from this directory (production); default dist/client when present. */
  clientDir?: string;
}

/** Builds the whole app without listening, so tests drive it with `app.inject()` (STYLE: fastify/demo). */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      serializers: { err: safeErrSerializer },
      hooks: { logMethod: demoteClientGone },
    },
    genReqId,
    // Request logs at debug, slow requests and errors at info: plugins/request-context.ts.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ownsDatabase = !opts.database;
  const database = opts.database ?? (await createDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR }));
  await migrate(database);
  if (ownsDatabase && database.kind === 'pglite') {
    const stopVacuum = vacuumPeriodically(database, app.log);
    app.addHook('onClose', async () => stopVacuum());
  }
  if (ownsDatabase) app.addHook('onClose', async () => database.close());
  let kb: Promise<KnowledgeBase> | null = null;
  const knowledgeBase = () =>
    (kb ??= (async () => {
      const base = newKnowledgeBase();
      await base.reloadImported(database.db);
      return base;
    })().catch((err) => {
      kb = null;
      throw err;
    }));
  const bus = createInvalidationBus(config.REDIS_URL);
  app.addHook('onClose', async () => bus.close());
  app.decorate('deps', { config, database, knowledgeBase, bus } satisfies AppDeps);

  registerRequestContext(app);
  registerLatency(app);
  registerErrorHandling(app);
  registerInputGuard(app);
  await registerSecurity(app, config);
  await registerRateLimit(app, config);
  await app.register(cookie, config.SESSION_SECRET ? { secret: config.SESSION_SECRET } : {});
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Wayfarer API',
        version: '1.0.0',
        description:
          'Every response is the envelope `{ success, data, error: { code, message, details }, meta: { timestamp, requestId } }`. ' +
          'Sign in with the session cookie from /api/auth/google, or send a personal access token as `Authorization: Bearer`.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' }, session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
      },
    },
    // Each operation also lists its error responses, derived from the route (see openapi/error-responses.ts).
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      const schema = out.schema as { response?: Record<string, unknown> };
      return { ...out, schema: { ...schema, response: withErrorResponses(schema.response, input.route as unknown as RouteShape) } };
    },
    transformObject: jsonSchemaTransformObject,
  });
  await registerAuth(app);
  await app.register(registerModules, { prefix: '/api' });
  await registerStaticClient(app, opts.clientDir, {
    itinerary: itineraryFirstScreens(app),
    shared: sharedFirstScreens(app),
    myTrips: myTripsFirstScreens(app),
  });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
