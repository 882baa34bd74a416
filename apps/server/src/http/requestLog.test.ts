import { Writable } from 'node:stream';
import fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerRequestLog, SLOW_REQUEST_MS } from './requestLog';

function appLogging(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      callback();
    },
  });
  const app = fastify({
    logger: { level, stream },
    logController: new LogController({ disableRequestLogging: true }),
  });
  registerRequestLog(app);
  app.get('/ok', () => ({ ok: true }));
  app.get('/fail', () => {
    throw new Error('boom');
  });
  app.get('/slow', async () => {
    await new Promise((r) => setTimeout(r, SLOW_REQUEST_MS + 20));
    return {};
  });
  const completed = () => lines.filter((l) => l.msg === 'request completed');
  return { app, completed };
}

describe('request log', () => {
  it('writes nothing per ordinary request at info', async () => {
    const { app, completed } = appLogging('info');
    for (let i = 0; i < 5; i++) expect((await app.inject('/ok')).statusCode).toBe(200);
    expect((await app.inject('/missing')).statusCode).toBe(404);
    expect(completed()).toEqual([]);
  });

  it('logs a 5xx at warn with method, url, status and time', async () => {
    const { app, completed } = appLogging('info');
    expect((await app.inject('/fail?x=1')).statusCode).toBe(500);
    expect(completed()).toEqual([
      expect.objectContaining({ level: 40, method: 'GET', url: '/fail?x=1', statusCode: 500 }),
    ]);
    expect(typeof completed()[0]?.ms).toBe('number');
  });

  it('logs a slow answer at warn', async () => {
    const { app, completed } = appLogging('warn');
    expect((await app.inject('/slow')).statusCode).toBe(200);
    expect(completed()).toEqual([expect.objectContaining({ level: 40, url: '/slow' })]);
  });

  it('logs every answer at debug', async () => {
    const { app, completed } = appLogging('debug');
    await app.inject('/ok');
    await app.inject('/missing');
    expect(completed().map((l) => [l.level, l.statusCode])).toEqual([
      [20, 200],
      [20, 404],
    ]);
  });
});
