import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and every
 * non-/api GET that matches no file answered with index.html (client-side routes).
 * Unknown /api routes answer JSON 404 whether or not the web app is built.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const built = existsSync(indexFile);

  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const rel = path.relative(webDist, filePath).split(path.sep).join('/');
        if (rel.startsWith('assets/')) {
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        } else if (rel === 'index.html') {
          res.setHeader('Cache-Control', 'no-cache');
        } else {
          res.setHeader('Cache-Control', 'public, max-age=3600');
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
    if (!built) {
      return reply
        .status(404)
        .send({ detail: 'The web app is not built. Run `npm run build` or `npm start`.' });
    }
    // a missing hashed asset must not be answered with HTML (the browser would cache a wrong type)
    if (url.startsWith('/assets/')) return reply.status(404).send({ detail: 'Not Found' });
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html', webDist);
  });
}
