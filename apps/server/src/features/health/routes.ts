import type { Health } from '@codeflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';

export function healthRoutes(database: Database, version: string) {
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions
  return async (app: FastifyInstance): Promise<void> => {
    app.get('/api/health', async (request, reply) => {
      try {
        await database.ping(2000);
      } catch (error) {
        request.log.warn({ err: error }, 'database did not answer the health check');
        return reply
          .status(503)
          .send({ detail: `Database unavailable: ${(error as Error).message}` });
      }
      const body: Health = { status: 'ok', database: database.driver, version };
      return body;
    });
  };
}
