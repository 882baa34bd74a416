import type { FastifyInstance } from 'fastify';

/**
 * Starts the app's generation workers and waits until `workers` of them are warm (loading the
 * engine under tsx takes seconds on a busy machine), so a test's first generation or picture
 * does not run into the pool's queue time-out.
 */
export async function warmGeneratorPool(
  app: FastifyInstance,
  timeoutMs = 120_000,
  workers = 1,
): Promise<void> {
  app.generatorPool.start();
  const deadline = Date.now() + timeoutMs;
  while (app.generatorPool.readyWorkers < workers) {
    if (Date.now() > deadline) throw new Error('no generation worker became ready');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
