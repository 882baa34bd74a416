/**
 * After `vite build` (dist/) and `vite build --ssr` (.generated/ssr/): writes every public page
 * as pre-rendered HTML with its own head tags, the shell for every other route, sitemap.xml,
 * robots.txt and the Open Graph image, then pre-compresses every text asset (brotli and gzip).
 * Values known only when the server starts (PUBLIC_URL, operator details) are left as
 * `__SITE_…__` placeholders that apps/server/src/web/sitePages.ts fills in (decision 019).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { writePng } from '@codeflow/engine/render/node';
import type { PublicPage } from '../src/features/marketing/publicPages';
import { ogImageSvg } from './ogImage';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(here, '../dist');
const ssrEntry = path.resolve(here, '../.generated/ssr/renderPage.js');

/** Placeholders the server replaces (HTML-escaped values; the JSON one with a JSON object). */
export const PUBLIC_URL_TOKEN = '__SITE_PUBLIC_URL__';
export const SITE_JSON_TOKEN = '__SITE_DATA_JSON__';

type SsrModule = {
  renderPage: (path: string) => Promise<string>;
  PUBLIC_PAGES: PublicPage[];
  SHELL_FILE: string;
  ROUTE_PATHS: string[];
};

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function headTags(page: PublicPage): string {
  const url = `${PUBLIC_URL_TOKEN}${page.path === '/' ? '/' : page.path}`;
  const image = `${PUBLIC_URL_TOKEN}/og-image.png`;
  const t = escapeAttr(page.title);
  const d = escapeAttr(page.description);
  return [
    `<title>${t}</title>`,
    `<meta name="description" content="${d}" />`,
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Codeflow" />`,
    `<meta property="og:title" content="${t}" />`,
    `<meta property="og:description" content="${d}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<meta property="og:image:alt" content="Codeflow: code on the left, its flowchart on the right" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${t}" />`,
    `<meta name="twitter:description" content="${d}" />`,
    `<meta name="twitter:image" content="${image}" />`,
    `<script id="site-data" type="application/json">${SITE_JSON_TOKEN}</script>`,
  ].join('\n    ');
}

/**
 * React puts what belongs in the head (its image preloads, each page's <title>) at the front of
 * the markup: the preloads move to the head, the title is dropped (the head has it already).
 */
function splitHoisted(markup: string): { head: string; body: string } {
  const hoisted = /^(?:<link [^>]*\/>|<title>[^<]*<\/title>)+/.exec(markup)?.[0] ?? '';
  const links = hoisted.match(/<link [^>]*\/>/g) ?? [];
  return { head: links.join(''), body: markup.slice(hoisted.length) };
}

/**
 * The stylesheet, inlined: one render-blocking request less before the first paint on a slow
 * connection (it is ~8 KB compressed; the CSP allows inline styles).
 */
function inlineStylesheet(html: string): string {
  return html.replace(
    /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/,
    (_tag, file: string) => {
      const css = readFileSync(path.join(dist, file), 'utf8');
      return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
    },
  );
}

function pageHtml(template: string, page: PublicPage, markup: string): string {
  const title = /<title>[^<]*<\/title>/;
  const description = /<meta\s+name="description"[^>]*\/>\s*/;
  if (!title.test(template) || !template.includes('<div id="root"></div>')) {
    throw new Error(
      'index.html no longer has the <title> and <div id="root"></div> the pre-render fills',
    );
  }
  const { head, body } = splitHoisted(markup);
  return inlineStylesheet(template)
    .replace(description, '')
    .replace(title, `${headTags(page)}${head ? `\n    ${head}` : ''}`)
    .replace(/\s*<noscript>[^<]*<\/noscript>/, '')
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="true">${body}</div>`);
}

function sitemap(pages: PublicPage[]): string {
  const urls = pages
    .map(
      (p) =>
        `  <url><loc>${PUBLIC_URL_TOKEN}${p.path}</loc><priority>${p.priority.toFixed(1)}</priority></url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

const robots = `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /dashboard\nDisallow: /editor\nDisallow: /super-admin\n\nSitemap: ${PUBLIC_URL_TOKEN}/sitemap.xml\n`;

/** Files the server serves as they are: compressed here once, at the best ratio. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|wasm|txt|xml|html|map|ttf)$/;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

function precompress(files: string[]): { file: string; raw: number; br: number; gz: number }[] {
  return files.map((file) => {
    const raw = readFileSync(file);
    const br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: raw.length > 2_000_000 ? 9 : 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    const gz = gzipSync(raw, { level: 9 });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gz);
    return { file, raw: raw.length, br: br.length, gz: gz.length };
  });
}

async function main(): Promise<void> {
  const ssr = (await import(pathToFileURL(ssrEntry).href)) as SsrModule;
  // Vite's index.html, or, when this runs again on the same build, the copy kept as the shell
  const built = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const template = built.includes('data-prerendered')
    ? readFileSync(path.join(dist, ssr.SHELL_FILE), 'utf8')
    : built;
  writeFileSync(path.join(dist, ssr.SHELL_FILE), template);
  for (const page of ssr.PUBLIC_PAGES) {
    const markup = await ssr.renderPage(page.path);
    if (!markup.includes(page.headline)) {
      throw new Error(`${page.path}: the pre-rendered page lacks its headline "${page.headline}"`);
    }
    writeFileSync(path.join(dist, page.file), pageHtml(template, page, markup));
  }
  writeFileSync(path.join(dist, 'sitemap.xml'), sitemap(ssr.PUBLIC_PAGES));
  writeFileSync(path.join(dist, 'robots.txt'), robots);
  writeFileSync(path.join(dist, 'og-image.png'), writePng(ogImageSvg(), { background: '#eef2ff' }));
  // read by the server (apps/server/src/web/sitePages.ts)
  const manifest = {
    pages: ssr.PUBLIC_PAGES.map((p) => ({ path: p.path, file: p.file })),
    shell: ssr.SHELL_FILE,
    templated: ['sitemap.xml', 'robots.txt'],
    // every other path gets the shell with status 404 (the app shows its not-found page)
    routes: ssr.ROUTE_PATHS,
  };
  writeFileSync(path.join(dist, 'prerendered.json'), JSON.stringify(manifest, null, 2));

  // HTML, the sitemap and robots.txt get their placeholders filled (and are compressed) by the
  // server at start-up; everything else is compressed now
  const templated = new Set([
    ...manifest.pages.map((p) => p.file),
    manifest.shell,
    'index.html',
    'prerendered.json',
    ...manifest.templated,
  ]);
  const files = walk(dist).filter(
    (f) => COMPRESSIBLE.test(f) && !templated.has(path.relative(dist, f)),
  );
  const sizes = precompress(files);
  const total = sizes.reduce((s, x) => ({ raw: s.raw + x.raw, br: s.br + x.br }), {
    raw: 0,
    br: 0,
  });
  console.log(
    `pre-rendered ${ssr.PUBLIC_PAGES.length} pages; compressed ${sizes.length} files ` +
      `(${(total.raw / 1024).toFixed(0)} KiB -> ${(total.br / 1024).toFixed(0)} KiB brotli)`,
  );
}

await main();
