import fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/database';
import { healthRoutes } from './features/health/routes';
import { registerErrorHandling } from './http/errors';
import { registerSecurityHeaders } from './http/security';
import { defaultWebDist, serverVersion } from './paths';
import { registerWebApp } from './web/static';

export type AppOptions = {
  config: Config;
  database: Database;
};

/** Builds the Fastify app around an open database; `main` listens, tests use `inject`. */
export async function buildApp({ config, database }: AppOptions): Promise<FastifyInstance> {
  const app = fastify({
    logger: {
      level: config.logLevel,
      // tokens and passwords never reach the logs; request bodies are not logged at all
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: true,
    return503OnClosing: true,
  });

  registerErrorHandling(app);
  await registerSecurityHeaders(app);
  await app.register(healthRoutes(database, serverVersion));
  await registerWebApp(app, config.webDist ?? defaultWebDist);

  app.addHook('onClose', async () => {
    await database.close();
  });
  return app;
}
