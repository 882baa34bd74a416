/**
 * Real-time collaboration on team flowcharts (docs/decisions/018-collaboration.md): the
 * WebSocket path, the shared Yjs document's shape and the reasons the server gives when it
 * refuses or closes a connection. Server and web app both read these.
 */
import { MAX_CODE_BYTES } from './plans';

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

/**
 * The largest shared document (its whole Yjs state, in bytes) the server keeps: the code at the
 * server's ceiling with room for its editing history (decision 031). An update that would take a
 * document past it is refused.
 */
export const COLLAB_MAX_DOCUMENT_BYTES = 4 * MAX_CODE_BYTES;

/** The largest WebSocket message the server reads: a whole document (a reconnecting client's sync). */
export const COLLAB_MAX_MESSAGE_BYTES = COLLAB_MAX_DOCUMENT_BYTES + 64 * 1024;

/**
 * What the server tells one client besides the document (a Hocuspocus stateless message, JSON):
 * - `refused`: the client's last change was not kept (over the plan's limits or the document's
 *   size); `message` says why. The server keeps the document as it was and applies nothing more
 *   from this connection: the client must reload the document (reconnect) to edit again.
 * - `degraded`: live sharing with the other server instances is interrupted (Redis is down); edits
 *   are still kept, on this server and in the database, and merged when it returns.
 * - `restored`: sharing across instances works again.
 */
export type CollabNotice =
  { type: 'refused'; message: string } | { type: 'degraded' } | { type: 'restored' };

/** The notice in a stateless payload, or null for anything else. */
export function parseCollabNotice(payload: string): CollabNotice | null {
  try {
    const value = JSON.parse(payload) as Partial<{ type: unknown; message: unknown }> | null;
    if (value?.type === 'degraded' || value?.type === 'restored') return { type: value.type };
    if (value?.type === 'refused' && typeof value.message === 'string') {
      return { type: 'refused', message: value.message };
    }
  } catch {
    // not a notice of ours
  }
  return null;
}

/** A change that would make the shared document larger than COLLAB_MAX_DOCUMENT_BYTES. */
export const COLLAB_DOCUMENT_TOO_LARGE =
  'This flowchart is too large to edit together: the change was not kept.';

export const COLLAB_MESSAGES = {
  live: 'Live: edits are shared and saved automatically',
  connecting: 'Connecting to your team…',
  offline: 'Offline: your edits will be merged when the connection returns',
  forbidden: 'You no longer have access to this team flowchart.',
  degraded:
    'Live sharing across servers is interrupted: your edits are kept on this server and shared again when it returns.',
  readOnly: 'Read only: upgrade to edit flowcharts.',
  refused: 'Your last change was not kept:',
} as const;
