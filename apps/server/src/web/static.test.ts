import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestDatabase, type TestDatabase } from '../test/databases';

describe('serving the built web app', () => {
  let app: FastifyInstance;
  let testDb: TestDatabase;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'codeflow-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    testDb = await createTestDatabase('pglite');
    app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: dist }),
      database: testDb.database,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await testDb.drop();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/', '/editor', '/dashboard?x=1', '/some/deep/client/route'])(
    'answers index.html, not cached, for %s',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    },
  );

  it('serves hashed assets with a year-long immutable cache', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other static files with a short cache', async () => {
    const res = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers a missing asset with 404, not index.html', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/missing-zzz.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not Found' });
  });

  it('keeps unknown /api routes JSON 404 next to the SPA fallback', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not Found' });
  });

  it('answers brotli or gzip for index.html and its routes, per Accept-Encoding', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await app.inject({
        method: 'GET',
        url: '/editor',
        headers: { 'accept-encoding': accept },
      });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toBe('Accept-Encoding');
      const body =
        encoding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload);
      expect(body.toString()).toContain('<div id="root">');
    }
  });

  it('does not answer non-GET requests with the app', async () => {
    const res = await app.inject({ method: 'POST', url: '/editor' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not Found' });
  });
});

describe('serving the pre-rendered public pages', () => {
  let app: FastifyInstance;
  let testDb: TestDatabase;
  let dist: string;
  const js = 'console.log("a hashed asset, long enough to be worth compressing");'.repeat(20);

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'codeflow-prerendered-'));
    mkdirSync(path.join(dist, 'assets'));
    const page = (h1: string) =>
      `<!doctype html><link rel="canonical" href="__SITE_PUBLIC_URL__/x" />` +
      `<script id="site-data" type="application/json">__SITE_DATA_JSON__</script>` +
      `<div id="root" data-prerendered="true"><h1>${h1}</h1><p>__SITE_COMPANY_NAME__</p></div>`;
    writeFileSync(path.join(dist, 'index.html'), page('Landing'));
    writeFileSync(path.join(dist, 'features.html'), page('Features'));
    writeFileSync(path.join(dist, 'shell.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(
      path.join(dist, 'sitemap.xml'),
      '<urlset><url><loc>__SITE_PUBLIC_URL__/</loc></url></urlset>',
    );
    writeFileSync(path.join(dist, 'robots.txt'), 'Sitemap: __SITE_PUBLIC_URL__/sitemap.xml');
    writeFileSync(
      path.join(dist, 'prerendered.json'),
      JSON.stringify({
        pages: [
          { path: '/', file: 'index.html' },
          { path: '/features', file: 'features.html' },
        ],
        shell: 'shell.html',
        templated: ['sitemap.xml', 'robots.txt'],
      }),
    );
    const asset = path.join(dist, 'assets', 'index-abc123.js');
    writeFileSync(asset, js);
    writeFileSync(`${asset}.br`, brotliCompressSync(js));
    writeFileSync(`${asset}.gz`, gzipSync(js));
    testDb = await createTestDatabase('pglite');
    app = await buildApp({
      config: loadConfig({
        LOG_LEVEL: 'silent',
        WEB_DIST: dist,
        PUBLIC_URL: 'https://codeflow.test',
        COMPANY_NAME: 'Acme & Sons',
      }),
      database: testDb.database,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await testDb.drop();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers each public route with its page, placeholders filled in', async () => {
    const res = await app.inject({ method: 'GET', url: '/features' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<h1>Features</h1>');
    expect(res.body).toContain('<p>Acme &amp; Sons</p>');
    expect(res.body).toContain('href="https://codeflow.test/x"');
    expect(res.body).toContain('"companyName":"Acme & Sons"');
    expect(res.body).not.toContain('__SITE_');
    expect((await app.inject({ method: 'GET', url: '/' })).body).toContain('<h1>Landing</h1>');
  });

  it('answers other client-side routes with the shell, and never a page file raw', async () => {
    for (const url of [
      '/editor',
      '/dashboard',
      '/features.html',
      '/index.html',
      '/prerendered.json',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('<!doctype html><div id="root"></div>');
    }
  });

  it('fills the sitemap and robots.txt with PUBLIC_URL', async () => {
    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toMatch(/application\/xml/);
    expect(sitemap.body).toContain('<loc>https://codeflow.test/</loc>');
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.headers['content-type']).toMatch(/text\/plain/);
    expect(robots.body).toBe('Sitemap: https://codeflow.test/sitemap.xml');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await app.inject({ method: 'GET', url: '/features' });
    const etag = first.headers.etag as string;
    const again = await app.inject({
      method: 'GET',
      url: '/features',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves the pre-compressed variant of a hashed asset, immutable', async () => {
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await app.inject({
        method: 'GET',
        url: '/assets/index-abc123.js',
        headers: { 'accept-encoding': accept },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const body =
        encoding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload);
      expect(body.toString()).toBe(js);
    }
    const plain = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);
  });
});

describe('a build that lists its routes (issue 22, item 17)', () => {
  let app: FastifyInstance;
  let testDb: TestDatabase;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'codeflow-routes-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><h1>Landing</h1>');
    writeFileSync(path.join(dist, 'shell.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(
      path.join(dist, 'prerendered.json'),
      JSON.stringify({
        pages: [{ path: '/', file: 'index.html' }],
        shell: 'shell.html',
        templated: [],
        routes: ['/', '/dashboard', '/super-admin/users', '/ContactUsPage'],
      }),
    );
    testDb = await createTestDatabase('pglite');
    app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: dist }),
      database: testDb.database,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await testDb.drop();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/dashboard', '/dashboard/', '/Dashboard?x=1', '/super-admin/users', '/contactuspage'])(
    'answers the app shell with 200 for the route %s',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('<!doctype html><div id="root"></div>');
    },
  );

  it.each(['/no-such-page', '/dashboard/extra', '/super-admin/nope', '/index.html'])(
    'answers the app shell (its not-found page) with 404 for %s',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toBe('<!doctype html><div id="root"></div>');
      const again = await app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': res.headers.etag as string },
      });
      expect(again.statusCode).toBe(404);
    },
  );
});
