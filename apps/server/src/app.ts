import fastify, { LogController } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { decorateDependencies } from './appDependencies';
import { operatorOf, type Config } from './config';
import type { Database } from './db/database';
import accountRoutes from './features/account/routes';
import adminRoutes from './features/admin/routes';
import analyticsRoutes from './features/analytics/routes';
import auditRoutes from './features/audit/routes';
import authRoutes from './features/auth/routes';
import billingRoutes from './features/billing/routes';
import collabRoutes from './features/collab/routes';
import commerceRoutes from './features/commerce/routes';
import contactRoutes from './features/contact/routes';
import embedRoutes from './features/embeds/routes';
import flowchartRoutes from './features/flowcharts/routes';
import versionRoutes from './features/versions/routes';
import generateRoutes from './features/generate/routes';
import healthRoutes from './features/health/routes';
import organizationRoutes from './features/organization/routes';
import publicStatsRoutes from './features/publicStats/routes';
import subscriptionRoutes from './features/subscription/routes';
import type { AppInstance } from './http/appInstance';
import {
  bodyLimitsFor,
  DEFAULT_BODY_BUDGET_BYTES,
  registerBodyBudget,
  SMALL_BODY_LIMIT,
  type BodyLimits,
} from './http/bodyBudget';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './http/errors';
import { registerProtectedRoutes } from './http/protectedRoutes';
import { registerRequestLog } from './http/requestLog';
import { recordRoutes } from './http/routeTable';
import { validatorCompiler } from './http/requestValidation';
import { helmetOptionsFor, registerSecurityHeaders } from './http/security';
import { defaultWebDist } from './paths';
import { registerWebApp } from './web/static';

export type AppOptions = {
  config: Config;
  database: Database;
  /** access-token signing key (main passes JWT_SECRET or DATA_DIR/secrets/jwt.key) */
  jwtKey?: Uint8Array;
  /** bytes of request bodies received at once, all requests together (http/bodyBudget.ts) */
  bodyBudgetBytes?: number;
  /** per-client and per-account shares of that budget and the slow-body cut (tests shrink them) */
  bodyLimits?: Partial<BodyLimits>;
};

/** Receiving a whole request (headers and body) may take this long; Node answers 408 past it. */
export const REQUEST_TIMEOUT_MS = 300_000;
/** Receiving a request's headers may take this long (a header trickle holds a socket). */
export const HEADERS_TIMEOUT_MS = 20_000;

/** Builds the Fastify app around an open database; `main` listens, tests use `inject`. */
export async function buildApp({
  config,
  database,
  jwtKey,
  bodyBudgetBytes = DEFAULT_BODY_BUDGET_BYTES,
  bodyLimits,
}: AppOptions): Promise<AppInstance> {
  const app = fastify({
    logger: {
      level: config.logLevel,
      // tokens and passwords never reach the logs; request bodies are not logged at all
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    // one line per answer at debug, or warn for a 5xx or a slow one (http/requestLog.ts)
    logController: new LogController({ disableRequestLogging: true }),
    // a few KB unless a route declares more (generation and saves, sized to the plan ceiling)
    bodyLimit: SMALL_BODY_LIMIT,
    trustProxy: config.trustProxy ?? false,
    return503OnClosing: true,
    // Fastify's default is no limit: a trickled request would hold its socket for ever (the
    // body itself is also cut sooner when it stalls or crawls, http/bodyBudget.ts)
    requestTimeout: REQUEST_TIMEOUT_MS,
    // routing and HTTP-parser errors answer `{detail}` like every other error
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  // every route declares its request parts and answers with contracts schemas; answers are
  // encoded by them too, which drops any field a schema does not declare
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerRequestLog(app);
  registerSecurityHeaders(app, helmetOptionsFor(config.razorpay?.checkoutUrl));
  // before any route is declared: it rewrites signed-in routes as they are added
  registerProtectedRoutes(app);
  recordRoutes(app);
  app.server.headersTimeout = HEADERS_TIMEOUT_MS;
  registerBodyBudget(app, bodyLimitsFor(bodyBudgetBytes, bodyLimits));
  decorateDependencies(app, { config, database, jwtKey });

  // every feature's routes: a plugin taking only the app (docs: apps/server/README.md)
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(generateRoutes);
  await app.register(flowchartRoutes);
  await app.register(versionRoutes);
  await app.register(embedRoutes);
  await app.register(subscriptionRoutes);
  await app.register(billingRoutes);
  await app.register(accountRoutes);
  await app.register(organizationRoutes);
  await app.register(adminRoutes);
  await app.register(analyticsRoutes);
  await app.register(commerceRoutes);
  await app.register(auditRoutes);
  await app.register(contactRoutes);
  await app.register(publicStatsRoutes);
  await app.register(collabRoutes);
  await registerWebApp(app, config.webDist ?? defaultWebDist, {
    publicUrl: config.publicUrl,
    operator: operatorOf(config),
  });
  return app;
}
