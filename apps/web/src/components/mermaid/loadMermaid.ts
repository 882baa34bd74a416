import type { Mermaid } from 'mermaid';

let loading: Promise<Mermaid> | undefined;

/**
 * Mermaid, imported on first use only (it is ~1 MB: never in the landing bundle) and initialised
 * once: `strict` security (labels sanitised, no click scripts — the server's CSP allows none),
 * no auto-run, and SVG text labels instead of HTML ones so exports (canvas, PDF) draw them.
 */
export function loadMermaid(): Promise<Mermaid> {
  loading ??= import('mermaid')
    .then(({ default: mermaid }) => {
      mermaid.initialize({
        startOnLoad: false,
        securityLevel: 'strict',
        theme: 'default',
        htmlLabels: false,
        flowchart: { htmlLabels: false, useMaxWidth: false },
      });
      return mermaid;
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

let renderCount = 0;

export type RenderedDiagram = { svg: string; renderId: string };

/** Renders Mermaid text to SVG markup with a fresh element id (ids must be unique per page). */
export async function renderMermaid(text: string): Promise<RenderedDiagram> {
  const mermaid = await loadMermaid();
  const renderId = `cf-mermaid-${++renderCount}`;
  try {
    const { svg } = await mermaid.render(renderId, text);
    return { svg, renderId };
  } finally {
    // on a parse error Mermaid may leave its scratch element behind
    document.getElementById(`d${renderId}`)?.remove();
  }
}
