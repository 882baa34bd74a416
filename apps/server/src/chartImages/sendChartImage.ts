import type { FastifyReply } from 'fastify';

const CONTENT_TYPES = { svg: 'image/svg+xml; charset=utf-8', png: 'image/png' } as const;

/**
 * A picture of ours served as an image and nothing else (decision 029, issue 21 finding 12):
 * opened on its own it is a sandboxed document that may load and run nothing (no script, no
 * request, no form; inline styles only), and the browser must not guess another type.
 */
export const CHART_IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export function chartImageHeaders(reply: FastifyReply, format: 'svg' | 'png'): FastifyReply {
  return reply
    .header('content-type', CONTENT_TYPES[format])
    .header('content-security-policy', CHART_IMAGE_CSP)
    .header('x-content-type-options', 'nosniff');
}

export function sendChartImage(
  reply: FastifyReply,
  format: 'svg' | 'png',
  bytes: Uint8Array,
): FastifyReply {
  return chartImageHeaders(reply, format).send(
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
  );
}
