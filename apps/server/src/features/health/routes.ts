import { healthEndpoints } from '@codeflow/contracts';
import { AppError } from '../../domain/appError';
import type { AppInstance } from '../../http/appInstance';
import { DATABASE_UNAVAILABLE } from '../../http/databaseUnreachable';
import { route } from '../../http/registerEndpoint';
import { serverVersion } from '../../paths';

/** GET /api/health: up, and the database answers. */
export default async function healthRoutes(app: AppInstance): Promise<void> {
  const { database } = app;
  route(app, healthEndpoints.health, async (request) => {
    try {
      await database.ping(2000);
    } catch (error) {
      // the reason (host, port, driver message) is the operator's; callers learn only that it is down
      request.log.warn({ err: error }, 'database did not answer the health check');
      throw new AppError('UNAVAILABLE', DATABASE_UNAVAILABLE);
    }
    return { status: 'ok' as const, database: database.driver, version: serverVersion };
  });
}
