/**
 * Wraps an async function so each key runs it at most once; later calls share the first promise.
 * The verification page uses it: a single-use token must be POSTed once, even though React's
 * StrictMode runs effects twice in development and a remount may run them again.
 */
export function onceByKey<T>(fn: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const started = new Map<string, Promise<T>>();
  return (key) => {
    let promise = started.get(key);
    if (!promise) {
      promise = fn(key);
      started.set(key, promise);
    }
    return promise;
  };
}
