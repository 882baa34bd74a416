import http from 'node:http';

export type OpenLoopRequest = {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
};

export type OpenLoopResult = {
  sent: number;
  /** answers with a 2xx status */
  ok: number;
  failed: number;
  /** milliseconds from each request's scheduled time to its full answer, sorted */
  latencies: number[];
  /** requests answered per second over the run */
  rate: number;
};

/** The p-th percentile (0–100) of sorted values. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)] ?? Number.NaN;
}

/**
 * An open-loop load: requests are sent at a fixed rate (one every 1/rate s, whatever the server
 * does) over at most `connections` keep-alive connections, and each latency counts from when the
 * request was due, so a server that falls behind shows it (no coordinated omission).
 * autocannon's `overallRate` is not this: each of its connections sends its share of a second
 * back to back at the start of every second, i.e. bursts.
 */
export async function openLoop(options: {
  base: string;
  rate: number;
  durationS: number;
  connections: number;
  request: (n: number) => OpenLoopRequest;
}): Promise<OpenLoopResult> {
  const url = new URL(options.base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const total = Math.max(1, Math.round(options.rate * options.durationS));
  const interval = 1000 / options.rate;
  const latencies: number[] = [];
  let ok = 0;
  let failed = 0;
  const start = performance.now();

  const send = (n: number, due: number) =>
    new Promise<void>((resolve) => {
      const spec = options.request(n);
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          method: spec.method,
          path: spec.path,
          headers: {
            ...spec.headers,
            ...(spec.body !== undefined && { 'content-length': Buffer.byteLength(spec.body) }),
          },
          agent,
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(performance.now() - due);
            if (res.statusCode !== undefined && res.statusCode < 300) ok++;
            else failed++;
            resolve();
          });
        },
      );
      req.on('error', () => {
        failed++;
        resolve();
      });
      req.end(spec.body);
    });

  const pending: Promise<void>[] = [];
  for (let n = 0; n < total; n++) {
    const due = start + n * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    pending.push(send(n, due));
  }
  await Promise.all(pending);
  const elapsedS = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { sent: total, ok, failed, latencies, rate: (ok + failed) / elapsedS };
}
