// An async cache with generics, an abstract base class, optional chaining and for await.
export {};

abstract class Source<T> {
  abstract load(key: string): Promise<T>;

  async *loadAll(keys: readonly string[]): AsyncGenerator<[string, T]> {
    for (const key of keys) {
      yield [key, await this.load(key)];
    }
  }
}

class SquareSource extends Source<number> {
  calls = 0;

  override async load(key: string): Promise<number> {
    this.calls++;
    await Promise.resolve();
    const n = Number.parseInt(key, 10);
    if (Number.isNaN(n)) {
      throw new TypeError(`not a number: ${key}`);
    }
    return n * n;
  }
}

class Cache<T> {
  private readonly entries = new Map<string, T>();

  constructor(private readonly source: Source<T>) {}

  async get(key: string): Promise<T | undefined> {
    const hit = this.entries.get(key);
    if (hit !== undefined) return hit;
    try {
      const value = await this.source.load(key);
      this.entries.set(key, value);
      return value;
    } catch {
      return undefined;
    }
  }
}

const source = new SquareSource();
const cache = new Cache(source);
const results: (number | undefined)[] = [];
for (const key of ['2', '3', '2', 'x']) {
  results.push(await cache.get(key));
}
let sum = 0;
for await (const [, value] of source.loadAll(['1', '4'])) {
  sum += value;
}
console.log(results.join(','), sum, source.calls, cache?.get.name);
