import fastify, { LogController, type FastifyInstance } from 'fastify';
import { DEFAULT_SESSION_CACHE_MS, type Config } from './config';
import type { Database } from './db/database';
import { createAuthContext } from './features/auth/authContext';
import { authRoutes } from './features/auth/routes';
import { flowchartRoutes } from './features/flowcharts/routes';
import { generateRoutes } from './features/generate/routes';
import { healthRoutes } from './features/health/routes';
import { subscriptionFeatureRoutes } from './features/subscription/featureRoutes';
import { registerErrorHandling } from './http/errors';
import { registerRequestLog } from './http/requestLog';
import { registerSecurityHeaders } from './http/security';
import { defaultWebDist, serverVersion } from './paths';
import { registerWebApp } from './web/static';

export type AppOptions = {
  config: Config;
  database: Database;
  /** access-token signing key (main passes JWT_SECRET or DATA_DIR/secrets/jwt.key) */
  jwtKey?: Uint8Array;
};

/** Builds the Fastify app around an open database; `main` listens, tests use `inject`. */
export async function buildApp({ config, database, jwtKey }: AppOptions): Promise<FastifyInstance> {
  const app = fastify({
    logger: {
      level: config.logLevel,
      // tokens and passwords never reach the logs; request bodies are not logged at all
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    // one line per answer at debug, or warn for a 5xx or a slow one (http/requestLog.ts)
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: config.trustProxy ?? false,
    return503OnClosing: true,
  });

  registerErrorHandling(app);
  registerRequestLog(app);
  registerSecurityHeaders(app);
  // decorated on the root so every feature's guard (requireUser) reaches it
  // the session cache needs to see every revocation: one process owning the database (PGlite)
  const sessionCacheMs =
    config.sessionCacheMs ?? (database.driver === 'pglite' ? DEFAULT_SESSION_CACHE_MS : 0);
  app.decorate(
    'auth',
    createAuthContext({ config, db: database.db, log: app.log, jwtKey, sessionCacheMs }),
  );
  await app.register(healthRoutes(database, serverVersion));
  await app.register(authRoutes);
  await app.register(generateRoutes({ config, db: database.db }));
  await app.register(flowchartRoutes({ config, db: database.db }));
  await app.register(subscriptionFeatureRoutes);
  await registerWebApp(app, config.webDist ?? defaultWebDist);

  app.addHook('onClose', async () => {
    app.auth.sessionCache?.dispose();
    await app.auth.email.settled();
    app.auth.email.mailer.close();
    await database.close();
  });
  return app;
}
