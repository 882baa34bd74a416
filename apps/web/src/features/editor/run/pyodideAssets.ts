/**
 * Where the browser loads Pyodide from: our own origin (decision 041), never a CDN. The files of
 * the npm `pyodide` package are copied unhashed under a versioned folder by the web build
 * (scripts/pyodidePlugin.ts; served from node_modules by the dev server), so Pyodide finds its
 * siblings (`pyodide.asm.mjs`, the wasm, the standard library) by name, and the version in the
 * path lets them be cached for a year.
 */
export const PYODIDE_VERSION = '314.0.7';
export const PYODIDE_PATH = `/assets/pyodide-${PYODIDE_VERSION}/`;

/** The files Pyodide loads by name next to its loader (the loader itself is bundled). */
export const PYODIDE_FILES = [
  'pyodide.asm.mjs',
  'pyodide.asm.wasm',
  'python_stdlib.zip',
  'pyodide-lock.json',
] as const;

/**
 * The memory snapshot of a freshly started interpreter, made by the web build
 * (scripts/pyodideSnapshotBuild.ts): the first load restores it instead of starting Python.
 */
export const PYODIDE_SNAPSHOT = 'memory-snapshot.bin';
