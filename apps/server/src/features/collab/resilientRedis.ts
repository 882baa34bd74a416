import { Redis as RedisExtension } from '@hocuspocus/extension-redis';
import type {
  afterLoadDocumentPayload,
  Extension,
  Hocuspocus,
  onConfigurePayload,
} from '@hocuspocus/server';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

export type RedisLink = {
  extension: Extension;
  /** true from a lost connection until Redis is back and documents are resynchronised */
  isDegraded(): boolean;
};

/**
 * Hocuspocus's Redis extension, kept working through a Redis outage (decision 031). The extension
 * assumes Redis is always there: with it gone, its lock and publishes waited ~13 s in ioredis's
 * queue and then failed, and the lock library's unhandled 'error' event crashed the process. Here
 * every hook of the extension runs only while both connections are ready; meanwhile documents
 * load, are edited and are stored on this instance alone (the store merges with what is stored
 * and every acknowledged update is in the durability log, so nothing depends on the lock), and
 * when Redis is back every open document subscribes again and exchanges its state with the other
 * instances (a SyncStep1 each way), which merges what was edited apart.
 */
export function createRedisLink(options: {
  redisUrl: string;
  prefix: string;
  log: FastifyBaseLogger;
  /** Redis went away (after working, or at start-up) */
  onDown: () => void;
  /** Redis is back and every open document was resynchronised */
  onUp: () => void;
}): RedisLink {
  const { redisUrl, log } = options;
  const clients: Redis[] = [];
  let up = false;
  let warned = false;
  let instance: Hocuspocus | undefined;

  const createClient = () => {
    // the subscriber's commands wait for the connection whatever it takes (its subscriptions
    // outlive an outage); the publisher's fail after one reconnection attempt instead of queueing
    const client = new Redis(redisUrl, {
      maxRetriesPerRequest: clients.length === 0 ? 1 : null,
      retryStrategy: (times) => Math.min(100 * times, 2000),
    });
    client.on('error', (error: unknown) => {
      if (warned) return;
      warned = true;
      log.warn(
        { err: error },
        'collaboration: Redis unreachable, documents are shared on this instance only',
      );
    });
    for (const event of ['ready', 'close', 'end']) client.on(event, () => update());
    // the extension answers another instance's sync request with a publish nobody awaits: one
    // failing in an outage would be an unhandled rejection, which ends the process
    const publish = client.publish.bind(client) as (...args: unknown[]) => Promise<number>;
    Object.assign(client, {
      publish: (...args: unknown[]) => {
        const sent = publish(...args);
        sent.catch(() => undefined);
        return sent;
      },
    });
    clients.push(client);
    return client;
  };

  const inner = new RedisExtension({ prefix: options.prefix, createClient });
  // the lock library reports each failed attempt as an event; without a listener that throws
  inner.redlock.on('error', () => undefined);

  const resync = async (hocuspocus: Hocuspocus) => {
    await Promise.all(
      [...hocuspocus.documents.entries()].map(([documentName, document]) =>
        // the extension only reads the name and the document
        inner
          .afterLoadDocument({ documentName, document } as afterLoadDocumentPayload)
          .catch((error: unknown) =>
            log.warn({ err: error, documentName }, 'collaboration: document not resynchronised'),
          ),
      ),
    );
  };

  /** Follows both connections: down as soon as one is lost, up once both are ready again. */
  let degraded = false;
  function update() {
    const ready = clients.length === 2 && clients.every((client) => client.status === 'ready');
    if (ready && !up) {
      up = true;
      warned = false;
      const hocuspocus = instance;
      void (hocuspocus ? resync(hocuspocus) : Promise.resolve()).finally(() => {
        if (!up || !degraded) return;
        degraded = false;
        log.info('collaboration: Redis reachable again, documents resynchronised');
        options.onUp();
      });
    } else if (!ready) {
      up = false;
      const lost = clients.some((client) =>
        ['close', 'reconnecting', 'end'].includes(client.status),
      );
      if (lost && !degraded) {
        degraded = true;
        options.onDown();
      }
    }
  }

  const whenUp =
    <P>(hook: (payload: P) => Promise<unknown>) =>
    async (payload: P): Promise<void> => {
      if (!up) return;
      try {
        await hook(payload);
      } catch (error) {
        log.warn({ err: error }, 'collaboration: Redis step skipped');
      }
    };

  const extension: Extension = {
    // before the database's store, as the extension itself asks
    priority: inner.priority,
    onConfigure: async (payload: onConfigurePayload) => {
      instance = payload.instance;
      await inner.onConfigure(payload);
    },
    afterLoadDocument: whenUp((payload: afterLoadDocumentPayload) =>
      inner.afterLoadDocument(payload),
    ),
    onChange: whenUp((payload) => inner.onChange(payload)),
    onAwarenessUpdate: whenUp((payload) => inner.onAwarenessUpdate(payload)),
    beforeBroadcastStateless: whenUp((payload) => inner.beforeBroadcastStateless(payload)),
    afterStoreDocument: whenUp((payload) => inner.afterStoreDocument(payload)),
    async onStoreDocument(payload) {
      if (!up) return;
      try {
        await inner.onStoreDocument(payload);
      } catch (error) {
        // another instance is storing this document right now: it has the changes
        if (error instanceof Error && error.name === 'SkipFurtherHooksError') throw error;
        // no lock: the store merges with what is stored, so storing without one is safe
        log.warn({ err: error }, 'collaboration: stored without the Redis lock');
      }
    },
    beforeUnloadDocument: (payload) => inner.beforeUnloadDocument(payload),
    afterUnloadDocument: async (payload) => {
      try {
        await inner.afterUnloadDocument(payload);
      } catch (error) {
        log.warn({ err: error }, 'collaboration: Redis unsubscribe failed');
      }
    },
    onDestroy: async () => {
      await inner.onDestroy().catch(() => undefined);
    },
  };
  return { extension, isDegraded: () => degraded };
}
