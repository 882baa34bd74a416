import type { DataCipher } from '../crypto/dataCipher';
import { DecryptionError } from '../crypto/dataCipher';

/**
 * The only place that knows the encryption contexts of a saved flowchart (decision 023): each
 * ciphertext is bound to its row and column, so one cannot be swapped for another. Everything
 * else seals and opens through the functions below.
 */
const contexts = {
  code: (id: string) => `flowcharts.code:${id}`,
  diagram: (id: string) => `flowcharts.flowchart:${id}`,
  thumbnail: (id: string) => `flowcharts.thumbnail:${id}`,
  collabState: (id: string) => `collab_documents.state:${id}`,
  collabUpdate: (id: string) => `collab_updates.update:${id}`,
  version: (column: VersionColumn, id: string, version: number) =>
    `flowchart_versions.${column}:${id}:${version}`,
};

/** The encrypted columns of a kept version (decision 027), each bound to flowchart and number. */
export type VersionColumn = 'code' | 'title' | 'language';

export type FlowchartColumn = 'code' | 'diagram' | 'thumbnail';

export function sealColumn(
  cipher: DataCipher,
  column: FlowchartColumn,
  flowchartId: string,
  plaintext: string,
): string {
  return cipher.encrypt(plaintext, contexts[column](flowchartId));
}

export function openColumn(
  cipher: DataCipher,
  column: FlowchartColumn,
  flowchartId: string,
  token: string,
): string {
  return cipher.decrypt(token, contexts[column](flowchartId));
}

/** Like openColumn, but null for a value the keys in use cannot read (the account export notes it). */
export function openColumnOrNull(
  cipher: DataCipher,
  column: FlowchartColumn,
  flowchartId: string,
  token: string,
): string | null {
  try {
    return openColumn(cipher, column, flowchartId, token);
  } catch (error) {
    if (error instanceof DecryptionError) return null;
    throw error;
  }
}

/** A live-collaboration document's Yjs state, encrypted at rest like the flowchart's columns. */
export function sealCollabState(
  cipher: DataCipher,
  flowchartId: string,
  state: Uint8Array,
): string {
  return cipher.encrypt(Buffer.from(state).toString('base64'), contexts.collabState(flowchartId));
}

export function openCollabState(
  cipher: DataCipher,
  flowchartId: string,
  token: string,
): Uint8Array {
  const text = cipher.decrypt(token, contexts.collabState(flowchartId));
  return new Uint8Array(Buffer.from(text, 'base64'));
}

/**
 * One logged live-collaboration update (decision 031), bound to its flowchart: the rows of one
 * flowchart are merged together in any order, so binding them to their sequence number adds nothing.
 */
export function sealCollabUpdate(
  cipher: DataCipher,
  flowchartId: string,
  update: Uint8Array,
): string {
  return cipher.encrypt(Buffer.from(update).toString('base64'), contexts.collabUpdate(flowchartId));
}

export function openCollabUpdate(
  cipher: DataCipher,
  flowchartId: string,
  token: string,
): Uint8Array {
  const text = cipher.decrypt(token, contexts.collabUpdate(flowchartId));
  return new Uint8Array(Buffer.from(text, 'base64'));
}

/** A kept version's column, bound to its flowchart and version number (decision 027). */
export function sealVersionColumn(
  cipher: DataCipher,
  column: VersionColumn,
  flowchartId: string,
  version: number,
  plaintext: string,
): string {
  return cipher.encrypt(plaintext, contexts.version(column, flowchartId, version));
}

export function openVersionColumn(
  cipher: DataCipher,
  column: VersionColumn,
  flowchartId: string,
  version: number,
  token: string,
): string {
  return cipher.decrypt(token, contexts.version(column, flowchartId, version));
}

/** Like openVersionColumn, but null for a value the keys in use cannot read (the export). */
export function openVersionColumnOrNull(
  cipher: DataCipher,
  column: VersionColumn,
  flowchartId: string,
  version: number,
  token: string,
): string | null {
  try {
    return openVersionColumn(cipher, column, flowchartId, version, token);
  } catch (error) {
    if (error instanceof DecryptionError) return null;
    throw error;
  }
}
