/**
 * jsdom does no layout, and its Range lacks the measuring methods CodeMirror calls on every
 * redraw. Empty rectangles are what a browser reports for content it has not drawn.
 */
export function installLayoutStubs(): void {
  const proto = Range.prototype;
  if (typeof proto.getClientRects !== 'function') {
    proto.getClientRects = function getClientRects() {
      const rects: DOMRect[] = [];
      return Object.assign(rects, {
        item: (i: number) => rects[i] ?? null,
      });
    };
  }
  if (typeof proto.getBoundingClientRect !== 'function') {
    proto.getBoundingClientRect = () => new DOMRect();
  }
}
