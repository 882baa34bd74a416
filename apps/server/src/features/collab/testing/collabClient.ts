import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { collabDocumentName, parseCollabNotice, type CollabNotice } from '@codeflow/contracts';
import { WebSocket } from 'ws';
import * as Y from 'yjs';

/** A Yjs client in Node, as the browser's provider is: one socket, one document. */
export type CollabClient = {
  doc: Y.Doc;
  provider: HocuspocusProvider;
  socket: HocuspocusProviderWebsocket;
  /** resolves once the first sync is done; rejects with the refusal reason */
  synced: Promise<void>;
  /** the reasons the server gave for closing this document (e.g. 'forbidden') */
  closeReasons: string[];
  /** what the server told this client besides the document (refusals, Redis outages) */
  notices: CollabNotice[];
  /** the scope the server granted: 'read-write', or 'readonly' for a plan without editing */
  scope: () => string | undefined;
  destroy(): void;
};

export function connectCollabClient(options: {
  url: string;
  flowchartId: string;
  token: string;
  /** default: reconnect like the browser; tests of refusals pass 0-ish values */
  maxAttempts?: number;
}): CollabClient {
  const doc = new Y.Doc();
  const socket = new HocuspocusProviderWebsocket({
    url: options.url,
    // Node 20 has no global WebSocket
    WebSocketPolyfill: WebSocket,
    delay: 100,
    minDelay: 50,
    maxDelay: 500,
    maxAttempts: options.maxAttempts ?? 0,
  });
  const closeReasons: string[] = [];
  const notices: CollabNotice[] = [];
  let scope: string | undefined;
  let settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
  const synced = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  // a refusal nobody awaits must not fail the run
  synced.catch(() => undefined);
  const provider = new HocuspocusProvider({
    name: collabDocumentName(options.flowchartId),
    document: doc,
    token: options.token,
    websocketProvider: socket,
    onSynced: () => settle?.resolve(),
    onAuthenticated: (data) => {
      scope = data.scope;
    },
    onStateless: ({ payload }) => {
      const notice = parseCollabNotice(payload);
      if (notice) notices.push(notice);
    },
    onAuthenticationFailed: ({ reason }) => settle?.reject(new Error(reason)),
    onClose: ({ event }) => {
      if (event.reason) closeReasons.push(event.reason);
    },
  });
  provider.attach();
  let destroyed = false;
  return {
    doc,
    provider,
    socket,
    synced,
    closeReasons,
    notices,
    scope: () => scope,
    destroy() {
      if (destroyed) return;
      destroyed = true;
      provider.destroy();
      socket.destroy();
      doc.destroy();
    },
  };
}

/** Waits until `check` holds, polling; throws with `what` after `timeoutMs`. */
export async function eventually(
  check: () => boolean,
  what: string,
  timeoutMs = 5000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
