import type { ReactNode } from 'react';
import { Button } from '../ui/Button';

/** Zoom factor of one button press. */
const BUTTON_ZOOM_STEP = 1.25;

/** The chart's zoom buttons: in, out, Fit (everything) and 100 %. */
export function ZoomToolbar({
  scale,
  zoomTo,
  fitAll,
}: {
  /** the scale as of the click */
  scale: () => number;
  zoomTo: (k: number) => void;
  fitAll: () => void;
}) {
  return (
    <div className="absolute top-2 right-5 z-10 flex gap-1" role="toolbar" aria-label="Zoom">
      <ZoomButton label="Zoom in" onClick={() => zoomTo(scale() * BUTTON_ZOOM_STEP)}>
        +
      </ZoomButton>
      <ZoomButton label="Zoom out" onClick={() => zoomTo(scale() / BUTTON_ZOOM_STEP)}>
        −
      </ZoomButton>
      <ZoomButton label="Fit to screen" onClick={fitAll}>
        Fit
      </ZoomButton>
      <ZoomButton label="Actual size" onClick={() => zoomTo(1)}>
        100%
      </ZoomButton>
    </div>
  );
}

function ZoomButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={label}
      title={label}
      onClick={onClick}
      className="min-w-8 shadow-sm"
    >
      {children}
    </Button>
  );
}
