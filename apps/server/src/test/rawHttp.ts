import { connect, type Socket } from 'node:net';

export type RawAnswer = { status: number; head: string; body: string };

/** Every socket the helpers opened; `destroyRawSockets` (in afterEach) closes them. */
const openSockets: Socket[] = [];

export function destroyRawSockets(): void {
  for (const socket of openSockets.splice(0)) socket.destroy();
}

/** Resolves with the first HTTP answer read from `socket` (head lower-cased, body as text). */
function answerOf(socket: Socket): Promise<RawAnswer> {
  return new Promise<RawAnswer>((resolve, reject) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = text.slice(0, end);
      const lengthMatch = /content-length: (\d+)/i.exec(head);
      const body = text.slice(end + 4);
      if (lengthMatch && body.length < Number(lengthMatch[1])) return;
      resolve({ status: Number(head.split(' ')[1]), head: head.toLowerCase(), body });
    });
    socket.on('error', reject);
    socket.on('close', () => reject(new Error('connection closed without an answer')));
  });
}

function openRequest(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
): { socket: Socket; answer: Promise<RawAnswer> } {
  const socket = connect(port, '127.0.0.1');
  openSockets.push(socket);
  const lines = [
    `${method} ${path} HTTP/1.1`,
    'Host: 127.0.0.1',
    'Content-Type: application/json',
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
  ];
  socket.write(`${lines.join('\r\n')}\r\n\r\n`);
  const answer = answerOf(socket);
  // a rejection nobody awaits (the test moved on) must not fail the run
  answer.catch(() => undefined);
  return { socket, answer };
}

/**
 * A request over a real socket: headers announcing `length` bytes, then only `sent` of them.
 * Resolves with the answer as soon as it arrives; the socket is left open for `finish`.
 */
export function partialRequest(
  port: number,
  {
    method = 'POST',
    path,
    length,
    sent,
    headers = {},
  }: {
    method?: string;
    path: string;
    length: number;
    sent: number;
    headers?: Record<string, string>;
  },
): { answer: Promise<RawAnswer>; socket: Socket; finish: () => void } {
  const { socket, answer } = openRequest(port, method, path, {
    'Content-Length': String(length),
    ...headers,
  });
  socket.write('{"code":"' + 'x'.repeat(Math.max(0, sent - 9)));
  const finish = () => {
    // The rest of the body, with the socket left open as a browser leaves it: on Node 24 a client
    // that half-closes (FIN) while its request is still waiting on the database gets its
    // connection closed without an answer, which is not what this test is about.
    const rest = Math.max(0, length - Math.max(sent, 9) - 2);
    if (!socket.destroyed) socket.write('x'.repeat(rest) + '"}');
  };
  return { answer, socket, finish };
}

/**
 * A chunked upload over a real socket that sends one chunk of `firstChunk` bytes and then,
 * every `everyMs` (if given), one more byte: a slow or trickling upload.
 */
export function chunkedUpload(
  port: number,
  {
    method = 'POST',
    path,
    firstChunk,
    everyMs,
    headers = {},
  }: {
    method?: string;
    path: string;
    firstChunk: number;
    everyMs?: number;
    headers?: Record<string, string>;
  },
): { answer: Promise<RawAnswer>; socket: Socket } {
  const { socket, answer } = openRequest(port, method, path, {
    'Transfer-Encoding': 'chunked',
    ...headers,
  });
  const chunk = (text: string) => {
    if (!socket.destroyed && socket.writable)
      socket.write(`${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n`);
  };
  chunk('{"code":"' + 'x'.repeat(Math.max(0, firstChunk - 9)));
  if (everyMs !== undefined) {
    const timer = setInterval(() => chunk('x'), everyMs);
    socket.once('close', () => clearInterval(timer));
  }
  return { answer, socket };
}

export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) =>
      setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms),
    ),
  ]);
}
