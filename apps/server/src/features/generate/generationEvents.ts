import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { generationEvents } from '../../db/schema/index';

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
        await this.db.execute(insertEvents(batch));
      } catch (error) {
        this.log.warn({ err: error, events: batch.length }, 'could not record generation events');
      }
    });
    return this.inFlight;
  }
}

/**
 * One INSERT for the batch with a single JSON parameter: Drizzle's `insert().values(batch)` builds
 * five bound parameters per row, and that query building cost more main-thread time than the
 * generation requests' own handling under load.
 */
function insertEvents(batch: GenerationEvent[]) {
  const rows = JSON.stringify(
    batch.map((e) => ({
      user_id: e.userId ?? null,
      language: e.language,
      line_count: e.lineCount,
      duration_ms: e.durationMs,
      outcome: e.outcome,
      created_at: (e.createdAt ?? new Date()).toISOString(),
    })),
  );
  return sql`insert into generation_events
      (user_id, language, line_count, duration_ms, outcome, created_at)
    select user_id, language, line_count, duration_ms, outcome, created_at
    from json_to_recordset(${rows}::json) as r(user_id uuid, language text, line_count integer,
      duration_ms integer, outcome text, created_at timestamptz)`;
}
