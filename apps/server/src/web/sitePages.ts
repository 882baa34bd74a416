import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Operator } from '../config';
import { escapeHtml } from '../email/templates';

/**
 * The web build's pre-rendered pages (decision 019) hold placeholders for what only the
 * running server knows: PUBLIC_URL (canonical and Open Graph URLs, the sitemap) and the
 * operator details. They are filled in once at start-up and kept compressed in memory.
 */
export const PRERENDER_MANIFEST = 'prerendered.json';

export type PrerenderManifest = {
  /** URL path -> file of a pre-rendered page */
  pages: { path: string; file: string }[];
  /** the page every other client-side route gets */
  shell: string;
  /** other files with placeholders (sitemap.xml, robots.txt) */
  templated: string[];
  /** the app's page paths (`/dashboard`); other paths answer 404. Older builds lack it */
  routes?: string[];
};

export type SiteFile = {
  contentType: string;
  cacheControl: string;
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
};

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

export function fillPlaceholders(text: string, publicUrl: string, operator: Operator): string {
  const json = JSON.stringify(operator).replace(/</g, '\\u003c');
  return text
    .replaceAll('__SITE_DATA_JSON__', json)
    .replaceAll('__SITE_PUBLIC_URL__', escapeHtml(publicUrl))
    .replaceAll('__SITE_COMPANY_NAME__', escapeHtml(operator.companyName))
    .replaceAll('__SITE_COMPANY_ADDRESS__', escapeHtml(operator.companyAddress))
    .replaceAll('__SITE_SUPPORT_EMAIL__', escapeHtml(operator.supportEmail));
}

function siteFile(text: string, file: string): SiteFile {
  const identity = Buffer.from(text);
  const ext = path.extname(file);
  return {
    contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream',
    // pages change with every deploy: revalidate (cheap, with the ETag); the rest for an hour
    cacheControl: ext === '.html' ? 'no-cache' : 'public, max-age=3600',
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`,
    identity,
    br: brotliCompressSync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

export type SitePages = {
  /** URL path -> page (the pre-rendered public pages, sitemap.xml, robots.txt) */
  byPath: Map<string, SiteFile>;
  shell: SiteFile;
  /** files under dist/ that must never be served raw (they hold placeholders) */
  rawFiles: Set<string>;
  /** whether the app has a page at this path (the shell then answers 200, else 404) */
  isAppRoute: (urlPath: string) => boolean;
};

/**
 * React Router matches paths case-insensitively and ignores a trailing slash; so does this. A
 * build without a route list treats every path as a route (the old behaviour).
 */
function routeMatcher(routes: string[] | undefined): (urlPath: string) => boolean {
  if (!routes) return () => true;
  const known = new Set(routes.map((r) => r.toLowerCase()));
  return (urlPath) => {
    let p = urlPath.toLowerCase();
    while (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
    return known.has(p);
  };
}

/**
 * Reads the manifest the pre-render wrote; a build without one (or an older one) has only
 * index.html, which then answers every client-side route as before.
 */
export function loadSitePages(webDist: string, publicUrl: string, operator: Operator): SitePages {
  const read = (file: string) =>
    siteFile(
      fillPlaceholders(readFileSync(path.join(webDist, file), 'utf8'), publicUrl, operator),
      file,
    );
  const manifestFile = path.join(webDist, PRERENDER_MANIFEST);
  if (!existsSync(manifestFile)) {
    return {
      byPath: new Map(),
      shell: read('index.html'),
      rawFiles: new Set(['index.html']),
      isAppRoute: routeMatcher(undefined),
    };
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as PrerenderManifest;
  const byPath = new Map<string, SiteFile>();
  for (const page of manifest.pages) byPath.set(page.path, read(page.file));
  for (const file of manifest.templated) byPath.set(`/${file}`, read(file));
  return {
    byPath,
    shell: read(manifest.shell),
    rawFiles: new Set([
      'index.html',
      PRERENDER_MANIFEST,
      manifest.shell,
      ...manifest.pages.map((p) => p.file),
      ...manifest.templated,
    ]),
    isAppRoute: routeMatcher(manifest.routes),
  };
}

/** The encoding to answer with: brotli, then gzip, when the client accepts it (q > 0). */
export function negotiateEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}
