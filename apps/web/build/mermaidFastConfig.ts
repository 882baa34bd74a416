import type { Plugin } from 'vite';

/**
 * Mermaid's `getConfig()` returns a copy of its whole configuration (every diagram type's
 * settings and ~200 theme variables) made by `assignWithDepth`, which defines each property with
 * `Object.defineProperty` through `Object.entries(...).forEach`. A flowchart render calls it ~10
 * times per node and edge (160 times for a 13-node chart): about a third of `mermaid.render`'s
 * time in the editor. This build step swaps that copy for a plain loop that builds the same
 * value (same keys and order, same depth, arrays de-duplicated, `null` skipped above the last
 * level): still a fresh copy per call, so callers that mutate their copy stay isolated.
 *
 * If a Mermaid upgrade changes the source, the build warns and leaves Mermaid as it is
 * (`mermaidFastConfig.test.ts` fails first). Production builds only: the dev server pre-bundles
 * Mermaid without plugins.
 */

/** The function in Mermaid's config module (`src/config.ts`), as published in `dist/`. */
export const GET_CONFIG_SOURCE = `var getConfig = /* @__PURE__ */ __name(() => {
  return assignWithDepth_default({}, currentConfig);
}, "getConfig");`;

/**
 * `assignWithDepth({}, src, { depth })` (depth ≥ 1) for a fresh target, written so V8 keeps it fast: an
 * object's own enumerable keys in order; `null` values skipped; arrays copied without duplicates;
 * objects copied `depth` levels deep and shallowly (`Object.assign`) at the last level.
 */
export const COPY_CONFIG_SOURCE = `function copyConfigFast(src, depth) {
  const dst = {};
  for (const key in src) {
    if (!Object.hasOwn(src, key)) continue;
    const value = src[key];
    if (value === null) continue;
    if (key === "__proto__") {
      Object.defineProperty(dst, key, { writable: true, enumerable: true, configurable: true });
    }
    if (typeof value !== "object") dst[key] = value;
    else if (Array.isArray(value)) {
      const list = [];
      for (const item of value) if (!list.includes(item)) list.push(item);
      dst[key] = list;
    } else dst[key] = depth <= 1 ? Object.assign({}, value) : copyConfigFast(value, depth - 1);
  }
  return dst;
}`;

const FAST_GET_CONFIG = `var getConfig = /* @__PURE__ */ __name(() => {
  return copyConfigFast(currentConfig, 2);
}, "getConfig");
${COPY_CONFIG_SOURCE}`;

const MERMAID_DIST = /[\\/]node_modules[\\/]mermaid[\\/]dist[\\/].*\.mjs$/;

/** Rewrites Mermaid's `getConfig` in its config chunk; returns null when the source is not there. */
export function patchMermaidGetConfig(code: string): string | null {
  const at = code.indexOf(GET_CONFIG_SOURCE);
  if (at < 0 || code.indexOf(GET_CONFIG_SOURCE, at + 1) >= 0) return null;
  return code.slice(0, at) + FAST_GET_CONFIG + code.slice(at + GET_CONFIG_SOURCE.length);
}

export function mermaidFastConfig(): Plugin {
  let patched = false;
  return {
    name: 'codeflow:mermaid-fast-config',
    apply: 'build',
    transform(code, id) {
      if (!MERMAID_DIST.test(id) || !code.includes('assignWithDepth_default({}, currentConfig)')) {
        return null;
      }
      const next = patchMermaidGetConfig(code);
      if (next === null) return null;
      patched = true;
      return { code: next, map: null };
    },
    buildEnd() {
      // the web app always bundles Mermaid; a worker build (the engine) never does
      if (!patched && this.getModuleIds) {
        const ids = [...this.getModuleIds()];
        if (ids.some((id) => MERMAID_DIST.test(id))) {
          this.warn("Mermaid's getConfig source changed: renders use its slower config copy");
        }
      }
    },
  };
}
