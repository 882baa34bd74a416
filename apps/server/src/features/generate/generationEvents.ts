import type { Db } from '../../db/database';
import { generationEvents } from '../../db/schema/index';

export type GenerationEvent = typeof generationEvents.$inferInsert;

type Logger = { warn: (obj: object, message: string) => void };

/**
 * Records generation analytics events in batches: at 1,000 req/s one INSERT per request would
 * cost more than the request itself. Events wait at most `flushMs` (or until `maxBatch` are
 * queued) and are flushed on close; a crash can lose the last fraction of a second of analytics,
 * never user data.
 */
export class GenerationEventRecorder {
  private queue: GenerationEvent[] = [];
  private timer: NodeJS.Timeout | undefined;
  private inFlight: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
    private readonly flushMs = 200,
    private readonly maxBatch = 500,
  ) {}

  record(event: GenerationEvent): void {
    this.queue.push(event);
    if (this.queue.length >= this.maxBatch) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.flushMs);
  }

  /** Writes everything queued so far (resolves once it is in the database). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.queue;
    this.queue = [];
    // one write at a time keeps the events in order and the database pool free for requests
    this.inFlight = this.inFlight.then(async () => {
      if (batch.length === 0) return;
      try {
        await this.db.insert(generationEvents).values(batch);
      } catch (error) {
        this.log.warn({ err: error, events: batch.length }, 'could not record generation events');
      }
    });
    return this.inFlight;
  }
}
