import { healthSchema, noParamsSchema, noQuerySchema } from '@codeflow/contracts';
import { AppError } from '../../domain/appError';
import type { AppInstance } from '../../http/appInstance';
import { serverVersion } from '../../paths';

/** GET /api/health: up, and the database answers. */
// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions
export default async function healthRoutes(app: AppInstance): Promise<void> {
  const { database } = app;
  app.get(
    '/api/health',
    {
      schema: {
        params: noParamsSchema,
        querystring: noQuerySchema,
        response: { 200: healthSchema },
      },
    },
    async (request) => {
      try {
        await database.ping(2000);
      } catch (error) {
        request.log.warn({ err: error }, 'database did not answer the health check');
        throw new AppError('UNAVAILABLE', `Database unavailable: ${(error as Error).message}`);
      }
      return { status: 'ok' as const, database: database.driver, version: serverVersion };
    },
  );
}
