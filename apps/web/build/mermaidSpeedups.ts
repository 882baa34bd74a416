import type { Plugin } from 'vite';

/**
 * Two build-time rewrites of Mermaid's published code that make each editor redraw cheaper
 * without changing what Mermaid computes. If a Mermaid upgrade changes either source, the build
 * warns and leaves that part of Mermaid as it is (`mermaidSpeedups.test.ts` fails first).
 * Production builds only: the dev server pre-bundles Mermaid without plugins.
 *
 * 1. `getConfig()` returns a copy of Mermaid's whole configuration (every diagram type's
 *    settings and ~300 theme variables) made by `assignWithDepth`, which defines each property
 *    with `Object.defineProperty` inside `Object.entries(...).forEach`. A flowchart render calls
 *    it ~10 times per node and edge (160 times for a 13-node chart): a third of `mermaid.render`.
 *    It becomes a copy built with object spread that has the same value (same keys in the same
 *    order, same depth, arrays de-duplicated, `null` skipped above the last level): still a
 *    fresh copy per call, so a caller that mutates its copy stays isolated.
 * 2. `sanitizeText(text, config)` runs DOMPurify twice per call, and a render calls it several
 *    times per label (115 DOMPurify runs for that chart, the same few strings again and again,
 *    and again on every keystroke). Its result depends only on the text, the security level, the
 *    label mode and `dompurifyConfig`, so results are kept (up to SANITIZE_CACHE_SIZE texts) for
 *    calls without a `dompurifyConfig`; calls with one are not cached.
 */

/** The functions in Mermaid's `src/config.ts` and `src/diagrams/common/common.ts`, as published. */
export const GET_CONFIG_SOURCE = `var getConfig = /* @__PURE__ */ __name(() => {
  return assignWithDepth_default({}, currentConfig);
}, "getConfig");`;

export const SANITIZE_TEXT_SOURCE = `var sanitizeText = /* @__PURE__ */ __name((text, config2) => {
  if (!text) {
    return text;
  }
  if (config2.dompurifyConfig) {`;

export const SANITIZE_CACHE_SIZE = 2_000;

/**
 * `assignWithDepth({}, src, { depth })` (depth ≥ 1) for a fresh target, written so V8 keeps it
 * fast: an object's own enumerable keys in order; `null` values skipped; arrays copied without
 * duplicates; objects copied `depth` levels deep and with `Object.assign` at the last level.
 * Objects with a `null` value, a `__proto__` key or symbol keys take the plain loop.
 */
export const COPY_CONFIG_SOURCE = `function copyConfigLoop(src, depth) {
  const dst = {};
  for (const key in src) {
    if (!Object.hasOwn(src, key)) continue;
    const value = src[key];
    if (value === null) continue;
    if (key === "__proto__") {
      Object.defineProperty(dst, key, { writable: true, enumerable: true, configurable: true });
    }
    if (typeof value !== "object") dst[key] = value;
    else if (Array.isArray(value)) dst[key] = copyConfigList(value);
    else dst[key] = depth <= 1 ? Object.assign({}, value) : copyConfigFast(value, depth - 1);
  }
  return dst;
}
function copyConfigList(value) {
  const list = [];
  for (const item of value) if (!list.includes(item)) list.push(item);
  return list;
}
function copyConfigFast(src, depth) {
  for (const key in src) {
    if (key === "__proto__" || src[key] === null) return copyConfigLoop(src, depth);
  }
  if (Object.getOwnPropertySymbols(src).length > 0) return copyConfigLoop(src, depth);
  const dst = { ...src };
  for (const key in dst) {
    const value = dst[key];
    if (typeof value !== "object") continue;
    if (Array.isArray(value)) dst[key] = copyConfigList(value);
    else dst[key] = depth <= 1 ? Object.assign({}, value) : copyConfigFast(value, depth - 1);
  }
  return dst;
}`;

const FAST_GET_CONFIG = `var getConfig = /* @__PURE__ */ __name(() => {
  return copyConfigFast(currentConfig, 2);
}, "getConfig");
${COPY_CONFIG_SOURCE}`;

const CACHED_SANITIZE_TEXT = `var sanitizeTextCache = /* @__PURE__ */ new Map();
var sanitizeText = /* @__PURE__ */ __name((text, config2) => {
  if (typeof text !== "string" || text === "" || config2.dompurifyConfig) {
    return sanitizeTextUncached(text, config2);
  }
  const key = \`\${config2.securityLevel}\\0\${getEffectiveHtmlLabels(config2)}\\0\${text}\`;
  let clean = sanitizeTextCache.get(key);
  if (clean === void 0) {
    clean = sanitizeTextUncached(text, config2);
    if (sanitizeTextCache.size >= ${SANITIZE_CACHE_SIZE}) sanitizeTextCache.clear();
    sanitizeTextCache.set(key, clean);
  }
  return clean;
}, "sanitizeText");
var sanitizeTextUncached = /* @__PURE__ */ __name((text, config2) => {
  if (!text) {
    return text;
  }
  if (config2.dompurifyConfig) {`;

function replaceOnce(code: string, from: string, to: string): string | null {
  const at = code.indexOf(from);
  if (at < 0 || code.indexOf(from, at + 1) >= 0) return null;
  return code.slice(0, at) + to + code.slice(at + from.length);
}

/** Rewrites Mermaid's `getConfig` in its config chunk; null when the source is not there. */
export function patchMermaidGetConfig(code: string): string | null {
  return replaceOnce(code, GET_CONFIG_SOURCE, FAST_GET_CONFIG);
}

/** Caches Mermaid's `sanitizeText`; null when the source (or getEffectiveHtmlLabels) is not there. */
export function patchMermaidSanitizeText(code: string): string | null {
  if (!code.includes('var getEffectiveHtmlLabels = ')) return null;
  return replaceOnce(code, SANITIZE_TEXT_SOURCE, CACHED_SANITIZE_TEXT);
}

const MERMAID_DIST = /[\\/]node_modules[\\/]mermaid[\\/]dist[\\/].*\.mjs$/;

export function mermaidSpeedups(): Plugin {
  const applied = { getConfig: false, sanitizeText: false };
  let sawMermaid = false;
  return {
    name: 'codeflow:mermaid-speedups',
    apply: 'build',
    transform(code, id) {
      if (!MERMAID_DIST.test(id)) return null;
      sawMermaid = true;
      let next = code;
      if (code.includes('assignWithDepth_default({}, currentConfig)')) {
        const patched = patchMermaidGetConfig(next);
        if (patched !== null) {
          next = patched;
          applied.getConfig = true;
        }
      }
      if (code.includes('var sanitizeText = ')) {
        const patched = patchMermaidSanitizeText(next);
        if (patched !== null) {
          next = patched;
          applied.sanitizeText = true;
        }
      }
      return next === code ? null : { code: next, map: null };
    },
    buildEnd() {
      // the engine worker's build never sees Mermaid: nothing to say there
      if (!sawMermaid) return;
      for (const [name, done] of Object.entries(applied)) {
        if (!done) this.warn(`Mermaid's ${name} source changed: renders use the slower original`);
      }
    },
  };
}
