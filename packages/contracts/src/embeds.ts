import { z } from 'zod';

/**
 * Living embeds of a flowchart (docs/product.md#embeds, docs/decisions/029-embeds-and-server-thumbnails.md):
 * a public picture of its current chart for READMEs and web pages.
 *
 * - POST   /api/flowcharts/{id}/embed -> EmbedLink (the owner only; idempotent: the same URL while
 *          the embed is on). 403 "Upgrade to Premium to share flowcharts" without can_share;
 *          another user's flowchart (a team member's included) 404 "Flowchart not found".
 * - DELETE /api/flowcharts/{id}/embed -> 204 (the URL answers 404 from then on, on every instance)
 * - GET    /embed/{token}.svg | .png [?chart=NAME] -> the picture, anonymous; 404 EMBED_NOT_FOUND
 *          for an unknown, withdrawn or lapsed embed; 404 embedChartNotFound(NAME) when the file
 *          has no chart of that name; 422 EMBED_NOT_DRAWN when the code cannot be drawn; 429 past
 *          the per-client rate limit.
 */

/** Random bytes of an embed token (192 bits), written as base64url (32 characters). */
export const EMBED_TOKEN_BYTES = 24;
const EMBED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

export const EMBED_FORMATS = ['svg', 'png'] as const;
export type EmbedFormat = (typeof EMBED_FORMATS)[number];

export const EMBED_NOT_FOUND = 'This embed does not exist or has been turned off.';
export const CHART_IMAGE_BUSY = 'The picture could not be drawn just now. Try again.';
export const EMBED_NOT_DRAWN = "This flowchart's code cannot be drawn as a chart.";
export const embedChartNotFound = (name: string) =>
  `This flowchart has no chart named “${name.slice(0, 100)}”. Leave out ?chart= for the whole file, or name one of its functions.`;

/** POST /api/flowcharts/{id}/embed: the picture's URL and snippets ready to paste. */
export const embedLinkSchema = z.object({
  /** the SVG picture, absolute (PUBLIC_URL) */
  url: z.string(),
  /** `![title](url)` for a README */
  markdown: z.string(),
  /** `<img src="url" alt="title">` for a web page */
  html: z.string(),
});
export type EmbedLink = z.infer<typeof embedLinkSchema>;

/** GET /embed/{file}: `file` is `<token>.svg` or `<token>.png`; anything else is a 404, not a 422. */
export const embedFileParamsSchema = z.object({ file: z.string().max(256) });
export const embedQuerySchema = z.object({ chart: z.string().max(200).optional() });

/** The token and format of an embed file name, or null when it cannot be one. */
export function parseEmbedFile(file: string): { token: string; format: EmbedFormat } | null {
  const dot = file.lastIndexOf('.');
  const token = file.slice(0, dot);
  const format = file.slice(dot + 1);
  if (dot < 0 || !EMBED_TOKEN_PATTERN.test(token)) return null;
  if (!(EMBED_FORMATS as readonly string[]).includes(format)) return null;
  return { token, format: format as EmbedFormat };
}

/** The path of an embed's picture. */
export function embedPath(token: string, format: EmbedFormat = 'svg'): string {
  return `/embed/${token}.${format}`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const escapeMarkdown = (text: string) => text.replace(/[\\[\]]/g, (c) => `\\${c}`);

/** The answer of POST /api/flowcharts/{id}/embed for a token, the flowchart's title and the site. */
export function embedLink(publicUrl: string, token: string, title: string): EmbedLink {
  const url = `${publicUrl.replace(/\/+$/, '')}${embedPath(token)}`;
  const alt = `Flowchart: ${title.replace(/\s+/g, ' ').trim()}`;
  return {
    url,
    markdown: `![${escapeMarkdown(alt)}](${url})`,
    html: `<img src="${escapeHtml(url)}" alt="${escapeHtml(alt)}">`,
  };
}
