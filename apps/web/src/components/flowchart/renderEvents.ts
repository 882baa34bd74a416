/** Fired on window after a diagram is in the DOM; the editor benchmark and e2e tests listen. */
export const RENDER_EVENT = 'codeflow:render';

export type RenderEventDetail = { seq: number; at: number };

let seq = 0;

export function announceRender(container: HTMLElement): RenderEventDetail {
  const detail = { seq: ++seq, at: performance.now() };
  container.dataset.renderSeq = String(detail.seq);
  container.dataset.renderedAt = detail.at.toFixed(1);
  window.dispatchEvent(new CustomEvent<RenderEventDetail>(RENDER_EVENT, { detail }));
  return detail;
}
