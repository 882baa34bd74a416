import type { ReactNode } from 'react';
import { Button } from '../ui/Button';

/** Zoom factor of one button press. */
const BUTTON_ZOOM_STEP = 1.25;

/**
 * The chart's zoom buttons: in, out, Fit (everything) and 100 %, in a bar above the drawing (not
 * over it: on a phone they covered the chart's title).
 */
export function ZoomToolbar({
  scale,
  zoomTo,
  fitAll,
  start,
}: {
  /** what the page puts at the row's start (the editor: its chart search), so it needs no row */
  start?: ReactNode;
  /** the scale as of the click */
  scale: () => number;
  zoomTo: (k: number) => void;
  fitAll: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-1 border-b border-gray-200 bg-gray-50 px-2 py-1">
      {start}
      <div
        className="ml-auto flex shrink-0 gap-1"
        role="toolbar"
        aria-label="Zoom"
        data-testid="zoom-toolbar"
      >
        <ZoomButton label="Zoom in" onClick={() => zoomTo(scale() * BUTTON_ZOOM_STEP)}>
          +
        </ZoomButton>
        <ZoomButton label="Zoom out" onClick={() => zoomTo(scale() / BUTTON_ZOOM_STEP)}>
          −
        </ZoomButton>
        <ZoomButton label="Fit to screen" onClick={fitAll}>
          Fit
        </ZoomButton>
        {/* on a phone the search box needs the room; − / + / Fit still zoom */}
        <ZoomButton label="100% (actual size)" onClick={() => zoomTo(1)} className="max-sm:hidden">
          100%
        </ZoomButton>
      </div>
    </div>
  );
}

function ZoomButton({
  label,
  onClick,
  children,
  className = '',
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={label}
      title={label}
      onClick={onClick}
      className={`min-w-8 shadow-sm ${className}`}
    >
      {children}
    </Button>
  );
}
