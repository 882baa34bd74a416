import { PYODIDE_SNAPSHOT } from './pyodideAssets';

/**
 * Pyodide's memory snapshots (decision 041, "Update"): the state of a freshly started
 * interpreter, so a load restores it instead of starting Python. The one the web build made is
 * served next to Pyodide's files (`fetchBuiltSnapshot`, kept by the HTTP cache); should it be
 * missing or rejected, the first load starts Python and keeps its own in Cache Storage, keyed by
 * the versioned Pyodide path (the caches of other versions are deleted when a new one is saved).
 * Any failure (no Cache Storage, quota, a snapshot Pyodide rejects) means a normal load.
 */
const CACHE_PREFIX = 'codeflow-pyodide-';

const cacheName = (pyodideUrl: string) =>
  `${CACHE_PREFIX}${new URL(pyodideUrl).pathname.replace(/\W+/g, '-')}`;
const keyOf = (pyodideUrl: string) => new URL('memory-snapshot', pyodideUrl).href;

/** The snapshot the web build made, from our origin; null when it is not there. */
export async function fetchBuiltSnapshot(pyodideUrl: string): Promise<Uint8Array | null> {
  try {
    const response = await fetch(new URL(PYODIDE_SNAPSHOT, pyodideUrl));
    return response.ok ? new Uint8Array(await response.arrayBuffer()) : null;
  } catch {
    return null;
  }
}

export async function loadSnapshot(pyodideUrl: string): Promise<Uint8Array | null> {
  try {
    if (typeof caches === 'undefined') return null;
    const cache = await caches.open(cacheName(pyodideUrl));
    const hit = await cache.match(keyOf(pyodideUrl));
    return hit ? new Uint8Array(await hit.arrayBuffer()) : null;
  } catch {
    return null;
  }
}

/** Stores the snapshot in the background (the run does not wait for it). */
export function saveSnapshot(pyodideUrl: string, snapshot: Uint8Array): void {
  if (typeof caches === 'undefined') return;
  const store = caches;
  const name = cacheName(pyodideUrl);
  const body = new Blob([snapshot as Uint8Array<ArrayBuffer>], {
    type: 'application/octet-stream',
  });
  void (async () => {
    try {
      for (const other of await store.keys()) {
        if (other.startsWith(CACHE_PREFIX) && other !== name) await store.delete(other);
      }
      const cache = await store.open(name);
      await cache.put(keyOf(pyodideUrl), new Response(body));
    } catch {
      // no snapshot: the next load starts Python again
    }
  })();
}
