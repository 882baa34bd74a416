/**
 * Real-time collaboration on team flowcharts (docs/decisions/018-collaboration.md): the
 * WebSocket path, the shared Yjs document's shape and the reasons the server gives when it
 * refuses or closes a connection. Server and web app both read these.
 */

/** The Hocuspocus WebSocket, on the same server and port as the HTTP API. */
export const COLLAB_PATH = '/api/collab';

/** The Yjs document of one flowchart: one per flowchart id. */
export function collabDocumentName(flowchartId: string): string {
  return `flowchart:${flowchartId}`;
}

/** The flowchart id a document name stands for, or null for any other name. */
export function flowchartIdOfDocument(documentName: string): string | null {
  const match = /^flowchart:([0-9a-f-]{36})$/i.exec(documentName);
  return match?.[1]?.toLowerCase() ?? null;
}

/** The shared document: `code` (Y.Text) and `meta` (Y.Map of title, language, is_compact). */
export const COLLAB_CODE = 'code';
export const COLLAB_META = 'meta';

/** Why a connection was refused or closed (the provider's `reason`). */
export const COLLAB_REASONS = {
  /** no token, or a token that is expired, revoked or of a disabled account */
  unauthenticated: 'unauthenticated',
  /** signed in, but not a member of the flowchart's team (or it is not shared with a team) */
  forbidden: 'forbidden',
} as const;

export const COLLAB_MESSAGES = {
  live: 'Live: edits are shared and saved automatically',
  connecting: 'Connecting to your team…',
  offline: 'Offline: your edits will be merged when the connection returns',
  forbidden: 'You no longer have access to this team flowchart.',
} as const;
