/** What a key pressed in the chart's viewport does to the view. */
export type ZoomKeyAction = 'zoom-in' | 'zoom-out' | 'fit' | 'actual-size';

/** Zoom factor of one +/- key press. */
export const KEY_ZOOM_STEP = 1.2;

/** + (or =) and - zoom, 0 fits everything, 1 is 100 %; any other key is not the view's. */
export function zoomKeyAction(key: string): ZoomKeyAction | null {
  if (key === '+' || key === '=') return 'zoom-in';
  if (key === '-') return 'zoom-out';
  if (key === '0') return 'fit';
  if (key === '1') return 'actual-size';
  return null;
}

/** The engine node id of the chart node `target` is in (or is), if any. */
export function nodeIdOf(target: EventTarget | null): string | null {
  const el = target instanceof Element ? target.closest('g.cf-node[data-node-id]') : null;
  return el?.getAttribute('data-node-id') ?? null;
}
