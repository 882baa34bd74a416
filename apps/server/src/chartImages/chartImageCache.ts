/**
 * A bounded cache of drawn pictures with one render per key in flight (decision 029): a popular
 * README costs one render per save and per instance, however many requests arrive together.
 * Least recently used entries go first once the count or the bytes pass their bounds; a failed
 * render (pool busy, time-out) is not kept, so the next request tries again.
 */
export type CachedImage =
  { kind: 'image'; bytes: Uint8Array } | { kind: 'none'; reason: 'not_drawn' | 'no_such_chart' };

export type CacheBounds = { maxEntries: number; maxBytes: number };

/** Room for a few hundred pictures, well under the size of one worker's heap. */
export const DEFAULT_CACHE_BOUNDS: CacheBounds = { maxEntries: 500, maxBytes: 48 * 1024 * 1024 };

const sizeOf = (entry: CachedImage) => (entry.kind === 'image' ? entry.bytes.byteLength : 64);

export class ChartImageCache {
  private readonly done = new Map<string, CachedImage>();
  private readonly pending = new Map<string, Promise<CachedImage>>();
  private bytes = 0;
  /** renders started, for tests and diagnostics */
  renders = 0;

  constructor(private readonly bounds: CacheBounds = DEFAULT_CACHE_BOUNDS) {}

  /** The picture of `key`, drawn by `render` if it is neither kept nor being drawn. */
  get(key: string, render: () => Promise<CachedImage>): Promise<CachedImage> {
    const kept = this.done.get(key);
    if (kept) {
      // most recently used: to the end of the Map's order
      this.done.delete(key);
      this.done.set(key, kept);
      return Promise.resolve(kept);
    }
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    this.renders++;
    const promise = render().then(
      (entry) => {
        this.pending.delete(key);
        this.keep(key, entry);
        return entry;
      },
      (error: unknown) => {
        this.pending.delete(key);
        throw error;
      },
    );
    this.pending.set(key, promise);
    return promise;
  }

  get size(): number {
    return this.done.size;
  }

  private keep(key: string, entry: CachedImage): void {
    const size = sizeOf(entry);
    if (size > this.bounds.maxBytes) return;
    this.done.set(key, entry);
    this.bytes += size;
    for (const [oldKey, old] of this.done) {
      if (this.done.size <= this.bounds.maxEntries && this.bytes <= this.bounds.maxBytes) break;
      this.done.delete(oldKey);
      this.bytes -= sizeOf(old);
    }
  }
}
