import type { IncomingMessage } from 'node:http';
import type { Hocuspocus } from '@hocuspocus/server';
import type { WebSocket } from 'ws';

/**
 * Hands one upgraded `ws` socket to Hocuspocus. Since Hocuspocus 4 the server core is
 * transport-neutral (docs/decisions/022-node-24-and-dependencies.md): it takes a web `Request`
 * and no longer listens on the socket itself, so the integration forwards every message and the
 * close — what Hocuspocus's own crossws server does.
 */
export function attachWebSocket(
  hocuspocus: Hocuspocus,
  webSocket: WebSocket,
  request: IncomingMessage,
): void {
  const client = hocuspocus.handleConnection(webSocket, toWebRequest(request));
  webSocket.on('message', (data: Buffer | ArrayBuffer | Buffer[]) => {
    client.handleMessage(
      Array.isArray(data) ? new Uint8Array(Buffer.concat(data)) : new Uint8Array(data),
    );
  });
  webSocket.on('close', (code: number, reason: Buffer) => {
    client.handleClose({ code, reason: reason.toString() });
  });
  // a broken socket is followed by 'close'; without a listener ws would throw the error
  webSocket.on('error', () => {});
}

/** The upgrade request as Hocuspocus 4 reads it: its URL (parameters) and headers. */
export function toWebRequest(request: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return new Request(new URL(request.url ?? '/', 'http://localhost'), { headers });
}
