// A small round-robin HTTP and WebSocket proxy on loopback, for the scale-out test and bench
// (several server instances behind one address, as a load balancer would put them). Each HTTP
// request and each WebSocket upgrade goes to the next backend in turn; a backend that refuses the
// connection (stopped, killed) is skipped for the next one, so clients of a dead instance land on
// a live one when they retry or reconnect. Nothing is sticky: the instances share everything
// through PostgreSQL and Redis (docs/decisions/035-scale-out.md). Not a production proxy: the
// compose file uses nginx.
import { Buffer } from 'node:buffer';
import http from 'node:http';
import net from 'node:net';
import { pathToFileURL } from 'node:url';

/**
 * `appendForwardedFor`: add the client's address to an X-Forwarded-For it sent instead of
 * replacing it, as a proxy behind a front load balancer does (the bench, whose many simulated
 * people each send their own address from one loopback client). Off by default, like nginx here.
 * @param {{ backends: { host: string, port: number }[], port?: number, appendForwardedFor?: boolean }} options
 * @returns {Promise<import('./roundRobinProxy').RoundRobinProxy>}
 */
export async function startRoundRobinProxy({ backends, port = 0, appendForwardedFor = false }) {
  let next = 0;
  /** the backend index each HTTP request (by order) and each upgrade went to */
  const counts = { requests: backends.map(() => 0), upgrades: backends.map(() => 0) };
  /** open upgraded sockets per backend, so a test can see where a client is */
  const upgradeLog = [];
  const sockets = new Set();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const pick = () => {
    const index = next % backends.length;
    next += 1;
    return index;
  };

  const forward = (req, res, body, tries) => {
    const index = pick();
    const backend = backends[index];
    const remote = req.socket.remoteAddress ?? '';
    const sent = req.headers['x-forwarded-for'];
    const forwardedFor = appendForwardedFor && sent ? `${String(sent)}, ${remote}` : remote;
    const headers = { ...req.headers, 'x-forwarded-for': forwardedFor };
    const upstream = http.request(
      { host: backend.host, port: backend.port, method: req.method, path: req.url, headers, agent },
      (answer) => {
        counts.requests[index] += 1;
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      // refused: nothing reached that backend, so the next one may take the request
      if (error.code === 'ECONNREFUSED' && tries + 1 < backends.length) {
        forward(req, res, body, tries + 1);
        return;
      }
      if (!res.headersSent) {
        res.writeHead(502, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ detail: `Proxy: backend unavailable (${error.code})` }));
      } else res.destroy();
    });
    upstream.end(body);
  };

  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => forward(req, res, Buffer.concat(chunks), 0));
  });
  server.keepAliveTimeout = 30_000;

  const upgrade = (req, client, head, tries) => {
    const index = pick();
    const backend = backends[index];
    const upstream = net.connect(backend.port, backend.host);
    let connected = false;
    upstream.once('connect', () => {
      connected = true;
      counts.upgrades[index] += 1;
      upgradeLog.push(index);
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on('error', (error) => {
      if (!connected && error.code === 'ECONNREFUSED' && tries + 1 < backends.length) {
        upgrade(req, client, head, tries + 1);
        return;
      }
      client.destroy();
    });
    upstream.on('close', () => client.destroy());
    client.on('close', () => upstream.destroy());
    client.on('error', () => upstream.destroy());
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
  };
  server.on('upgrade', (req, client, head) => upgrade(req, client, head, 0));

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const address = server.address();
  const listening = typeof address === 'object' && address ? address.port : port;
  return {
    port: listening,
    url: `http://127.0.0.1:${listening}`,
    counts,
    upgradeLog,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// `BACKENDS=127.0.0.1:3001,127.0.0.1:3002 PROXY_PORT=8080 [APPEND_FORWARDED_FOR=1] node
// scripts/lib/roundRobinProxy.js`: the same proxy as a process of its own (the bench measures its
// CPU apart from the servers').
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const backends = (process.env.BACKENDS ?? '')
    .split(',')
    .filter(Boolean)
    .map((entry) => {
      const [host, port] = entry.split(':');
      return { host: host ?? '127.0.0.1', port: Number(port) };
    });
  const proxy = await startRoundRobinProxy({
    backends,
    port: Number(process.env.PROXY_PORT ?? 0),
    appendForwardedFor: process.env.APPEND_FORWARDED_FOR === '1',
  });
  console.log(`proxy listening on ${proxy.url}`);
  process.on('SIGTERM', () => void proxy.close().then(() => process.exit(0)));
}
