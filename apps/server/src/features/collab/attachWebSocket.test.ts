import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { toWebRequest } from './attachWebSocket';

function upgrade(url: string | undefined, headers: IncomingMessage['headers']): IncomingMessage {
  return { url, headers } as IncomingMessage;
}

describe('toWebRequest', () => {
  it('keeps the path, the query and every header value', () => {
    const request = toWebRequest(
      upgrade('/api/collab?token=a%20b', {
        origin: 'https://codeflow.example',
        'sec-websocket-protocol': 'one',
        cookie: undefined,
        'x-forwarded-for': ['10.0.0.1', '10.0.0.2'],
      }),
    );
    const url = new URL(request.url);
    expect(url.pathname).toBe('/api/collab');
    expect(url.searchParams.get('token')).toBe('a b');
    expect(request.headers.get('origin')).toBe('https://codeflow.example');
    expect(request.headers.get('x-forwarded-for')).toBe('10.0.0.1, 10.0.0.2');
    expect(request.headers.has('cookie')).toBe(false);
  });

  it('answers the root for a request without a URL', () => {
    expect(new URL(toWebRequest(upgrade(undefined, {})).url).pathname).toBe('/');
  });
});
