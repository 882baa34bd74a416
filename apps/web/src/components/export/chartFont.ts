/**
 * The chart font (DejaVu Sans, the font the renderer measures labels with) for the exports:
 * fetched once, when a first export needs it, from a hashed build asset.
 */
import fontUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';
import boldUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url';

export type ChartFont = { regular: Uint8Array; bold: Uint8Array };

let loading: Promise<ChartFont> | undefined;

async function fetchBytes(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error('The chart font could not be loaded');
  return new Uint8Array(await response.arrayBuffer());
}

export function loadChartFont(): Promise<ChartFont> {
  loading ??= Promise.all([fetchBytes(fontUrl), fetchBytes(boldUrl)])
    .then(([regular, bold]) => ({ regular, bold }))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/** Base64 of bytes. */
export function toBase64(bytes: Uint8Array): string {
  return btoa(toBinaryString(bytes));
}

/**
 * Latin-1 "binary string" of bytes (as jsPDF's virtual file system wants it), in chunks:
 * String.fromCharCode on a whole font overflows the stack.
 */
export function toBinaryString(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return binary;
}
