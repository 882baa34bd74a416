/**
 * Takes every way to reach the network away from a worker before it runs a program (decision
 * 041): fetch, XMLHttpRequest, WebSocket, EventSource, WebTransport, importScripts and nested
 * workers. A worker's global properties are its own, so once deleted (or, where a browser keeps
 * them, replaced by a frozen `undefined`) the program has no way to get them back.
 * Self-contained: jsRuntime.ts writes it into the program's worker as source text.
 */
export function disableNetwork(scope: object = globalThis): void {
  const names = [
    'fetch',
    'XMLHttpRequest',
    'WebSocket',
    'EventSource',
    'WebTransport',
    'importScripts',
    'Worker',
    'SharedWorker',
    'BroadcastChannel',
    'Request',
  ];
  for (const name of names) {
    let owner: object | null = scope;
    while (owner) {
      Reflect.deleteProperty(owner, name);
      owner = Object.getPrototypeOf(owner) as object | null;
    }
    if (name in scope) {
      Object.defineProperty(scope, name, {
        value: undefined,
        writable: false,
        configurable: false,
      });
    }
  }
}
