/**
 * Reading pixels back from the CLI's raster outputs in tests: a minimal PNG decoder (8-bit RGB or
 * RGBA, non-interlaced: what resvg writes) and a PPM (P6) reader (what `pdftoppm` writes), and a
 * count of the pixels near a colour.
 */
import { inflateSync } from 'node:zlib';

export type Image = { width: number; height: number; channels: number; data: Uint8Array };

export function decodePng(png: Uint8Array): Image {
  const view = Buffer.from(png);
  let at = 8;
  let width = 0;
  let height = 0;
  let channels = 4;
  const idat: Buffer[] = [];
  while (at < view.length) {
    const length = view.readUInt32BE(at);
    const type = view.toString('latin1', at + 4, at + 8);
    const body = view.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      if (body[8] !== 8 || body[12] !== 0) throw new Error('only 8-bit non-interlaced PNG');
      channels = body[9] === 6 ? 4 : body[9] === 2 ? 3 : 0;
      if (!channels) throw new Error('only RGB or RGBA PNG');
    } else if (type === 'IDAT') idat.push(body);
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const data = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)] ?? 0;
    for (let x = 0; x < stride; x++) {
      const value = raw[y * (stride + 1) + 1 + x] ?? 0;
      const a = x >= channels ? (data[y * stride + x - channels] ?? 0) : 0;
      const b = y > 0 ? (data[(y - 1) * stride + x] ?? 0) : 0;
      const c = x >= channels && y > 0 ? (data[(y - 1) * stride + x - channels] ?? 0) : 0;
      let predictor = 0;
      if (filter === 1) predictor = a;
      else if (filter === 2) predictor = b;
      else if (filter === 3) predictor = (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      data[y * stride + x] = (value + predictor) & 0xff;
    }
  }
  return { width, height, channels, data };
}

export function readPpm(ppm: Uint8Array): Image {
  const text = Buffer.from(ppm.subarray(0, 64)).toString('latin1');
  const m = /^P6\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(text);
  if (!m) throw new Error('not a binary PPM');
  const header = m[0].length;
  return {
    width: Number(m[1]),
    height: Number(m[2]),
    channels: 3,
    data: ppm.subarray(header),
  };
}

/** Pixels whose RGB is within `tolerance` (per channel) of `hex`. */
export function countNear(image: Image, hex: string, tolerance = 24): number {
  const rgb = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  let n = 0;
  for (let at = 0; at + 2 < image.data.length; at += image.channels) {
    if (
      Math.abs((image.data[at] ?? 0) - (rgb[0] ?? 0)) <= tolerance &&
      Math.abs((image.data[at + 1] ?? 0) - (rgb[1] ?? 0)) <= tolerance &&
      Math.abs((image.data[at + 2] ?? 0) - (rgb[2] ?? 0)) <= tolerance
    )
      n++;
  }
  return n;
}
