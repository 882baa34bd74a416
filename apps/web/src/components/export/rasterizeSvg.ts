import { rasterSize } from './svgDimensions';

export type RasterType = 'image/png' | 'image/jpeg';

export type RasterOptions = {
  /** device pixels per chart pixel: 1, 2 or 4 (capped to what a canvas holds) */
  scale: number;
  /** a background colour, or null for transparent (JPEG has no alpha: white then) */
  background: string | null;
};

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The drawing could not be converted to an image'));
    image.src = url;
  });
}

/**
 * PNG or JPEG of a standalone SVG, drawn by the browser onto a canvas. The chart has only SVG
 * text and shapes (no foreignObject) and its font is a data: URL inside the file, so the canvas
 * stays untainted and can be read back.
 */
export async function rasterizeSvg(
  svgText: string,
  width: number,
  height: number,
  type: RasterType,
  options: RasterOptions = { scale: 2, background: '#ffffff' },
): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svgText], { type: 'image/svg+xml' }));
  try {
    const image = await loadImage(url);
    const size = rasterSize(width, height, options.scale);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('Canvas is not available');
    const background = options.background ?? (type === 'image/jpeg' ? '#ffffff' : null);
    if (background) {
      ctx.fillStyle = background;
      ctx.fillRect(0, 0, size.width, size.height);
    }
    ctx.drawImage(image, 0, 0, size.width, size.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('Image encoding failed'))),
        type,
        0.92,
      ),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}
