import { PYODIDE_FILES, PYODIDE_PATH, PYODIDE_SNAPSHOT } from './pyodideAssets';

let prefetched = false;

/**
 * Asks the browser to fetch Pyodide's files into its HTTP cache at low priority (network only:
 * nothing is compiled or started), once per page: called when the user edits Python, so a first
 * Run finds them downloaded. Focusing Run starts the load itself (RunSession.warmUpPython).
 */
export function prefetchPyodide(): void {
  if (prefetched || typeof document === 'undefined') return;
  prefetched = true;
  for (const name of [...PYODIDE_FILES, PYODIDE_SNAPSHOT]) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = `${PYODIDE_PATH}${name}`;
    document.head.appendChild(link);
  }
}
