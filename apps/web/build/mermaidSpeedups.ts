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
 *    Five hot call sites that only read their copy (a few settings, or hand it to sanitizeText)
 *    get one copy shared until the configuration changes instead (READ_ONLY_CONFIG_SITES: about
 *    half of those calls).
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

export const FAST_GET_CONFIG = `var getConfig = /* @__PURE__ */ __name(() => {
  return copyConfigFast(currentConfig, 2);
}, "getConfig");
var readOnlyConfigOf;
var readOnlyConfig;
getConfig.readOnly = () => {
  if (readOnlyConfigOf !== currentConfig) {
    readOnlyConfigOf = currentConfig;
    readOnlyConfig = copyConfigFast(currentConfig, 2);
  }
  return readOnlyConfig;
};
${COPY_CONFIG_SOURCE}`;

/**
 * Call sites (in the edge and node drawing code) that only read the configuration they get:
 * primitive settings, or `sanitizeText`, which reads three settings. They call the shared copy
 * (and fall back to `getConfig2()` should `readOnly` be missing).
 */
export const READ_ONLY_CONFIG_SITES = [
  'const { handDrawnSeed, layout } = getConfig2();',
  'if (getConfig2().flowchart.arrowMarkerAbsolute || getConfig2().state.arrowMarkerAbsolute) {',
  'const useHtmlLabels = node.useHtmlLabels || evaluate(getConfig2()?.htmlLabels);',
  '    sanitizeText(decodeEntities(label), getConfig2()),',
  'width: node.width || node.wrappingWidth || getConfig2().flowchart?.wrappingWidth,',
] as const;

const READ_ONLY_CALL = '(getConfig2.readOnly ?? getConfig2)()';

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

/** Points the read-only call sites found in `code` to the shared copy; which ones it found. */
export function patchMermaidReadOnlyConfig(code: string): { code: string; sites: string[] } {
  let next = code;
  const sites: string[] = [];
  for (const site of READ_ONLY_CONFIG_SITES) {
    const patched = replaceOnce(next, site, site.replaceAll('getConfig2()', READ_ONLY_CALL));
    if (patched === null) continue;
    next = patched;
    sites.push(site);
  }
  return { code: next, sites };
}

const MERMAID_DIST = /[\\/]node_modules[\\/]mermaid[\\/]dist[\\/].*\.mjs$/;

export function mermaidSpeedups(): Plugin {
  const applied = { getConfig: false, sanitizeText: false };
  const readOnlySites = new Set<string>();
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
      if (code.includes('getConfig2()')) {
        const patched = patchMermaidReadOnlyConfig(next);
        next = patched.code;
        for (const site of patched.sites) readOnlySites.add(site);
      }
      return next === code ? null : { code: next, map: null };
    },
    buildEnd() {
      // the engine worker's build never sees Mermaid: nothing to say there
      if (!sawMermaid) return;
      for (const [name, done] of Object.entries(applied)) {
        if (!done) this.warn(`Mermaid's ${name} source changed: renders use the slower original`);
      }
      for (const site of READ_ONLY_CONFIG_SITES) {
        if (!readOnlySites.has(site)) this.warn(`Mermaid changed; not shared: ${site.trim()}`);
      }
    },
  };
}
