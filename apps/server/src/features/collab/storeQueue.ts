import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Runs stores one at a time, each after a turn of the event loop. Hocuspocus stores every
 * document whose edits passed `maxDebounce` at once, so documents that started together fall due
 * together; on the embedded database each store's queries run on this thread, chained by
 * promises alone, and hundreds of them back to back kept the sockets waiting for seconds
 * (bench/README.md#collab). Waiting for the next turn first lets the messages queued meanwhile go
 * out between two stores.
 */
export function createStoreQueue(): <T>(task: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(() => nextTurn()).then(task);
    // a failed store is its caller's to report; the next one still runs
    tail = run.catch(() => undefined);
    return run;
  };
}
