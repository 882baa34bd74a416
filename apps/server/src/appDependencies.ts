import { availableParallelism } from 'node:os';
import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_GENERATE_TIMEOUT_MS,
  DEFAULT_REMINDER_MINUTES,
  DEFAULT_SESSION_CACHE_MS,
  type Config,
} from './config';
import { ChartImages } from './chartImages/index';
import type { DataCipher } from './crypto/dataCipher';
import { loadDataCipher } from './crypto/loadDataCipher';
import type { Database, Db } from './db/database';
import { createAuthContext, type AuthContext } from './features/auth/authContext';
import { userChanged } from './features/auth/sessionCache';
import type { BillingDeps } from './features/billing/billingDeps';
import { billingStartupWarning } from './features/billing/billingConfig';
import { createPaymentProvider } from './features/billing/createPaymentProvider';
import { startReminderJob } from './features/billing/reminderJob';
import { GenerationEventRecorder } from './features/generate/generationEvents';
import { GeneratorPool } from './features/generate/generatorPool';
import {
  SHARED_GENERATION_RULE,
  UserGenerationLimits,
} from './features/generate/userGenerationLimits';
import { TeamEvents } from './domain/teamEvents';
import { consumeRateLimit } from './security/rateLimit';

// What route plugins take from the app, declared once. Plugins read `app.db`, `app.auth`, …;
// they take no options.
declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    auth: AuthContext;
    /** the data cipher, loaded on first use: apps that never touch flowcharts need no key */
    dataCipher: () => Promise<DataCipher>;
    generatorPool: GeneratorPool;
    /** pictures of saved flowcharts drawn in the pool, cached by version (decision 029) */
    chartImages: ChartImages;
    generationEvents: GenerationEventRecorder;
    /** the billing services' dependencies: the payment provider chosen by RAZORPAY_* */
    billing: BillingDeps;
    /** per-user concurrency and rate limits on generation */
    generationLimits: UserGenerationLimits;
    /** organization changes that must take effect at once elsewhere (members removed, unshares) */
    teamEvents: TeamEvents;
  }
}

export type DependencyOptions = {
  config: Config;
  database: Database;
  jwtKey?: Uint8Array | undefined;
};

/** Decorates the root app with every dependency and closes them, in order, when it closes. */
export function decorateDependencies(
  app: FastifyInstance,
  { config, database, jwtKey }: DependencyOptions,
): void {
  const db = database.db;
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', db);

  // the session cache needs to see every revocation: one process owning the database (PGlite)
  const sessionCacheMs =
    config.sessionCacheMs ?? (database.driver === 'pglite' ? DEFAULT_SESSION_CACHE_MS : 0);
  app.decorate('auth', createAuthContext({ config, db, log: app.log, jwtKey, sessionCacheMs }));

  let cipher: Promise<DataCipher> | undefined;
  app.decorate('dataCipher', () => {
    cipher ??= loadDataCipher(
      {
        key: config.dataEncryptionKey,
        oldKeys: config.dataEncryptionKeysOld,
        dataDir: config.dataDir,
      },
      app.log,
    ).catch((error: unknown) => {
      // a failed load (unreadable key file) is tried again on the next request
      cipher = undefined;
      throw error;
    });
    return cipher;
  });

  const pool = new GeneratorPool({
    size: config.generateWorkers ?? Math.min(2, availableParallelism()),
    timeoutMs: config.generateTimeoutMs ?? DEFAULT_GENERATE_TIMEOUT_MS,
    // one more worker for small inputs only: a few lines never wait behind large files
    smallLane: 1,
    log: app.log,
  });
  const events = new GenerationEventRecorder(db, app.log);
  app.decorate('generatorPool', pool);
  app.decorate('chartImages', new ChartImages(app));
  app.decorate('generationEvents', events);
  app.decorate(
    'generationLimits',
    new UserGenerationLimits({
      // several instances (one PostgreSQL and Redis, decision 035) count a user's rate together
      shared:
        config.databaseUrl && config.redisUrl
          ? (userId) => consumeRateLimit(db, SHARED_GENERATION_RULE, userId)
          : undefined,
    }),
  );
  // a listening server warms its workers at once; inject-only apps (tests) start them on use
  app.addHook('onListen', (done) => {
    pool.start();
    done();
  });

  app.decorate(
    'teamEvents',
    new TeamEvents((error) => app.log.error({ err: error }, 'a team event listener failed')),
  );

  const billingConfig = { razorpay: config.razorpay, testMode: config.billingTestMode ?? false };
  // test mode (anyone activates any plan for free) or no payments at all: said loudly, once
  const billingWarning = billingStartupWarning(billingConfig);
  if (billingWarning) app.log.warn(billingWarning);
  app.decorate('billing', {
    db,
    provider: createPaymentProvider(billingConfig),
    mailer: app.auth.email.mailer,
    // a new tier or expiry must reach the guard's cached user row at once
    onTierChanged: userChanged,
    publicUrl: config.publicUrl,
    log: app.log,
  } satisfies BillingDeps);
  // reminders run in listening servers only; every send is claimed by a unique row first, so
  // several instances running the job send each email once
  let reminders: { stop: () => Promise<void> } | undefined;
  app.addHook('onListen', (done) => {
    reminders = startReminderJob(
      app.billing,
      (config.reminderMinutes ?? DEFAULT_REMINDER_MINUTES) * 60_000,
    );
    done();
  });

  app.addHook('onClose', async () => {
    await reminders?.stop();
    await pool.close();
    // the last analytics events, then mail still being sent, then the database they all use
    await events.flush();
    app.auth.sessionCache?.dispose();
    await app.auth.email.settled();
    app.auth.email.mailer.close();
    await database.close();
  });
}
