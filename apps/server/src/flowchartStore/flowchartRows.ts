import type { Flowchart, FlowchartListItem } from '@codeflow/contracts';
import type { DataCipher } from '../crypto/dataCipher';
import type { flowcharts } from '../db/schema/index';
import { openColumn, openColumnOrNull } from './flowchartCiphers';

export type FlowchartRow = typeof flowcharts.$inferSelect;
export type FlowchartListRow = Pick<
  FlowchartRow,
  'id' | 'title' | 'language' | 'isCompact' | 'createdAt' | 'updatedAt'
>;

export function toListItem(row: FlowchartListRow): FlowchartListItem {
  return {
    id: row.id,
    title: row.title,
    language: row.language,
    is_compact: row.isCompact,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The code and diagram text of a stored row, decrypted. */
export function openContent(
  row: Pick<FlowchartRow, 'id' | 'codeEncrypted' | 'flowchartEncrypted'>,
  cipher: DataCipher,
): { code: string; flowchart: string } {
  return {
    code: openColumn(cipher, 'code', row.id, row.codeEncrypted),
    flowchart: openColumn(cipher, 'diagram', row.id, row.flowchartEncrypted),
  };
}

/** The code alone, to draw a picture of the flowchart from. */
export function openCode(
  row: Pick<FlowchartRow, 'id' | 'codeEncrypted'>,
  cipher: DataCipher,
): string {
  return openColumn(cipher, 'code', row.id, row.codeEncrypted);
}

/** Like openContent, with null for a column the keys in use cannot read (the account export). */
export function openContentOrNull(
  row: Pick<FlowchartRow, 'id' | 'codeEncrypted' | 'flowchartEncrypted'>,
  cipher: DataCipher,
): { code: string | null; flowchart: string | null } {
  return {
    code: openColumnOrNull(cipher, 'code', row.id, row.codeEncrypted),
    flowchart: openColumnOrNull(cipher, 'diagram', row.id, row.flowchartEncrypted),
  };
}

/**
 * What a save's UPDATE returns: the code and diagram ciphertexts only where the save did not send
 * their text (null otherwise), as the text sent is at hand and each is up to a megabyte.
 */
export type SavedRow = Omit<FlowchartRow, 'codeEncrypted' | 'flowchartEncrypted'> & {
  codeEncrypted: string | null;
  flowchartEncrypted: string | null;
};

/** The text a save sent, else the saved row's column decrypted. */
export function savedText(
  cipher: DataCipher,
  row: SavedRow,
  column: 'code' | 'diagram',
  sent: string | undefined,
): string {
  if (sent !== undefined) return sent;
  const token = column === 'code' ? row.codeEncrypted : row.flowchartEncrypted;
  // the UPDATE returns the ciphertext of every column the save did not send
  if (token === null) throw new Error(`saved row without its ${column}`);
  return openColumn(cipher, column, row.id, token);
}

/** A saved flowchart as the API answers it, decrypting only what the save did not send. */
export function toSavedFlowchart(
  row: SavedRow,
  cipher: DataCipher,
  sent: { code?: string | undefined; flowchart?: string | undefined },
): Flowchart {
  return {
    ...toListItem(row),
    code: savedText(cipher, row, 'code', sent.code),
    flowchart: savedText(cipher, row, 'diagram', sent.flowchart),
    is_shared: row.shareId !== null,
    is_embedded: row.embedTokenHash !== null,
  };
}

export function toFlowchart(row: FlowchartRow, cipher: DataCipher): Flowchart {
  return {
    ...toListItem(row),
    ...openContent(row, cipher),
    is_shared: row.shareId !== null,
    is_embedded: row.embedTokenHash !== null,
  };
}
