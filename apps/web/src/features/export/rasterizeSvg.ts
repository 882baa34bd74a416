import { rasterSize } from './svgDimensions';

export type RasterType = 'image/png' | 'image/jpeg';

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The drawing could not be converted to an image'));
    image.src = url;
  });
}

/**
 * PNG or JPEG of a standalone SVG at 2× on a white background. Mermaid draws text labels as SVG
 * (no foreignObject), so the canvas stays untainted and can be read back.
 */
export async function rasterizeSvg(
  svgText: string,
  width: number,
  height: number,
  type: RasterType,
): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svgText], { type: 'image/svg+xml' }));
  try {
    const image = await loadImage(url);
    const size = rasterSize(width, height, 2);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('Canvas is not available');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, size.width, size.height);
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
