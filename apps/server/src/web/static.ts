import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Operator } from '../config';
import { loadSitePages, negotiateEncoding, type SiteFile } from './sitePages';

export type WebAppOptions = { publicUrl: string; operator: Operator };

/**
 * Serves the built web app: hashed assets cached for a year, pre-compressed variants (.br,
 * .gz, written by the web build) chosen by Accept-Encoding; the pre-rendered public pages at
 * their paths and the app shell for every other non-/api GET (client-side routes; a path that is
 * none of the app's routes gets it with status 404, and the app shows its not-found page), both with
 * their placeholders filled in (sitePages.ts) and never cached without revalidation.
 * Unknown /api routes answer JSON 404 whether or not the web app is built.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  options: WebAppOptions,
): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const built = existsSync(indexFile);
  const site = built ? loadSitePages(webDist, options.publicUrl, options.operator) : undefined;

  if (site) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      // pages with placeholders are answered below, filled in
      allowedPath: (pathName) => !site.rawFiles.has(pathName.replace(/^\/+/, '')),
      setHeaders: (reply, filePath) => {
        const rel = path.relative(webDist, filePath).split(path.sep).join('/');
        // the same URL answers brotli, gzip or plain: caches must key on the request's encodings
        reply.header('Vary', 'Accept-Encoding');
        if (rel.startsWith('assets/')) {
          reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        } else {
          reply.header('Cache-Control', 'public, max-age=3600');
        }
      },
    });
    // @fastify/static with wildcard:false registers only the files present at start-up
  } else {
    app.log.warn(`web app not built (${indexFile} missing): serving the API only`);
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url === '/api' || url.startsWith('/api/')) {
      return reply.status(404).send({ detail: 'Not Found' });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ detail: 'Not Found' });
    }
    if (!site) {
      return reply
        .status(404)
        .send({ detail: 'The web app is not built. Run `npm run build` or `npm start`.' });
    }
    // a missing hashed asset must not be answered with HTML (the browser would cache a wrong type)
    if (url.startsWith('/assets/')) return reply.status(404).send({ detail: 'Not Found' });
    const page = site.byPath.get(url);
    if (page) return sendSiteFile(request, reply, page);
    // an unknown path still gets the app (it shows its not-found page), with a truthful status
    return sendSiteFile(request, reply, site.shell, site.isAppRoute(url) ? 200 : 404);
  });
}

function sendSiteFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: SiteFile,
  status: 200 | 404 = 200,
) {
  void reply
    .header('Content-Type', file.contentType)
    .header('Cache-Control', file.cacheControl)
    .header('ETag', file.etag)
    .header('Vary', 'Accept-Encoding');
  if (status === 200 && request.headers['if-none-match'] === file.etag) {
    return reply.status(304).send();
  }
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (encoding) void reply.header('Content-Encoding', encoding);
  return reply
    .status(status)
    .send(encoding === 'br' ? file.br : encoding === 'gzip' ? file.gzip : file.identity);
}
