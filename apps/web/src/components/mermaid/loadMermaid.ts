import type { Mermaid, MermaidConfig } from 'mermaid';

let loading: Promise<Mermaid> | undefined;

/**
 * `strict` security (labels sanitised, no click scripts — the server's CSP allows none), no
 * auto-run. On screen labels are HTML (Mermaid lays those out markedly faster); files get SVG
 * text labels, which canvases (PNG/JPEG), svg2pdf and other SVG viewers all draw.
 */
function config(labels: 'html' | 'svg'): MermaidConfig {
  const htmlLabels = labels === 'html';
  return {
    startOnLoad: false,
    securityLevel: 'strict',
    theme: 'default',
    htmlLabels,
    // the engine already breaks and truncates labels; Mermaid's own wrapping of SVG text cuts
    // lines by measured width, and with wide fonts (DejaVu Sans) it cut through an
    // entity such as &quot;, leaving "&amp;qu" in the file
    markdownAutoWrap: htmlLabels,
    flowchart: { htmlLabels, useMaxWidth: false, wrappingWidth: htmlLabels ? 200 : 10_000 },
  };
}

/** Mermaid, imported on first use only (it is ~1 MB: never in the landing bundle). */
export function loadMermaid(): Promise<Mermaid> {
  loading ??= import('mermaid')
    .then(({ default: mermaid }) => {
      mermaid.initialize(config('html'));
      return mermaid;
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

let renderCount = 0;

/** performance measure of the last mermaid.render call */
export const MERMAID_MEASURE = 'codeflow:mermaid-render';
// Renders run one at a time: an export switches Mermaid's label mode and must not leak into a
// screen render that starts meanwhile.
let queue: Promise<unknown> = Promise.resolve();

export type RenderedDiagram = { svg: string; renderId: string };

/** Rejection of a render whose signal aborted before it started (a newer text replaced it). */
export class RenderSkipped extends Error {
  constructor() {
    super('Render skipped: a newer diagram replaced it');
    this.name = 'RenderSkipped';
  }
}

/**
 * Renders Mermaid text to SVG markup with a fresh element id (ids must be unique per page).
 * A render still queued when `signal` aborts is skipped (rejects with RenderSkipped): while the
 * user types, only the newest of the waiting texts is drawn.
 */
export function renderMermaid(
  text: string,
  labels: 'html' | 'svg' = 'html',
  signal?: AbortSignal,
): Promise<RenderedDiagram> {
  const job = queue.then(async () => {
    const mermaid = await loadMermaid();
    if (signal?.aborted) throw new RenderSkipped();
    const renderId = `cf-mermaid-${++renderCount}`;
    if (labels === 'svg') mermaid.initialize(config('svg'));
    const started = performance.now();
    try {
      const { svg } = await mermaid.render(renderId, text);
      // the editor benchmark reads this to split drawing time into Mermaid and the rest
      performance.clearMeasures(MERMAID_MEASURE);
      performance.measure(MERMAID_MEASURE, { start: started });
      return { svg, renderId };
    } finally {
      if (labels === 'svg') mermaid.initialize(config('html'));
      // on a parse error Mermaid may leave its scratch element behind
      document.getElementById(`d${renderId}`)?.remove();
    }
  });
  queue = job.catch(() => undefined);
  return job;
}
