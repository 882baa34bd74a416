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

export function toFlowchart(row: FlowchartRow, cipher: DataCipher): Flowchart {
  return {
    ...toListItem(row),
    ...openContent(row, cipher),
    is_shared: row.shareId !== null,
    is_embedded: row.embedTokenHash !== null,
  };
}
