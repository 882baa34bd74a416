import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  COPY_CONFIG_SOURCE,
  FAST_GET_CONFIG,
  GET_CONFIG_SOURCE,
  patchMermaidGetConfig,
  patchMermaidReadOnlyConfig,
  patchMermaidSanitizeText,
  READ_ONLY_CONFIG_SITES,
  SANITIZE_TEXT_SOURCE,
} from './mermaidSpeedups';

type Copy = (src: object, depth: number) => Record<string, unknown>;

const mermaidDist = path.dirname(createRequire(import.meta.url).resolve('mermaid'));
const chunkDir = path.join(mermaidDist, 'chunks', 'mermaid.core');
const chunks = readdirSync(chunkDir)
  .filter((f) => f.endsWith('.mjs'))
  .map((f) => readFileSync(path.join(chunkDir, f), 'utf8'));
const configChunk = chunks.find((code) => code.includes(GET_CONFIG_SOURCE));

/** Mermaid's own assignWithDepth, taken from the installed package, as `(src, depth) => copy`. */
function mermaidCopy(): Copy {
  const start = configChunk!.indexOf('var assignWithDepth = ');
  const end = configChunk!.indexOf('}, "assignWithDepth");', start);
  expect(start).toBeGreaterThanOrEqual(0);
  expect(end).toBeGreaterThan(start);
  const source = `${configChunk!.slice(start, end)}}, "assignWithDepth"); return assignWithDepth;`;
  const load = vm.runInThisContext(`(__name) => { ${source} }`) as (
    name: (fn: unknown) => unknown,
  ) => (dst: object, src: object, options: { depth: number }) => Record<string, unknown>;
  const assign = load((fn) => fn);
  return (src, depth) => assign({}, src, { depth });
}

const fastCopy = vm.runInThisContext(
  `(() => { ${COPY_CONFIG_SOURCE}; return copyConfigFast; })()`,
) as Copy;

/** Same keys in the same order with the same descriptors, all the way down, and same sharing. */
function expectSameShape(a: unknown, b: unknown, src: unknown, at = '$'): void {
  if (typeof a !== 'object' || a === null) {
    expect(b, at).toBe(a);
    return;
  }
  expect(typeof b, at).toBe('object');
  expect(Array.isArray(b), at).toBe(Array.isArray(a));
  // a copy where Mermaid copies, the same object where Mermaid shares
  expect(b === src, at).toBe(a === src);
  expect(Reflect.ownKeys(b as object), at).toEqual(Reflect.ownKeys(a));
  for (const key of Reflect.ownKeys(a)) {
    const da = Object.getOwnPropertyDescriptor(a, key)!;
    const db = Object.getOwnPropertyDescriptor(b, key)!;
    expect([db.writable, db.enumerable, db.configurable], `${at}.${String(key)}`).toEqual([
      da.writable,
      da.enumerable,
      da.configurable,
    ]);
    const s = (src as Record<PropertyKey, unknown> | undefined)?.[key];
    expectSameShape(da.value, db.value, s, `${at}.${String(key)}`);
  }
}

describe('mermaidSpeedups', () => {
  it('finds getConfig exactly once in the installed Mermaid', () => {
    expect(configChunk).toBeDefined();
    const patched = chunks.map(patchMermaidGetConfig).filter((c) => c !== null);
    expect(patched).toHaveLength(1);
    expect(patched[0]).toContain('return copyConfigFast(currentConfig, 2);');
    expect(patched[0]).not.toContain(GET_CONFIG_SOURCE);
  });

  it("copies Mermaid's real configuration exactly as assignWithDepth does", async () => {
    const { default: mermaid } = await import('mermaid');
    mermaid.initialize({
      startOnLoad: false,
      securityLevel: 'strict',
      theme: 'default',
      htmlLabels: true,
      flowchart: { htmlLabels: true, useMaxWidth: false },
    });
    const config = mermaid.mermaidAPI.getConfig();
    const slow = mermaidCopy();
    for (const depth of [1, 2, 3]) {
      expectSameShape(slow(config, depth), fastCopy(config, depth), config);
    }
  });

  it('matches assignWithDepth on nulls, arrays, functions, undefined, deep objects and __proto__', () => {
    const fn = () => 1;
    const shared = { x: 1 };
    const src = JSON.parse('{"__proto__": {"polluted": true}}') as Record<string, unknown>;
    Object.assign(src, {
      a: null,
      b: undefined,
      c: fn,
      d: [1, 1, shared, shared, 'x'],
      e: { f: { g: { h: shared, i: null }, j: [2, 2] }, k: null, l: 'text' },
      m: 0,
      n: '',
      o: false,
    });
    const slow = mermaidCopy();
    for (const depth of [1, 2, 3]) {
      const a = slow(src, depth);
      const b = fastCopy(src, depth);
      expectSameShape(a, b, src);
      expect(Object.getPrototypeOf(b)).toBe(Object.getPrototypeOf(a));
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('matches assignWithDepth on objects that take the spread path', () => {
    const fn = () => 1;
    const shared = { x: 1 };
    const src = {
      b: undefined,
      c: fn,
      2: 'two',
      1: 'one',
      d: [1, 1, shared, shared, 'x'],
      e: { f: { g: { h: shared }, j: [2, 2], 9: 'nine' }, l: 'text' },
      theme: Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`v${i}`, `#${i}`])),
    };
    const withSymbol = { ...src, [Symbol('s')]: 1 };
    const slow = mermaidCopy();
    for (const depth of [1, 2, 3]) {
      expectSameShape(slow(src, depth), fastCopy(src, depth), src);
      expectSameShape(slow(withSymbol, depth), fastCopy(withSymbol, depth), withSymbol);
    }
  });

  it('finds sanitizeText exactly once and caches it by text, security level and label mode', () => {
    const patched = chunks.map(patchMermaidSanitizeText).filter((c) => c !== null);
    expect(patched).toHaveLength(1);
    const code = patched[0]!;
    const start = code.indexOf('var sanitizeTextCache = ');
    const end = code.indexOf('}, "sanitizeText");', code.indexOf('var sanitizeTextUncached = '));
    expect(start).toBeGreaterThanOrEqual(0);
    expect(end).toBeGreaterThan(start);
    const runs: string[] = [];
    type Config = { securityLevel?: string; htmlLabels?: boolean; dompurifyConfig?: object };
    const load = vm.runInThisContext(
      `(__name, DOMPurify, sanitizeMore, getEffectiveHtmlLabels) => { ${code.slice(start, end)}}, "sanitizeText"); return sanitizeText; }`,
    ) as (...deps: unknown[]) => (text: unknown, config: Config) => unknown;
    const sanitizeText = load(
      (fn: unknown) => fn,
      {
        sanitize: (text: string, options: object) => {
          runs.push(text);
          return `${text.replace(/<script>/g, '')}|${JSON.stringify(options)}`;
        },
      },
      (text: string, config: Config) => `${config.securityLevel}:${text}`,
      (config: Config) => config.htmlLabels ?? true,
    );
    const strict = { securityLevel: 'strict', htmlLabels: true };
    const first = sanitizeText('a<script>b', strict);
    expect(first).toBe('strict:ab|{"FORBID_TAGS":["style"]}');
    expect(sanitizeText('a<script>b', { ...strict })).toBe(first);
    expect(runs).toHaveLength(1);
    expect(sanitizeText('a<script>b', { securityLevel: 'loose', htmlLabels: true })).not.toBe(
      first,
    );
    sanitizeText('a<script>b', { securityLevel: 'strict', htmlLabels: false });
    expect(runs).toHaveLength(3);
    // an explicit DOMPurify configuration, empty and non-string texts: never cached
    const custom = { ...strict, dompurifyConfig: { ADD_TAGS: ['x'] } };
    sanitizeText('a', custom);
    sanitizeText('a', custom);
    expect(runs).toHaveLength(5);
    expect(sanitizeText('', strict)).toBe('');
    expect(sanitizeText(undefined, strict)).toBeUndefined();
  });

  it('finds each read-only call site exactly once and points it to the shared copy', () => {
    const found = chunks.flatMap((code) => {
      const { code: next, sites } = patchMermaidReadOnlyConfig(code);
      for (const site of sites) {
        expect(next).not.toContain(site);
        expect(next).toContain(
          site.replaceAll('getConfig2()', '(getConfig2.readOnly ?? getConfig2)()'),
        );
      }
      return sites;
    });
    expect(found.sort()).toEqual([...READ_ONLY_CONFIG_SITES].sort());
    // every chunk with such a site calls the same function as getConfig
    expect(configChunk).toContain('var getConfig2 = getConfig;');
  });

  it('shares one copy with the read-only sites until the configuration changes', () => {
    type Api = {
      getConfig: (() => Record<string, unknown>) & { readOnly: () => Record<string, unknown> };
      replace: (config: object) => void;
    };
    const api = (
      vm.runInThisContext(`(__name) => {
        var currentConfig = { a: 1, nested: { b: null, c: [1, 1] }, gone: null };
        ${FAST_GET_CONFIG}
        return { getConfig, replace: (config) => { currentConfig = config; } };
      }`) as (name: (fn: unknown) => unknown) => Api
    )((fn) => fn);
    const shared = api.getConfig.readOnly();
    expect(shared).toEqual(api.getConfig());
    expect(api.getConfig.readOnly()).toBe(shared);
    expect(api.getConfig()).not.toBe(api.getConfig());
    api.replace({ a: 2 });
    expect(api.getConfig.readOnly()).not.toBe(shared);
    expect(api.getConfig.readOnly()).toEqual({ a: 2 });
  });

  it('leaves other code alone', () => {
    expect(patchMermaidGetConfig('const x = 1;')).toBeNull();
    expect(patchMermaidGetConfig(`${GET_CONFIG_SOURCE}\n${GET_CONFIG_SOURCE}`)).toBeNull();
    expect(patchMermaidSanitizeText(SANITIZE_TEXT_SOURCE)).toBeNull();
    expect(patchMermaidReadOnlyConfig('const c = getConfig2();')).toEqual({
      code: 'const c = getConfig2();',
      sites: [],
    });
  });
});
